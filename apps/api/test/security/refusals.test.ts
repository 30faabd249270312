// Values that look harmless but would be stored as something else, or shown as something else, and
// requests that are well-formed but sent the wrong way: each is refused with the right status and a
// sentence, and changes nothing.
import { serverMessages } from '@sika/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVendor, withTestApp } from '../helpers/app.ts';
import { call, type CallOptions, type OperationId } from '../helpers/contract.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { multipart, png } from '../helpers/images.ts';
import { PRODUCT, withTempImages } from '../helpers/products.ts';
import { buildWorld, type World } from './world.ts';

const fields = serverMessages.fields;

/** Texts that show something other than what is stored, each with the sentence that refuses it. */
const DECEIVING_TEXTS = [
  ['ESC (a terminal escape)', 'Kofi\u001b[31m Phones', fields.noControl],
  ['BEL', 'Kofi\u0007', fields.noControl],
  ['backspace', 'Kofi\u0008\u0008\u0008\u0008Ama', fields.noControl],
  ['DEL', 'Kofi\u007f', fields.noControl],
  ['a right-to-left override', 'Kofi \u202Egnp.exe', fields.noControl],
  ['a right-to-left isolate', 'Kofi \u2067x\u2069', fields.noControl],
  ['only zero-width characters', '\u200B\u200C\u200D', fields.invisibleOnly],
  ['zero-width characters and spaces', ' \u200B \uFEFF ', fields.invisibleOnly],
] as const;

