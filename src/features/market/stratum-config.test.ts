import { describe, expect, it } from 'vitest';
import { minerSnippets, stratumEndpoint } from './stratum-config';

const USER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4.rig1';

describe('stratum endpoint', () => {
  it('writes SHA256 in USA-West on the stratum port over TCP, and on 443 over TLS', () => {
    expect(stratumEndpoint('SHA256', 'usa-west', 'tcp').url).toBe('stratum+tcp://sha256.usa-west.hashvale.example:9200');
    expect(stratumEndpoint('KAWPOW', 'eu-west', 'ssl')).toEqual({
      host: 'kawpow.eu-west.hashvale.example',
      port: 443,
      url: 'stratum+ssl://kawpow.eu-west.hashvale.example:443',
    });
  });
});

describe('miner snippets', () => {
  it('gives an ASIC algorithm the pool fields and a Braiins OS group', () => {
    const endpoint = stratumEndpoint('SHA256', 'usa-west', 'tcp');
    const snippets = minerSnippets('SHA256', { endpoint, protocol: 'tcp', user: USER });
    expect(snippets.map((s) => s.miner)).toEqual(['fields', 'Braiins OS']);
    expect(snippets[0]!.text).toBe(`URL: stratum+tcp://sha256.usa-west.hashvale.example:9200\nUser: ${USER}\nPassword: x`);
    expect(snippets[1]!.text).toContain("url = 'stratum+tcp://sha256.usa-west.hashvale.example:9200'");
  });

  it('gives a GPU algorithm a line for each miner that knows it, in the miner\'s own names and TLS switch', () => {
    const endpoint = stratumEndpoint('KAWPOW', 'eu-west', 'ssl');
    const snippets = minerSnippets('KAWPOW', { endpoint, protocol: 'ssl', user: USER });
    expect(snippets.map((s) => s.miner)).toEqual(['fields', 'T-Rex', 'GMiner', 'SRBMiner-MULTI']);
    expect(snippets[1]!.text).toBe(`t-rex -a kawpow -o stratum+ssl://kawpow.eu-west.hashvale.example:443 -u ${USER} -p x`);
    expect(snippets[2]!.text).toBe(`miner --algo kawpow --server kawpow.eu-west.hashvale.example:443 --user ${USER} --pass x --ssl 1`);
  });

  it('gives RandomX the CPU miners', () => {
    const endpoint = stratumEndpoint('RANDOMXMONERO', 'eu-west', 'tcp');
    const snippets = minerSnippets('RANDOMXMONERO', { endpoint, protocol: 'tcp', user: USER });
    expect(snippets.find((s) => s.miner === 'XMRig')?.text).toBe(`xmrig -a rx/0 -o randomxmonero.eu-west.hashvale.example:9200 -u ${USER} -p x`);
  });
});
