// The books as a plain-text ledger journal (hledger format).
import { z } from 'zod';
import { optionalDate } from './common.js';

export const hledgerQuery = z.object({
  /** Only vouchers dated on or before this day; all of them when not given. */
  toDate: optionalDate,
});
export type HledgerQuery = z.infer<typeof hledgerQuery>;
