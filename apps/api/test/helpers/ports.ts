// A loopback port nobody listens on, for a test that starts a real server process.
import { createServer } from 'node:net';

/** Asks the system for a free port, then lets it go for the caller to take. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
