// Preloaded into the built server by a build check (NODE_OPTIONS=--require):
// on exit it writes the CommonJS modules the process loaded, one path a
// line, to LOADED_MODULES_OUT, so the check can see what a start pulled in.
'use strict';
const fs = require('node:fs');

const out = process.env.LOADED_MODULES_OUT;
if (out) process.on('exit', () => fs.writeFileSync(out, Object.keys(require.cache).join('\n')));
