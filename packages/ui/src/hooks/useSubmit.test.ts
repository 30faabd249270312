import { describe, expect, it } from 'vitest';
import { serverFieldMessages } from './useSubmit.ts';

const values = { business_name: 'Kofi \u202Escinortcele', business_mobile: '0244123456' };
const names = { BusinessName: 'business_name', mobile: 'business_mobile' } as const;
/** What a rejected RTK Query `unwrap()` holds for the api's 400. */
const refused = (fields: unknown) => ({
  status: 400,
  data: { message: 'Some fields are not valid.', msg: 'Some fields are not valid.', code: 'BAD_INPUT', fields },
});

describe('serverFieldMessages', () => {
  it("puts each api field's sentence on the form field it maps to, with the value that was sent", () => {
    expect(
      serverFieldMessages(refused({ BusinessName: 'Must not contain control characters.' }), values, names),
    ).toEqual({ business_name: { message: 'Must not contain control characters.', sent: 'Kofi \u202Escinortcele' } });
  });

  it('ignores fields the form does not show, inherited names and sentences that are not text', () => {
    const fields = { id: 'Not valid.', toString: 'Not valid.', constructor: 'Not valid.', mobile: 42 };
    expect(serverFieldMessages(refused(fields), values, names)).toEqual({});
  });

  it('finds nothing in an answer without fields, or in no answer at all', () => {
    expect(serverFieldMessages(refused(undefined), values, names)).toEqual({});
    expect(serverFieldMessages({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, values, names)).toEqual(
      {},
    );
    expect(serverFieldMessages(new Error('boom'), values, names)).toEqual({});
  });
});
