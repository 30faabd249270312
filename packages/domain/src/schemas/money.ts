// Money and count fields shared by the add- and edit-product schemas.
import * as yup from 'yup';
import { isWholePesewas, MAX_PRICE_GHS, parseMoneyText } from '../money.ts';
import { emptyToUndefined } from './shared.ts';

type MoneyMessages = { notNumber: string; negative: string; decimals: string; tooLarge: string };

/** Typed text is read by parseMoneyText ('3,500', ' 95.5 '); blank is "no value", so `required` reports it. */
function moneyFromText(value: unknown, originalValue: unknown): unknown {
  if (typeof originalValue !== 'string') return value;
  return emptyToUndefined(value, originalValue) === undefined ? undefined : parseMoneyText(originalValue);
}

/**
 * GHS, never negative, at most two decimals (whole pesewas) and at most MAX_PRICE_GHS (the
 * contract's limit), so what is typed is what is stored.
 */
export const moneyField = ({ notNumber, negative, decimals, tooLarge }: MoneyMessages) =>
  yup
    .number()
    .transform(moneyFromText)
    .typeError(notNumber)
    .min(0, negative)
    .max(MAX_PRICE_GHS, tooLarge)
    .test({
      name: 'twoDecimals',
      message: decimals,
      // The api's own rule: 4e-9 is not 0, it is refused.
      test: (value) => value === undefined || isWholePesewas(value),
    });

/** A stock count: a whole number, never negative. */
export const countField = ({ notNumber, notWhole }: { notNumber: string; notWhole: string }) =>
  yup.number().transform(emptyToUndefined).typeError(notNumber).integer(notWhole).min(0, notWhole);
