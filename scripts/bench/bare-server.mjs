// Baseline for bench:api: a bare node:http server that answers every request
// with the exact bytes and headers given in a JSON file (captured from the
// real server), so the comparison measures only what our server adds. A case
// that varies its requests (the searches) captures every path it can ask
// (`variants`, path -> body): each request gets the bytes ours answered it.
import fs from 'node:fs';
import http from 'node:http';

const [responseFile, port] = process.argv.slice(2);
const { headers, body } = JSON.parse(fs.readFileSync(responseFile, 'utf8'));
const { variants = {} } = JSON.parse(fs.readFileSync(responseFile, 'utf8'));
const bytes = Buffer.from(body, 'base64');
const byPath = new Map(Object.entries(variants).map(([path, variant]) => [path, Buffer.from(variant, 'base64')]));
const server = http.createServer((req, res) => {
  const answer = byPath.get(req.url) ?? bytes;
  res.writeHead(200, { ...headers, 'content-length': answer.length });
  res.end(answer);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
