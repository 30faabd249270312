// How the Payouts panel writes the contract's days and instalment numbers.
import { formatDay, PAYMENT_FIELDS, PAYMENT_LABELS } from '@sika/domain';

/** A day of the contract (YYYY-MM-DD) as the portal writes it ('9 Mar 2026'). */
export const dayOf = (day: string): string => formatDay(`${day}T00:00:00Z`);

/** An instalment's name as Order details gives it (1 the initial payment); '' for none. */
export function instalmentLabel(instalment: number | null): string {
  const field = instalment === null ? undefined : PAYMENT_FIELDS[instalment - 1];
  return field ? PAYMENT_LABELS[field] : '';
}
