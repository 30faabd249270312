// The CORS policy, header by header (http/cors.ts): only a listed origin gets CORS headers, with
// credentials and the ETag exposed; only its real preflight is answered; every answer varies on
// Origin; a poll from the portal's own origin carries nothing of it.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withTestApp } from './helpers/app.ts';
import { call, operations } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

const PORTAL = 'https://portal.example.com';

function corsHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => name.startsWith('access-control-') || name === 'vary'),
  );
}

describe.each(drivers)('CORS on %s', (driver) => {
  const t = withTestApp(driver, { env: { CORS_ORIGIN: `${PORTAL}, https://admin.example.com` } });

  it("answers a listed origin's preflight with 204 and the methods, headers and age allowed", async () => {
    const preflight = await call(t.app, 'login', {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.body).toBe('');
    expect(corsHeaders(preflight)).toEqual({
      vary: 'Origin',
      'access-control-allow-origin': PORTAL,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'ETag, Idempotent-Replayed, Retry-After',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, If-None-Match, Idempotency-Key',
      'access-control-max-age': '600',
    });
  });

  it('allows every method the contract uses (PUT for a push subscription among them)', async () => {
    const preflight = await call(t.app, 'subscribePush', {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'PUT' },
    });
    const allowed = String(preflight.headers['access-control-allow-methods']).split(', ');
    for (const operation of operations) expect(allowed, operation.operationId).toContain(operation.method);
  });

  it('gives a listed origin its own name back, with credentials and the ETag exposed', async () => {
    for (const origin of [PORTAL, 'https://admin.example.com']) {
      const response = await call(t.app, 'getHealth', { headers: { origin } });
      expect(response.statusCode).toBe(200);
      expect(corsHeaders(response), origin).toEqual({
        vary: 'Origin',
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'ETag, Idempotent-Replayed, Retry-After',
      });
    }
  });

  it('gives any other origin, and a request with none, only Vary: Origin', async () => {
    const asked: Array<Record<string, string>> = [{ origin: 'https://evil.example.com' }, { origin: 'null' }, {}];
    for (const headers of asked) {
      const response = await call(t.app, 'getHealth', { headers });
      expect(response.statusCode).toBe(200);
      expect(corsHeaders(response), JSON.stringify(headers)).toEqual({ vary: 'Origin' });
    }
  });

  it("does not answer another origin's preflight, nor an OPTIONS that is no preflight", async () => {
    const stranger = await call(t.app, 'login', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(stranger.statusCode).toBe(405);
    expect(corsHeaders(stranger)).toEqual({ vary: 'Origin' });

    const notPreflight = await call(t.app, 'login', { method: 'OPTIONS', headers: { origin: PORTAL } });
    expect(notPreflight.statusCode).toBe(405);
    expect(corsHeaders(notPreflight)).toEqual({
      vary: 'Origin',
      'access-control-allow-origin': PORTAL,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'ETag, Idempotent-Replayed, Retry-After',
    });
  });
});
