// A stored Ghana number in the national form without the numbering plan's code (libphonenumber-js,
// ~10 kB): for a page that must open offline on a phone that never fetched the phone rules
// (docs/product.md, Offline). Numbers are stored in E.164 ('+233244123456'); the national form of
// every nine-digit Ghana number is '0' and the digits grouped 2-3-4 ('024 412 3456'), as the full
// rule (phones.ts, formatGhanaPhone) writes it. Anything else is shown as stored.

const STORED_NINE_DIGITS = /^\+233([235]\d)(\d{3})(\d{4})$/;

/** '+233244123456' as '024 412 3456'; a value of another shape as it is. */
export function nationalGhanaPhoneOfStored(stored: string): string {
  const parts = STORED_NINE_DIGITS.exec(stored);
  return parts ? `0${parts[1]} ${parts[2]} ${parts[3]}` : stored;
}

/** What a person may type around the digits; anything else (letters, an extension) is refused. */
const TYPED_PHONE = /^[+]?[\d\s().-]+$/;

/**
 * Whether `input` is written as a phone number (digits and the signs typed around them), not as an
 * e-mail address: how the login's one field tells the two apart (docs/product.md, Login). Here,
 * apart from the phone rules, so the login's first load does not carry them.
 */
export function isTypedAsPhone(input: string): boolean {
  return TYPED_PHONE.test(input.trim());
}
