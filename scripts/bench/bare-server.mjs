// Baseline for bench:api: a bare node:http server that answers every request
// with the exact bytes and headers given in a JSON file (captured from the
// real server), so the comparison measures only what our server adds.
import fs from 'node:fs';
import http from 'node:http';

const [responseFile, port] = process.argv.slice(2);
const { headers, body } = JSON.parse(fs.readFileSync(responseFile, 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
