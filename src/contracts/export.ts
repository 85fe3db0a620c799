// The books as a plain-text ledger journal (hledger format).
import { z } from 'zod';
import { isoDate } from './common.js';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const hledgerQuery = z.object({
  /** Only vouchers dated on or before this day; all of them when not given. */
  toDate: z.preprocess(blankToUndefined, isoDate.optional()),
});
export type HledgerQuery = z.infer<typeof hledgerQuery>;
