import { describe, expect, it } from 'vitest';
import { STRATUM_DOCTOR_LIMITS } from '../../config/limits';
import { diagnose, diagnoseInSlices } from './diagnose';
import { ENV, FIXTURES } from './fixtures';
import { BTC } from './fixtures/values';
import type { MinerId, RuleId } from './types';

function sample(miner: MinerId, rule: RuleId | 'clean'): string {
  const fixture = FIXTURES[miner]!;
  return `${fixture.banner}\n${rule === 'clean' ? fixture.clean : fixture.lines[rule]}`;
}

function finding(text: string, id: RuleId, env = ENV) {
  const found = diagnose(text, env).findings.find((f) => f.rule.id === id);
  expect(found, id).toBeDefined();
  return found!;
}

describe("the issue's three pastes (the browser test reads the same)", () => {
  it('finds only the TLS error in the T-Rex log, only the refused worker in the cgminer log, and nothing in the clean log', () => {
    const ids = (text: string) => diagnose(text, ENV).findings.map((f) => f.rule.id);
    expect(ids(sample('trex', 'tls-certificate'))).toEqual(['tls-certificate']);
    expect(ids(sample('cgminer', 'unauthorized'))).toEqual(['unauthorized']);
    expect(ids(sample('trex', 'clean'))).toEqual([]);
  });
});

