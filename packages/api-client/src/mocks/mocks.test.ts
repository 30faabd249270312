// The fake backend says only what the api says: every sentence in a handler is a text of the
// server-message catalogue (@sika/domain), never a literal of its own that could drift from the api.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixedServerMessages, serverMessages } from '@sika/domain';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  aVendor,
  DEMO_PASSWORD,
  passwordRecoveryHandlers,
  registrationHandlers,
  resetMockDb,
  sessionHandlers,
} from './index.ts';

const handlersDir = path.join(import.meta.dirname, 'handlers');
const sources = readdirSync(handlersDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(handlersDir, name), 'utf8') }));

/** String literals that read as prose (a space and a letter), comments left out. */
function sentences(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    // A template's ${...} parts are code, not text.
    (m) => m[1] ?? (m[2] ?? '').replace(/\$\{[^}]*\}/g, ''),
  );
  return literals.filter((literal) => / /.test(literal) && /[a-z]/i.test(literal));
}

describe('MSW handlers', () => {
  it.each(sources)('$name says nothing that is not in the server-message catalogue', ({ text }) => {
    const known = new Set(fixedServerMessages());
    expect(sentences(text).filter((sentence) => !known.has(sentence))).toEqual([]);
  });

  it('catch a sentence of their own (the check above is not vacuous)', () => {
    expect(sentences("return errorResponse(401, 'Please log in.', 'UNAUTHORIZED');")).toEqual(['Please log in.']);
  });

  it('answer with the texts and codes the api uses', async () => {
    const refusedRefresh = await getResponse(
      [sessionHandlers.refresh],
      new Request('http://localhost/api/vendor/refresh'),
    );
    const reset = await getResponse(
      [passwordRecoveryHandlers.resetVendorPassword],
      new Request('http://localhost/api/vendor/reset-vendor-password/nope', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'long-enough-1' }),
      }),
    );
    const unauthorized = await getResponse(
      [registrationHandlers.updateVendor],
      new Request('http://localhost/api/vendor/update-vendor', { method: 'PATCH', body: '{}' }),
    );
    expect(await refusedRefresh?.json()).toMatchObject({ code: 'SESSION_EXPIRED', msg: serverMessages.sessionExpired });
    expect(await reset?.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN', msg: serverMessages.invalidResetToken });
    expect(await unauthorized?.json()).toMatchObject({ code: 'UNAUTHORIZED', msg: serverMessages.unauthorized });
  });

  it('continue an unfinished sign-up as the api does, and refuse another password or a finished one', async () => {
    resetMockDb();
    const register = (email: string, password: string) =>
      getResponse(
        [registrationHandlers.register],
        new Request('http://localhost/api/vendor/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      );
    const created = await register('ama@kente.test', 'adinkra-88');
    expect(created?.status).toBe(201);
    const { newVendor } = await created!.json();
    const resumed = await register('AMA@kente.test', 'adinkra-88');
    expect(resumed?.status).toBe(200);
    expect(await resumed?.json()).toMatchObject({ newVendor: { _id: newVendor._id }, accessToken: expect.any(String) });
    const wrong = await register('ama@kente.test', 'adinkra-99');
    expect(wrong?.status).toBe(409);
    expect(await wrong?.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      msg: serverMessages.emailTaken,
      fields: { password: serverMessages.fields.notThisAccountsPassword },
    });
    // The demo account's sign-up is finished: its own password keeps the plain 409.
    const finished = await register(aVendor().email, DEMO_PASSWORD);
    expect(finished?.status).toBe(409);
    expect(await finished?.json()).toEqual({
      code: 'EMAIL_TAKEN',
      msg: serverMessages.emailTaken,
      message: serverMessages.emailTaken,
    });
  });
});
