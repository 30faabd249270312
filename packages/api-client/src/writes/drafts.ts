import { del, get, set } from 'idb-keyval';
import { writesDatabase } from './storage.ts';

/**
 * What was typed into a product form and not yet sent, per vendor and per form, so a reload (or a
 * phone that closed the tab) gives it back (docs/product.md, Writes that wait). Kept beside the
 * queue, so a logout deletes both.
 */
const draftKey = (vendorId: string, form: string) => `draft:${vendorId}:${form}`;

export async function readDraft<Values>(vendorId: string, form: string): Promise<Values | undefined> {
  return get<Values>(draftKey(vendorId, form), writesDatabase());
}

export function saveDraft<Values>(vendorId: string, form: string, values: Values): Promise<void> {
  return set(draftKey(vendorId, form), values, writesDatabase());
}

export function dropDraft(vendorId: string, form: string): Promise<void> {
  return del(draftKey(vendorId, form), writesDatabase());
}