describe.each(drivers)('refusals on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(t);
  });

  /** Sends the request and asserts it was refused as `status` and that nothing changed. */
  async function refused<Op extends OperationId>(operationId: Op, options: CallOptions<Op>, status: number) {
    const before = await snapshot(db());
    const response = await call(t.app, operationId, options);
    expect(response.statusCode, response.body).toBe(status);
    expect(await snapshot(db())).toBe(before);
    return response;
  }

  describe('prices are refused, not rounded', () => {
    it.each([
      ['4e-9', 4e-9],
      ['1e-300', 1e-300],
      ['0.001', 0.001],
      ['12.345', 12.345],
    ])('a price of %s when creating or editing a product', async (_label, price) => {
      const { owner } = world;
      const created = await refused(
        'createProduct',
        { token: owner.accessToken, body: { ...PRODUCT, price, deliveryPrice: price } },
        400,
      );
      expect(created.json()).toEqual({
        code: 'BAD_INPUT',
        message: serverMessages.badInput,
        msg: serverMessages.badInput,
        fields: { price: fields.price, deliveryPrice: fields.price },
      });
      const updated = await refused(
        'updateProduct',
        { token: owner.accessToken, body: { id: owner.productId, price } },
        400,
      );
      expect(updated.json().fields).toEqual({ price: fields.price });
    });

    it('a price above the most the contract takes', async () => {
      const response = await refused(
        'createProduct',
        { token: world.owner.accessToken, body: { ...PRODUCT, price: 1e32 } },
        400,
      );
      expect(response.json().fields).toEqual({ price: fields.maximum(10_000_000) });
    });

    it.each([
      ['a 32-digit amount as text', '99999999999999999999999999999999', fields.price],
      ['an exponent as text', '4e-9', fields.price],
      ['three decimals as text', '12.345', fields.price],
      ['one pesewa above the most', '10000000.01', fields.price],
      ['a 32-digit amount as a number', Number('99999999999999999999999999999999'), fields.maximum(10_000_000)],
      ['a number finer than a pesewa', 4e-9, fields.price],
      ['a negative number', -1, fields.minimum(0)],
    ])('the product-created e-mail refuses %s and mails nothing', async (_label, price, sentence) => {
      const { owner } = world;
      const sentBefore = t.mailer.to(owner.email).length;
      const response = await refused(
        'sendProductCreatedEmail',
        { token: owner.accessToken, body: { BusinessName: 'Kofi Phones', title: 'Tecno Spark 20', price } },
        400,
      );
      expect(response.json()).toMatchObject({ code: 'BAD_INPUT', fields: { price: sentence } });
      expect(t.mailer.to(owner.email)).toHaveLength(sentBefore);
    });

    it('the product-created e-mail still prints the largest price as it is', async () => {
      const { owner } = world;
      const response = await call(t.app, 'sendProductCreatedEmail', {
        token: owner.accessToken,
        body: { BusinessName: 'Kofi Phones', title: 'Tecno Spark 20', price: '10000000' },
      });
      expect(response.statusCode, response.body).toBe(202);
      await t.background.settle(5_000);
      expect(t.mailer.to(owner.email).at(-1)!.text).toContain('(GHS 10,000,000)');
    });
  });

  describe('names and titles show what is stored', () => {
    it.each(DECEIVING_TEXTS)('a business name with %s', async (_label, text, sentence) => {
      const { pending } = world;
      const response = await refused(
        'updateVendor',
        { token: pending.accessToken, body: { id: pending.id, BusinessName: text, momo_mobile_name: text } },
        400,
      );
      expect(response.json()).toMatchObject({
        code: 'BAD_INPUT',
        fields: { BusinessName: sentence, momo_mobile_name: sentence },
      });
    });

    it.each(DECEIVING_TEXTS)('a product title and brand with %s', async (_label, text, sentence) => {
      const response = await refused(
        'createProduct',
        { token: world.owner.accessToken, body: { ...PRODUCT, title: text, brand: text } },
        400,
      );
      expect(response.json()).toMatchObject({ code: 'BAD_INPUT', fields: { title: sentence, brand: sentence } });
    });

    it('keeps what is text: line breaks and tabs, accents, right-to-left scripts, emoji, a joined emoji', async () => {
      const { owner } = world;
      const response = await call(t.app, 'updateProduct', {
        token: owner.accessToken,
        body: { id: owner.productId, title: 'Kɔkɔɔ\tشاي 👩\u200D👩\u200D👧', description: 'Line one\nline two' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'Kɔkɔɔ\tشاي 👩\u200D👩\u200D👧',
        description: 'Line one\nline two',
      });
    });

    it('a password may hold any character but NUL: it is never shown', async () => {
      const { unverified } = world;
      const response = await call(t.app, 'login', {
        body: { email: unverified.email, password: 'wrong\u001b\u202E\u200B' },
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('requests sent the wrong way', () => {
    it.each<[string, OperationId, string]>([
      ['DELETE', 'login', 'POST'],
      ['PUT', 'updateProduct', 'PATCH'],
      ['POST', 'getAllProducts', 'GET, HEAD'],
      ['GET', 'createProduct', 'POST'],
      ['PATCH', 'getProductImage', 'GET, HEAD'],
    ])('%s on the path of %s is a 405 with Allow: %s', async (method, operationId, allow) => {
      const response = await refused(
        operationId,
        {
          method,
          token: world.owner.accessToken,
          params: { name: 'x.webp' },
          body: method === 'GET' ? undefined : {},
        },
        405,
      );
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: serverMessages.methodNotAllowed,
        msg: serverMessages.methodNotAllowed,
      });
    });

    it('an address of no operation is still a 404, whatever the method', async () => {
      const before = await snapshot(db());
      const response = await t.app.inject({ method: 'DELETE', url: '/api/vendor/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      expect(response.headers.allow).toBeUndefined();
      expect(await snapshot(db())).toBe(before);
    });

    it('a body declared in another character set is a 415, and invalid UTF-8 a 400: never stored garbled', async () => {
      // A vendor of its own: the last request changes its business name.
      const owner = await registerVendor(t.app);
      const json = (name: string) => `{"id":"${owner.id}","BusinessName":"${name}"}`;
      const declared = await refused(
        'updateVendor',
        {
          token: owner.accessToken,
          headers: { 'content-type': 'application/json; charset=iso-8859-1' },
          body: Buffer.from(json('Café crème'), 'latin1'),
        },
        415,
      );
      expect(declared.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: serverMessages.unsupportedCharset,
        msg: serverMessages.unsupportedCharset,
      });
      // The same bytes declared as UTF-8 (or not declared: JSON is UTF-8) are not UTF-8.
      for (const type of ['application/json', 'application/json; charset=utf-8']) {
        const invalid = await refused(
          'updateVendor',
          {
            token: owner.accessToken,
            headers: { 'content-type': type },
            body: Buffer.from(json('Café crème'), 'latin1'),
          },
          400,
        );
        expect(invalid.json(), type).toEqual({
          code: 'INVALID_JSON',
          message: serverMessages.badUtf8,
          msg: serverMessages.badUtf8,
        });
      }
      // A form-encoded body is held to the same rule.
      const form = await refused(
        'sendRegistrationEmail',
        {
          token: owner.accessToken,
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=windows-1252' },
          body: Buffer.from('BusinessName=Caf\xe9', 'latin1'),
        },
        415,
      );
      expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      // UTF-8, declared in any letter case, is stored as sent.
      const good = await call(t.app, 'updateVendor', {
        token: owner.accessToken,
        headers: { 'content-type': 'application/json; charset="UTF-8"' },
        body: Buffer.from(json('Café crème'), 'utf8'),
      });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().BusinessName).toBe('Café crème');
    });

    it('a multipart body sent to a JSON operation is a 415, not a 400', async () => {
      const { owner } = world;
      const { headers, payload } = await multipart([{ data: await png(), type: 'image/png', name: 'p.png' }]);
      for (const operationId of ['createProduct', 'updateVendor', 'login'] as const) {
        const response = await refused(operationId, { token: owner.accessToken, headers, body: payload }, 415);
        expect(response.json(), operationId).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: serverMessages.unsupportedMedia,
          msg: serverMessages.unsupportedMedia,
        });
      }
    });
  });
});
