// The webhook probe's receiver, on a thread of its own as a real receiver runs apart from
// the load: on the bench's busy main thread, its answers waited for the load generator.
// Plain JavaScript: Node 20's worker threads do not take tsx's loader.
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';

/** Each event's first arrival by webhook-id: when it happened, how late it came (ms). */
const arrivals = new Map();
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const arrived = Date.now();
    response.writeHead(204).end();
    const id = String(request.headers['webhook-id']);
    if (arrivals.has(id)) return;
    const occurredAt = Date.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')).timestamp);
    arrivals.set(id, { occurredAt, latencyMs: arrived - occurredAt });
  });
});
server.listen(0, '127.0.0.1', () => parentPort?.postMessage({ port: server.address().port }));
parentPort?.on('message', (request) => {
  if (request === 'count') parentPort?.postMessage({ count: arrivals.size });
  else if (request === 'collect') parentPort?.postMessage({ arrivals: [...arrivals.values()] });
  else server.close(() => parentPort?.postMessage({ closed: true }));
});
