// Baseline for bench:ws: a bare `ws` server that, once per tick, sends every
// subscribed client `perTick` messages of `bytes` bytes (the mix the real
// server sent), each carrying its send time in `ts` like ours.
import { WebSocketServer } from 'ws';

const [port, tickMs, perTick, bytes] = process.argv.slice(2).map(Number);
const padding = 'x'.repeat(Math.max(0, bytes - 40));
const clients = new Set();
const wss = new WebSocketServer({ port, host: '127.0.0.1' }, () => process.send?.('ready'));
wss.on('connection', (socket) => {
  socket.once('message', () => clients.add(socket));
  socket.on('close', () => clients.delete(socket));
});
setInterval(() => {
  for (let i = 0; i < perTick; i++) {
    const text = JSON.stringify({ m: 'ob.u', ts: Date.now(), pad: padding });
    for (const socket of clients) socket.send(text);
  }
}, tickMs);
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
