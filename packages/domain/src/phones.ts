// Ghana phone numbers, parsed by one rule for the forms and the api (docs/product.md, Form checks and
// their messages): '024 412 3456', '0244123456', '+233 24 412 3456' and '233244123456' are the same
// number, stored as E.164 ('+233244123456') and shown in the national form ('024 412 3456').
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { ghanaPhoneMetadata } from './ghanaPhoneMetadata.ts';
import { isTypedAsPhone } from './phoneDisplay.ts';

/** A payout (MoMo) number must reach a mobile wallet; a business phone may be any Ghana number. */
export type GhanaPhoneKind = 'mobile' | 'any';

function parseGhana(input: string): PhoneNumber | undefined {
  const typed = input.trim();
  if (!isTypedAsPhone(typed)) return undefined;
  const number = parsePhoneNumberFromString(typed, 'GH', ghanaPhoneMetadata);
  return number?.country === 'GH' && number.isValid() ? number : undefined;
}

/**
 * The E.164 form of a Ghana number of the given kind, or undefined when `input` is not one.
 * A mobile number is one the numbering plan lists as mobile (not a fixed line nor a toll-free one).
 */
export function ghanaPhoneE164(input: string, kind: GhanaPhoneKind = 'any'): string | undefined {
  const number = parseGhana(input);
  if (!number) return undefined;
  if (kind === 'mobile' && number.getType() !== 'MOBILE') return undefined;
  return number.number;
}

/** Whether two inputs are the same Ghana number however each is written ('024 412 3456', '+233244123456'). */
export function sameGhanaPhone(a: string, b: string): boolean {
  const first = ghanaPhoneE164(a);
  return first !== undefined ? first === ghanaPhoneE164(b) : a.trim() === b.trim();
}

/**
 * A stored number in the national form ('024 412 3456'). A record saved before the rule may hold
 * something that does not parse: it is shown as stored, never hidden.
 */
export function formatGhanaPhone(stored: string): string {
  return parseGhana(stored)?.formatNational() ?? stored;
}

/**
 * A payout number as a payout shows it ('024 *** 3456'): the network's prefix and the last four
 * digits, enough to tell one's own wallet, and nothing a stranger reading over a shoulder could
 * use. Something that does not parse shows only its last four characters.
 */
export function maskGhanaPhone(stored: string): string {
  const national = parseGhana(stored)?.formatNational();
  if (national !== undefined) {
    const digits = national.replace(/\D/g, '');
    return `${digits.slice(0, 3)} *** ${digits.slice(-4)}`;
  }
  const shown = stored.trim();
  return shown.length <= 4 ? '***' : `*** ${shown.slice(-4)}`;
}

/** The mobile networks of Ghana that a hint can name. */
export type GhanaNetwork = 'MTN' | 'Telecel' | 'AirtelTigo';

/**
 * The first three digits of the national form each network was given. A HINT ONLY, never a rule:
 * numbers can be ported to another network, and new ranges get assigned. Telecel was Vodafone
 * Ghana until 2024.
 */
export const GHANA_NETWORK_PREFIXES: Readonly<Record<GhanaNetwork, readonly string[]>> = {
  MTN: ['024', '025', '053', '054', '055', '059'],
  Telecel: ['020', '050'],
  AirtelTigo: ['026', '027', '056', '057'],
};

/**
 * The network a number's prefix suggests, as soon as the first three digits are typed (in any of the
 * accepted ways of writing it), or undefined.
 */
export function ghanaNetworkHint(input: string): GhanaNetwork | undefined {
  const typed = input.trim();
  if (!isTypedAsPhone(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  const national = digits.startsWith('233')
    ? `0${digits.slice(3)}`
    : digits.startsWith('00233')
      ? `0${digits.slice(5)}`
      : digits;
  const prefix = national.slice(0, 3);
  if (prefix.length < 3) return undefined;
  const networks = Object.keys(GHANA_NETWORK_PREFIXES) as GhanaNetwork[];
  return networks.find((network) => GHANA_NETWORK_PREFIXES[network].includes(prefix));
}
