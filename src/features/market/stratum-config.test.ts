import { describe, expect, it } from 'vitest';
import { minerSnippets, stratumEndpoint, type Connection } from './stratum-config';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const USER = `${ADDRESS}.rig1`;

function connection(algorithm: string, location: string, protocol: 'tcp' | 'ssl'): Connection {
  return { algorithm, location, protocol, endpoint: stratumEndpoint(algorithm, location, protocol), address: ADDRESS, worker: 'rig1', user: USER };
}

const textOf = (snippets: ReturnType<typeof minerSnippets>, miner: string) => snippets.find((s) => s.miner === miner)?.text;

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
  it('gives an ASIC algorithm the pool fields, the Antminer slots with the other location as backup, and a Braiins OS group', () => {
    const snippets = minerSnippets(connection('SHA256', 'usa-west', 'tcp'));
    expect(snippets.map((s) => s.miner)).toEqual(['fields', 'Antminer', 'Braiins OS']);
    expect(snippets[0]!.text).toBe(`URL: stratum+tcp://sha256.usa-west.hashvale.example:9200\nUser: ${USER}\nPassword: x`);
    expect(snippets[1]!.text).toBe(
      `Pool 1 (USA-West)\nURL: stratum+tcp://sha256.usa-west.hashvale.example:9200\nWorker: ${USER}\nPassword: x\n\n` +
        `Pool 2 (Europe-West)\nURL: stratum+tcp://sha256.eu-west.hashvale.example:9200\nWorker: ${USER}\nPassword: x`,
    );
    expect(snippets[2]!.text).toContain("url = 'stratum+tcp://sha256.usa-west.hashvale.example:9200'");
    expect(snippets.map((s) => s.fileName)).toEqual(['hashvale-pool.txt', 'antminer-pools.txt', 'bosminer.toml']);
  });

  it("gives a GPU algorithm a line for each miner that knows it, in the miner's own names and TLS switch", () => {
    const snippets = minerSnippets(connection('KAWPOW', 'eu-west', 'ssl'));
    expect(snippets.map((s) => s.miner)).toEqual([
      'fields',
      'T-Rex',
      'GMiner',
      'NBMiner',
      'TeamRedMiner',
      'SRBMiner-MULTI',
      'Hashvale Miner',
      'QuickMiner',
      'HiveOS',
    ]);
    expect(textOf(snippets, 'T-Rex')).toBe(`t-rex -a kawpow -o stratum+ssl://kawpow.eu-west.hashvale.example:443 -u ${USER} -p x`);
    expect(textOf(snippets, 'GMiner')).toBe(`miner --algo kawpow --server kawpow.eu-west.hashvale.example:443 --user ${USER} --pass x --ssl 1`);
    expect(textOf(snippets, 'NBMiner')).toBe(`nbminer -a kawpow -o stratum+ssl://kawpow.eu-west.hashvale.example:443 -u ${USER} -p x`);
    expect(textOf(snippets, 'TeamRedMiner')).toBe(`teamredminer -a kawpow -o stratum+ssl://kawpow.eu-west.hashvale.example:443 -u ${USER} -p x`);
    expect(textOf(snippets, 'SRBMiner-MULTI')).toBe(
      `SRBMiner-MULTI --algorithm kawpow --pool kawpow.eu-west.hashvale.example:443 --wallet ${USER} --password x --tls true`,
    );
  });

  it('writes our own miners their settings files and HiveOS a flight sheet entry with its wallet and worker template', () => {
    const snippets = minerSnippets(connection('ETCHASH', 'eu-west', 'ssl'));
    expect(JSON.parse(textOf(snippets, 'Hashvale Miner')!)).toEqual({ btcAddress: ADDRESS, worker: 'rig1', location: 'eu-west', tls: true });
    expect(textOf(snippets, 'QuickMiner')).toBe(`[mining]\nbtc_address = ${ADDRESS}\nworker = rig1\nlocation = eu-west\ntls = on\nalgorithm = etchash`);
    expect(textOf(snippets, 'HiveOS')).toBe(
      [
        'Coin: BTC',
        `Wallet: ${ADDRESS}`,
        'Pool: Configure in miner',
        'Miner: T-Rex',
        '  Hash algorithm: etchash',
        '  Wallet and worker template: %WAL%.%WORKER_NAME%',
        '  Pool URL: stratum+ssl://etchash.eu-west.hashvale.example:443',
        '  Pass: x',
      ].join('\n'),
    );
    // ETCHASH also runs on Antminer E9 machines, and lolMiner takes host:port with its TLS switch.
    expect(snippets.map((s) => s.miner)).toContain('Antminer');
    expect(textOf(snippets, 'lolMiner')).toBe(`lolMiner --algo ETCHASH --pool etchash.eu-west.hashvale.example:443 --user ${USER} --pass x --tls on`);
  });

  it('gives RandomX the CPU miners, and HiveOS the first of them with its TLS switch as an extra argument', () => {
    const snippets = minerSnippets(connection('RANDOMXMONERO', 'eu-west', 'ssl'));
    expect(textOf(snippets, 'XMRig')).toBe(`xmrig -a rx/0 -o randomxmonero.eu-west.hashvale.example:443 -u ${USER} -p x --tls`);
    expect(textOf(snippets, 'HiveOS')).toContain('Miner: SRBMiner-MULTI\n');
    expect(textOf(snippets, 'HiveOS')).toContain('  Pool URL: randomxmonero.eu-west.hashvale.example:443\n  Pass: x\n  Extra config arguments: --tls true');
    expect(snippets.map((s) => s.miner)).not.toContain('QuickMiner');
  });
});
