// Registers ts-worker-hooks.mjs in a worker thread started with `--import` (ts-worker.ts).
import { register } from 'node:module';

register('./ts-worker-hooks.mjs', import.meta.url);
