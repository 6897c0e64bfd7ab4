#!/usr/bin/env node
// `npm run bench:doctor`: how long the stratum doctor takes to read 5 MB
// (issue 33: under 1 s on the test machine). Reads a 5 MB log made of the
// fixture logs of every miner (src/features/stratum-doctor/fixtures/) at once,
// then in the page's slices while measuring the longest time the event loop
// was held, and 5 MB of binary. Prints the median of RUNS runs; a benchmark,
// not a test (docs/stratum-doctor.md keeps the figures).
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const MB5 = 5 * 1024 * 1024;

const load = async (file) => (await runnerImport(path.join(root, file), { configFile: false, logLevel: 'error' })).module;
const { diagnose, diagnoseInSlices } = await load('src/features/stratum-doctor/diagnose.ts');
const { FIXTURES, ENV } = await load('src/features/stratum-doctor/fixtures/index.ts');

/** Every miner's banner, clean log and rule lines, over and over up to 5 MB. */
function fiveMegabyteLog() {
  const parts = [];
  for (const fixture of Object.values(FIXTURES)) parts.push(fixture.banner, fixture.clean, ...Object.values(fixture.lines));
  const block = `${parts.join('\n')}\n`;
  return block.repeat(Math.ceil(MB5 / block.length)).slice(0, MB5);
}

function fiveMegabytesOfBinary() {
  let seed = 33;
  const chars = new Array(MB5);
  for (let i = 0; i < MB5; i++) chars[i] = String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256);
  return chars.join('');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Wall time, and the CPU time this process used: on a shared machine the first includes waiting for a core. */
function timeAtOnce(text) {
  const times = [];
  const cpu = [];
  let diagnosis;
  for (let i = 0; i < RUNS; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    diagnosis = diagnose(text, ENV);
    times.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return { time: median(times), cpu: median(cpu), diagnosis };
}

async function timeInSlices(text) {
  const times = [];
  const held = [];
  for (let i = 0; i < RUNS; i++) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const start = performance.now();
    await diagnoseInSlices(text, ENV);
    times.push(performance.now() - start);
    delay.disable();
    held.push(delay.max / 1e6);
  }
  return { time: median(times), held: median(held) };
}

const log = fiveMegabyteLog();
const lines = log.split('\n').length;
const atOnce = timeAtOnce(log);
const sliced = await timeInSlices(log);
const binary = timeAtOnce(fiveMegabytesOfBinary());

console.log(
  `stratum doctor, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores, median of ${RUNS}`,
);
console.log(`5 MB log (${lines} lines, ${atOnce.diagnosis.findings.length} findings)`);
console.log(`  read at once          ${ms(atOnce.time)} (CPU ${ms(atOnce.cpu)})`);
console.log(`  read in slices        ${ms(sliced.time)} in all, the event loop held at most ${ms(sliced.held)}`);
console.log(`5 MB of binary          ${ms(binary.time)} (CPU ${ms(binary.cpu)}; ${binary.diagnosis.problem})`);
