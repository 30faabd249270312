// Ghana phone numbers on updateVendor: the forms' rule (@sika/domain, phones.ts) on the server too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema.ts';
import { registerVendor, withTestApp, type TestSuite } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

const GHANA_PHONE = 'Must be a Ghana phone number, like 024 412 3456 or +233 30 212 3456.';
const GHANA_MOBILE = 'Must be a Ghana mobile number, like 024 412 3456 or +233 24 412 3456.';

describe.each(drivers)('vendor phone numbers on %s', (driver) => {
  const t: TestSuite = withTestApp(driver);

  const update = (token: string, body: Record<string, unknown>) => call(t.app, 'updateVendor', { token, body });
  const storedRow = async (id: string) =>
    (await t.testDb.database.db.select().from(vendors).where(eq(vendors.id, id)))[0]!;

  it.each(['024 412 3456', '0244123456', '+233 24 412 3456', '233244123456', '(024) 412-3456'])(
    'takes %j and stores +233244123456',
    async (typed) => {
      const me = await registerVendor(t.app);
      const response = await update(me.accessToken, { id: me.id, mobile: typed, momo_mobile: typed });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ mobile: '+233244123456', momo_mobile: '+233244123456' });
      expect(await storedRow(me.id)).toMatchObject({ mobile: '+233244123456', momoMobile: '+233244123456' });
    },
  );

  it('takes a fixed line as the business phone but not as the MoMo number', async () => {
    const me = await registerVendor(t.app);
    const fixed = await update(me.accessToken, { id: me.id, mobile: '030 212 3456' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().mobile).toBe('+233302123456');

    const refused = await update(me.accessToken, { id: me.id, momo_mobile: '030 212 3456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ momo_mobile: GHANA_MOBILE });
  });

  it.each([
    ['12', '024 123'],
    ['0244', '02441234567'],
    ['+44 20 7946 0958', '0244123456 ext 2'],
    ['O244123456', 'call me'],
  ])(
    'refuses the MoMo number %j and the business phone %j with a 400 naming each, and stores nothing',
    async (momo, phone) => {
      const me = await registerVendor(t.app);
      const response = await update(me.accessToken, {
        id: me.id,
        BusinessName: 'Kofi Phones',
        mobile: phone,
        momo_mobile: momo,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Some fields are not valid.',
        msg: 'Some fields are not valid.',
        code: 'BAD_INPUT',
        fields: { mobile: GHANA_PHONE, momo_mobile: GHANA_MOBILE },
      });
      expect(responseErrors('updateVendor', 400, response.json())).toEqual([]);
      expect(await storedRow(me.id)).toMatchObject({ businessName: '', mobile: '', momoMobile: '' });
    },
  );

  it('sees a changed MoMo number as the same when only its writing differs (no password asked)', async () => {
    const me = await registerVendor(t.app);
    await update(me.accessToken, {
      id: me.id,
      BusinessName: 'Kofi Phones',
      BusinessCategory: 'Phones and Tablets',
      BusinessAddress: 'Osu, Accra',
      mobile: '0244123456',
      momo_mobile_name: 'Kofi Mensah',
      momo_mobile: '0551234567',
      registrationCompleted: true,
    });
    // Registration is complete: a new payout number needs the password, the same one written
    // another way does not.
    const same = await update(me.accessToken, { id: me.id, momo_mobile: '+233 55 123 4567' });
    expect(same.statusCode).toBe(200);
    const other = await update(me.accessToken, { id: me.id, momo_mobile: '0551234568' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toHaveProperty('currentPassword');
  });

  describe('a record saved before the rule, with numbers that do not parse', () => {
    async function oldRecord() {
      const me = await registerVendor(t.app);
      await t.testDb.database.db
        .update(vendors)
        .set({ businessName: 'Old Shop', mobile: '024 123', momoMobile: '12', registrationCompleted: true })
        .where(eq(vendors.id, me.id));
      return me;
    }

    it('is still read as stored', async () => {
      const me = await oldRecord();
      const response = await call(t.app, 'getAllVendors', { token: me.accessToken });
      expect(response.statusCode).toBe(200);
      expect(responseErrors('getAllVendors', 200, response.json())).toEqual([]);
      expect(response.json()[0]).toMatchObject({ mobile: '024 123', momo_mobile: '12' });
    });

    it('takes other changes when the old numbers are sent back unchanged', async () => {
      const me = await oldRecord();
      const response = await update(me.accessToken, {
        id: me.id,
        BusinessName: 'New Shop',
        mobile: '024 123',
        momo_mobile: '12',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ BusinessName: 'New Shop', mobile: '024 123', momo_mobile: '12' });
    });

    it('refuses another number that does not parse, and takes a correct one', async () => {
      const me = await oldRecord();
      const typo = await update(me.accessToken, { id: me.id, mobile: '024 1234' });
      expect(typo.statusCode).toBe(400);
      expect(typo.json().fields).toEqual({ mobile: GHANA_PHONE });
      const fixed = await update(me.accessToken, { id: me.id, mobile: '024 412 3456' });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().mobile).toBe('+233244123456');
    });
  });
});
