import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordWeakness, passwordWeaknessMessages } from './passwords.ts';
import { editVendorSchema, resetPasswordSchema, signupStepOneSchema } from './schemas/index.ts';
import { errorsOf } from './schemas/errorsOf.testing.ts';

const EMAIL = 'kofi.mensah@adomfashions.com.gh';

/** Each weak password, the reason it is refused for, and (for the personal ones) the e-mail it comes from. */
const WEAK: Array<[string, ReturnType<typeof passwordWeakness>]> = [
  ['        ', 'blank'],
  ['\t \t \t \t ', 'blank'],
  ['aaaaaaaa', 'repeated'],
  ['AAAAAAAAAAAA', 'repeated'],
  ['abababab', 'repeated'],
  ['xyzxyzxy', 'repeated'],
  ['abcdefgh', 'sequential'],
  ['12345678', 'sequential'],
  ['87654321', 'sequential'],
  ['HGFEDCBA', 'sequential'],
  ['1234abcd', 'sequential'],
  ['zzzzzzzzzzzzzzzz1', 'repeated'],
  ['xyzxyzxyzxyz!', 'repeated'],
  ['Accra2026!', 'decorated'],
  ['momo1234', 'decorated'],
  ['ghana123', 'decorated'],
  ['2026-Kumasi!!', 'decorated'],
  ['t3ma-2026', 'decorated'],
  ['kofi-rocks-2026', 'personal'],
  ['MENSAH-family-9', 'personal'],
  ['adomfashions!', 'personal'],
  ['i-love-sika-market', 'personal'],
  ['SIKA2026gold', 'personal'],
];

describe('passwordWeakness', () => {
  it.each(WEAK)('refuses %j as %s', (password, reason) => {
    expect(passwordWeakness(password, { emails: [EMAIL] })).toBe(reason);
    expect(passwordProblem(password, { emails: [EMAIL] })).toBe(passwordWeaknessMessages[reason!]);
  });

  it('refuses a password on the leaked list the caller passes in', () => {
    const isCommon = (password: string) => password === 'iloveyou2';
    expect(passwordWeakness('iloveyou2', { isCommon })).toBe('common');
    expect(passwordWeakness('iloveyou2')).toBeUndefined();
  });

  it('refuses a word on the leaked list once digits, symbols and look-alikes are taken off', () => {
    const isCommon = (password: string) => ['password', 'iloveyou', 'lollipop'].includes(password);
    for (const password of ['Password1!', 'P@ssw0rd', 'p4ssw0rd2026', '!iloveyou!', '|0||1p0p99']) {
      expect(passwordWeakness(password, { isCommon }), password).toBe('decorated');
    }
    // Only the list or the local words: a word off neither passes.
    expect(passwordWeakness('Kenkey2026!', { isCommon })).toBeUndefined();
  });

  it('refuses words of the business name and MoMo name', () => {
    const names = ['Adom Fashions & Co', 'Kofi Mensah'];
    for (const password of ['mensah-2026-gold', 'FASHIONS4ever', 'adomfashions&co', 'AdomFashions99']) {
      expect(passwordWeakness(password, { names }), password).toBe('personal');
    }
    // Words shorter than four letters ("co", "ama") are too common to refuse.
    expect(passwordWeakness('co-op-kente-loom', { names })).toBeUndefined();
  });

  it.each(['correct-horse-1', 'kente-cloth-kumasi-24', 'Tr0ub4dor&3x', 'abc-def-ghi-jkl', 'my kofi is ok'])(
    'lets %j through',
    (password) => {
      // "ok" and "gh" are too short to count as words of the address; "kofi" is not in the last one's e-mail.
      expect(passwordWeakness(password, { emails: ['ama.owusu@example.com'] })).toBeUndefined();
    },
  );

  it('says why in one sentence per reason, each telling the vendor what to do', () => {
    for (const sentence of Object.values(passwordWeaknessMessages)) {
      expect(sentence).toMatch(/^Choose a password that is harder to guess: it must not .+\.$/);
    }
  });
});

describe('every form that sets a password says the same sentence', () => {
  // Edit vendor's phones always hold a number (phones.test.ts has their rule).
  const PHONES = { mobile: '030 212 3456', momo_mobile: '024 412 3456' };
  it.each(WEAK.filter(([, reason]) => reason !== 'personal'))(
    'sign-up, reset and edit refuse %j',
    async (password, reason) => {
      const sentence = passwordWeaknessMessages[reason!];
      const signup = await errorsOf(signupStepOneSchema, { email: EMAIL, password, confirmPassword: password });
      expect(signup).toEqual({ password: sentence });
      expect(await errorsOf(resetPasswordSchema, { password, confirmPassword: password })).toEqual({
        password: sentence,
      });
      const edit = await errorsOf(editVendorSchema, { ...PHONES, email: EMAIL, password, confirmPassword: password });
      expect(edit).toEqual({ password: sentence });
    },
  );

  it('edit refuses words of the business name and MoMo name typed beside the password', async () => {
    const sentence = passwordWeaknessMessages.personal;
    for (const password of ['kofi-phones-2026', 'owusu-family-7']) {
      const values = { ...PHONES, BusinessName: 'Kofi Phones', momo_mobile_name: 'Ama Owusu' };
      expect(await errorsOf(editVendorSchema, { ...values, password, confirmPassword: password })).toEqual({
        password: sentence,
      });
    }
  });

  it('sign-up and edit refuse words of the e-mail typed beside the password', async () => {
    const sentence = passwordWeaknessMessages.personal;
    const password = 'kofi-rocks-2026';
    expect(await errorsOf(signupStepOneSchema, { email: EMAIL, password, confirmPassword: password })).toEqual({
      password: sentence,
    });
    expect(await errorsOf(editVendorSchema, { ...PHONES, email: EMAIL, password, confirmPassword: password })).toEqual({
      password: sentence,
    });
    // The brand needs no e-mail at all.
    expect(await errorsOf(resetPasswordSchema, { password: 'sika-2026!', confirmPassword: 'sika-2026!' })).toEqual({
      password: sentence,
    });
  });
});
