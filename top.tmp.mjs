import fs from 'node:fs';
const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(); const total = profile.timeDeltas.reduce((a, b) => a + b, 0);
profile.samples.forEach((id, i) => { const cf = byId.get(id).callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm/').replace(/.*build\/server\//, '')}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + profile.timeDeltas[i]); });
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 28)) console.log((100 * v / total).toFixed(1).padStart(5), '%', k);
