// Money and count fields shared by the add- and edit-product schemas.
import * as yup from 'yup';
import { isWholePesewas } from '../money.ts';
import { emptyToUndefined } from './shared.ts';

type MoneyMessages = { notNumber: string; negative: string; decimals: string };

/** GHS, never negative, at most two decimals (whole pesewas), so what is typed is what is stored. */
export const moneyField = ({ notNumber, negative, decimals }: MoneyMessages) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(notNumber)
    .min(0, negative)
    .test({
      name: 'twoDecimals',
      message: decimals,
      // The api's own rule: 4e-9 is not 0, it is refused.
      test: (value) => value === undefined || isWholePesewas(value),
    });

/** A stock count: a whole number, never negative. */
export const countField = ({ notNumber, notWhole }: { notNumber: string; notWhole: string }) =>
  yup.number().transform(emptyToUndefined).typeError(notNumber).integer(notWhole).min(0, notWhole);
