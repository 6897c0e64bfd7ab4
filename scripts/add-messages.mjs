#!/usr/bin/env node
// Merges new message ids into a UI catalogue and writes it back sorted:
//   node scripts/add-messages.mjs <new-messages.json> [src/locales/en.json]
// Several people (and helpers) add strings at once; merging through this
// script keeps each addition a quick read-modify-write of the whole file.
import fs from 'node:fs';

const [source, target = 'src/locales/en.json'] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/add-messages.mjs <new-messages.json> [catalogue.json]');
  process.exit(2);
}
const additions = JSON.parse(fs.readFileSync(source, 'utf8'));
const catalogue = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
let added = 0;
let changed = 0;
for (const [id, text] of Object.entries(additions)) {
  if (typeof text !== 'string') throw new Error(`${id}: message must be a string`);
  if (!(id in catalogue)) added++;
  else if (catalogue[id] !== text) changed++;
  catalogue[id] = text;
}
const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${target}: ${added} added, ${changed} changed, ${Object.keys(sorted).length} in all`);
