import type { BadRow, GoodRow } from './readProductCsv.ts';

/** A file read: its rows, and the one key its import is sent with (a retry is the same import). */
export type Preview = { name: string; good: GoodRow[]; bad: BadRow[]; extraColumns: string[]; key: string };
