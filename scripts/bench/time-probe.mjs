// The time probe of bench:api (issue 35): one client asks GET api/v2/time every
// PROBE_INTERVAL_MS and records each answer's latency, alone and while
// CANDLE_CLIENTS clients each ask, one after another, a candle range no one
// asked before (400 daily candles of a market and window of its own: seconds
// of CPU the first time). Alone and loaded take turns for `rounds` rounds;
// the loaded p99 is compared with the one alone.
import http from 'node:http';

const PROBE_INTERVAL_MS = 10;
export const CANDLE_CLIENTS = 4;
const DAY_S = 86_400;
const SPAN_DAYS = 400;
/** The simulated exchange's first day (server/src/market/market-limits.ts). */
const HISTORY_START_S = Date.UTC(2020, 0, 1) / 1000;

const agent = new http.Agent({ keepAlive: true });

/** GET with the body read and dropped; resolves to { status, ms }. */
function get(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Every long range the clients may ask, each once: windows of SPAN_DAYS across the markets. */
function* newRanges(markets, nowS) {
  for (let start = HISTORY_START_S; start + SPAN_DAYS * DAY_S <= nowS; start += SPAN_DAYS * DAY_S) {
    for (const market of markets) yield `market=${market}&resolution=1440&from=${start}&to=${start + SPAN_DAYS * DAY_S}`;
  }
}

async function probe(base, durationMs) {
  const latencies = [];
  const until = performance.now() + durationMs;
  while (performance.now() < until) {
    const { status, ms } = await get(`${base}/api/v2/time`);
    if (status !== 200) throw new Error(`api/v2/time answered ${status}`);
    latencies.push(ms);
    await new Promise((r) => setTimeout(r, PROBE_INTERVAL_MS));
  }
  return latencies;
}

/** The probe while CANDLE_CLIENTS clients ask new ranges; also the candles' statuses and latencies. */
async function probeWithCandles(base, durationMs, ranges) {
  let asking = true;
  const candles = [];
  const client = async () => {
    while (asking) {
      const next = ranges.next();
      if (next.done) throw new Error('out of new candle ranges: lower BENCH_ROUNDS or BENCH_DURATION');
      candles.push(await get(`${base}/exchange/api/v2/candlesticks?${next.value}`));
    }
  };
  const clients = Array.from({ length: CANDLE_CLIENTS }, client);
  try {
    return { latencies: await probe(base, durationMs), candles };
  } finally {
    asking = false;
    await Promise.all(clients);
  }
}

/** Alone and with the candle clients, interleaved; medians of the rounds' p99. */
export async function timeProbe(base, { durationMs, rounds }) {
  const status = await fetch(`${base}/exchange/api/v2/info/status`).then((r) => r.json());
  const ranges = newRanges(
    status.symbols.map((s) => s.symbol),
    Math.floor(Date.now() / 1000),
  );
  const alone = [];
  const loaded = [];
  const candles = [];
  for (let round = 0; round < rounds; round++) {
    const withCandles = async () => {
      const run = await probeWithCandles(base, durationMs, ranges);
      candles.push(...run.candles);
      loaded.push(run.latencies);
    };
    if (round % 2 === 0) {
      alone.push(await probe(base, durationMs));
      await withCandles();
    } else {
      await withCandles();
      alone.push(await probe(base, durationMs));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (runs) => ({
    p50: median(runs.map((r) => percentile(r, 50))),
    p99: median(runs.map((r) => percentile(r, 99))),
    max: Math.max(...runs.flat()),
  });
  const ok = candles.filter((c) => c.status === 200);
  return {
    alone: summary(alone),
    loaded: summary(loaded),
    candles: {
      ok: ok.length,
      busy: candles.filter((c) => c.status === 503).length,
      other: candles.length - ok.length - candles.filter((c) => c.status === 503).length,
      p50: percentile(
        ok.map((c) => c.ms),
        50,
      ),
    },
  };
}
