import { createServer } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999 by default), which the kernel hands to
 * outgoing connections and to `listen(0)`. A server a test starts listens seconds after its
 * port is chosen (migrations, seeding); a port from the ephemeral range can be taken in
 * between by any of the thousands of connections a browser suite opens, and the server then
 * dies with EADDRINUSE while the test talks to whatever holds the port.
 */
const LOWEST = 10_000;
const HIGHEST = 32_000;
const ATTEMPTS = 50;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port nothing listens on now and no outgoing connection will take, for a test's server. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST} after ${ATTEMPTS} attempts`);
}
