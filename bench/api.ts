import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The api as a black box on loopback: a real server process on embedded PGlite in a throwaway
 * folder. Every loop is bounded in count and time, and the server is stopped at the end.
 */
type Reply = { status: number; bytes: number; body: string; headers: Record<string, string | string[] | undefined> };

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function call(port: number, method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        // What crossed the wire: status line, raw headers and body (as sent, compressed or not).
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({
          status: res.statusCode ?? 0,
          bytes: headerBytes + raw.length,
          body: raw.toString(),
          headers: res.headers,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the api exited during start-up');
    try {
      if ((await call(port, 'GET', '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the api did not become healthy within 60 s');
}

/** Requests per second for `make` at the given concurrency, bounded by time and count. */
async function throughput(make: () => Promise<Reply>, { seconds = 3, concurrency = 8, maxRequests = 50_000 } = {}) {
  let done = 0;
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end && done < maxRequests) {
        const reply = await make();
        done += 1;
        if (reply.status >= 400) failures += 1;
      }
    }),
  );
  return { requestsPerSecond: Math.round(done / ((performance.now() - started) / 1000)), failures };
}

export async function measureApi(repoRoot: string) {
  const port = 4400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(port, child);
    const login = await call(
      port,
      'POST',
      '/api/vendor/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'demo@sika.test', password: 'sika-demo-2026' }),
    );
    const { accessToken } = JSON.parse(login.body) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, br' };

    const firstPoll = await call(port, 'GET', '/api/vendor/all-Vendors', auth);
    const etag = String(firstPoll.headers.etag ?? '');
    const unchangedPoll = await call(port, 'GET', '/api/vendor/all-Vendors', { ...auth, 'if-none-match': etag });

    const health = await throughput(() => call(port, 'GET', '/api/health'));
    const polls = await throughput(() =>
      call(port, 'GET', '/api/vendor/all-Vendors', { ...auth, 'if-none-match': etag }),
    );
    const fullReads = await throughput(() => call(port, 'GET', '/api/vendor/all-Vendors', auth));
    return {
      poll: {
        firstStatus: firstPoll.status,
        firstBytes: firstPoll.bytes,
        unchangedStatus: unchangedPoll.status,
        unchangedBytes: unchangedPoll.bytes,
      },
      throughput: { health, polls, fullReads },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