describe('corrected lines', () => {
  it("takes stratum+tcp:// out of lolMiner's --pool and drops the DNS failure it explains", () => {
    const { findings } = diagnose(sample('lolminer', 'stratum-prefix-in-host'), ENV);
    expect(findings.map((f) => f.rule.id)).toEqual(['stratum-prefix-in-host']);
    expect(findings[0]!.detail.corrected).toBe(`lolMiner --algo ETCHASH --pool etchash.eu-west.hashvale.example:9200 --user ${BTC}.rig1 --pass x`);
  });

  it('moves a blocked T-Rex to TLS on 443 in its own command line, and lolMiner with its TLS switch', () => {
    expect(finding(sample('trex', 'port-blocked'), 'port-blocked').detail.corrected).toBe(
      `t-rex -a kawpow -o stratum+ssl://kawpow.eu-west.hashvale.example:443 -u ${BTC}.rig1 -p x`,
    );
    expect(finding(sample('lolminer', 'port-blocked'), 'port-blocked').detail.corrected).toBe('--pool etchash.eu-west.hashvale.example:443 --tls on');
  });

  it('mends a mistyped host name and location', () => {
    expect(finding(sample('gminer', 'dns-failure'), 'dns-failure').detail.corrected).toBe('--server kawpow.eu-west.hashvale.example:9200');
    expect(finding(sample('trex', 'dns-failure'), 'dns-failure').detail.corrected).toBe('-o stratum+tcp://kawpow.eu-west.hashvale.example:9200');
    expect(finding(sample('cgminer', 'dns-failure'), 'dns-failure').detail.corrected).toBe('URL: stratum+tcp://sha256.eu-west.hashvale.example:9200');
  });

  it('puts an old port back to 9200 and names it', () => {
    const wrong = finding(sample('xmrig', 'wrong-port'), 'wrong-port');
    expect(wrong.detail.values).toEqual({ port: '3333' });
    expect(wrong.detail.corrected).toBe('-o randomxmonero.eu-west.hashvale.example:9200');
    const tlsOn9200 = finding(
      `lolMiner 1.88\nlolMiner --algo ETCHASH --pool etchash.eu-west.hashvale.example:9200 --user ${BTC}.rig1 --pass x --tls on`,
      'wrong-port',
    );
    expect(tlsOn9200.detail.corrected).toBe(`lolMiner --algo ETCHASH --pool etchash.eu-west.hashvale.example:443 --user ${BTC}.rig1 --pass x --tls on`);
  });

  it('replaces the characters a worker name may not hold, in the config line that has it', () => {
    const worker = finding(sample('cgminer', 'worker-name-invalid'), 'worker-name-invalid');
    expect(worker.detail.corrected).toBe(`"user" : "${BTC}.rack-7-s19",`);
    // The refused login is what the bad name caused: it is not a finding of its own.
    expect(diagnose(sample('cgminer', 'worker-name-invalid'), ENV).findings.map((f) => f.rule.id)).not.toContain('unauthorized');
  });

  it('points the host at the algorithm the miner runs', () => {
    const wrong = finding(sample('trex', 'wrong-algorithm'), 'wrong-algorithm');
    expect(wrong.detail.values).toEqual({ hostAlgorithm: 'kawpow', minerAlgorithm: 'ethash' });
    expect(wrong.detail.corrected).toBe(`t-rex -a ethash -o stratum+tcp://daggerhashimoto.eu-west.hashvale.example:9200 -u ${BTC}.rig1 -p x`);
  });

  it('names the address and the coin', () => {
    expect(finding(sample('gminer', 'invalid-address'), 'invalid-address').detail.values).toEqual({ address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' });
    expect(finding(sample('xmrig', 'wrong-coin-address'), 'wrong-coin-address').detail.values).toEqual({ coin: 'Monero' });
    expect(finding(sample('trex', 'wrong-coin-address'), 'wrong-coin-address').detail.values).toEqual({ coin: 'Ethereum' });
  });
});

describe('stale shares and the nearer location', () => {
  const stale = (latency: number, location: string) =>
    [
      '20261120 09:14:02 T-Rex NVIDIA GPU miner v0.26.8  -  [CUDA v11.8 | Windows]',
      `t-rex -a kawpow -o stratum+tcp://kawpow.${location}.hashvale.example:9200 -u ${BTC}.rig1 -p x`,
      ...[1, 2, 3].map((n) => `20261120 09:15:0${n} [FAIL] 0/${n} - Stale share, ${latency}ms ... GPU #0`),
    ].join('\n');

  it('suggests the other location when shares take long to arrive', () => {
    const found = finding(stale(240, 'usa-west'), 'stale-shares');
    expect(found.detail.values).toEqual({ location: 'Europe-West' });
    expect(found.detail.corrected).toBe(`t-rex -a kawpow -o stratum+tcp://kawpow.eu-west.hashvale.example:9200 -u ${BTC}.rig1 -p x`);
  });

  it("suggests the reader's side of the world when share times do not tell", () => {
    const found = finding(stale(40, 'eu-west'), 'stale-shares', { ...ENV, timeZone: 'America/Denver' });
    expect(found.detail.values).toEqual({ location: 'USA-West' });
    expect(found.detail.corrected).toContain('kawpow.usa-west.hashvale.example:9200');
    expect(finding(stale(40, 'eu-west'), 'stale-shares').detail.corrected).toBeUndefined();
  });

  it('leaves a stale share now and then alone', () => {
    const accepted = Array.from({ length: 200 }, (_, i) => `20261120 09:16:00 [ OK ] ${i + 1}/${i + 1} - 28.0 MH/s, 41ms ... GPU #0`);
    const ids = diagnose(`${stale(40, 'eu-west')}\n${accepted.join('\n')}`, ENV).findings.map((f) => f.rule.id);
    expect(ids).not.toContain('stale-shares');
  });
});

describe('memory, clocks and what is not a log', () => {
  it('names the memory a DAG needs and cards that have it', () => {
    const found = finding(sample('lolminer', 'out-of-memory'), 'out-of-memory');
    expect(found.detail.cards).toEqual({
      minGb: 5,
      names: ['GeForce GTX 1060 6GB (6 GB)', 'GeForce RTX 2060 (6 GB)', 'Radeon RX 580 8GB (8 GB)', 'GeForce GTX 1070 (8 GB)'],
    });
    // RandomX runs in the computer's memory: no card to name.
    expect(finding(sample('xmrig', 'out-of-memory'), 'out-of-memory').detail.cards).toBeUndefined();
  });

  it('reads a log dated in the future as a clock ahead', () => {
    const ahead = sample('trex', 'clean').replaceAll('20261120', '20270315');
    expect(diagnose(ahead, ENV).findings.map((f) => f.rule.id)).toEqual(['clock-skew']);
  });

  it('does not ask for a connection attempt in a command line or a config file alone', () => {
    expect(diagnose(`t-rex -a kawpow -o stratum+tcp://kawpow.eu-west.hashvale.example:9200 -u ${BTC}.rig1 -p x`, ENV).findings).toEqual([]);
    expect(diagnose(`[[group.pool]]\nurl = 'stratum+tcp://sha256.eu-west.hashvale.example:9200'\nuser = '${BTC}.s9'`, ENV).findings).toEqual([]);
  });

  it('says a text with no connection in it shows none', () => {
    expect(diagnose('hello\nthis is not a miner log\n', ENV).findings.map((f) => f.rule.id)).toEqual(['no-connection-at-all']);
  });
});

describe('bad input', () => {
  it('calls an empty paste empty', () => {
    expect(diagnose('', ENV)).toEqual({ problem: 'empty', notes: [], findings: [] });
    expect(diagnose(' \n\t\n', ENV).problem).toBe('empty');
  });

  it('calls 5 MB of binary binary without reading it line by line', () => {
    let seed = 7;
    const bytes = Array.from({ length: 5 * 1024 * 1024 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256));
    const diagnosis = diagnose(bytes.join(''), ENV);
    expect(diagnosis.problem).toBe('binary');
    expect(diagnosis.findings).toEqual([]);
  });

  it('reads a log in another script, and says the rules know English', () => {
    const chinese = '[2026-11-20 09:14:02] 矿工 启动\n[2026-11-20 09:14:03] 无法 连接 到 矿池，网络 错误\n[2026-11-20 09:14:04] 正在 重试 矿池 服务器\n';
    const diagnosis = diagnose(chinese, ENV);
    expect(diagnosis.notes).toEqual(['foreign-language']);
    expect(diagnosis.findings.map((f) => f.rule.id)).toEqual(['no-connection-at-all']);
  });

  it('reads the newest 5 MB of a larger paste, from a line start', () => {
    const line = `[2026-11-20 09:14:21] [kawpow] result accepted [GPU0][35 ms]\n`;
    const big = `${FIXTURES.srbminer!.banner}\n${line.repeat(Math.ceil((STRATUM_DOCTOR_LIMITS.maxInputBytes + 4096) / line.length))}`;
    const diagnosis = diagnose(big, ENV);
    expect(diagnosis.notes).toEqual(['truncated']);
    expect(diagnosis.facts!.lines).toBe(Math.floor(STRATUM_DOCTOR_LIMITS.maxInputBytes / line.length));
  });
});

describe('reading in slices', () => {
  const long = Array.from({ length: 20_000 }, (_, i) => `20261120 09:${String(i % 60).padStart(2, '0')}:00 [ OK ] ${i}/${i} - 28.0 MH/s, 41ms ... GPU #0`).join(
    '\n',
  );
  const text = `${sample('trex', 'tls-certificate')}\n${long}\n20261120 10:00:00 [FAIL] 0/1 - Low difficulty share, 45ms ... GPU #0`;

  it('finds what reading at once finds', async () => {
    const ids = (await diagnoseInSlices(text, ENV)).findings.map((f) => f.rule.id);
    expect(ids).toEqual(diagnose(text, ENV).findings.map((f) => f.rule.id));
    expect(ids).toEqual(['tls-certificate', 'low-difficulty-shares']);
  });

  it('stops when the reader pastes something else', async () => {
    const controller = new AbortController();
    const running = diagnoseInSlices(text.repeat(20), ENV, controller.signal);
    controller.abort();
    await expect(running).rejects.toThrow();
  });
});
