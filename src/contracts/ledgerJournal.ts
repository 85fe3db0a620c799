// The books as a plain-text ledger journal (hledger format).
import { z } from 'zod';
import { optionalDate } from './common.js';
import { route } from './route.js';

export const hledgerQuery = z.object({
  /** Only vouchers dated on or before this day; all of them when not given. */
  toDate: optionalDate,
});
export type HledgerQuery = z.infer<typeof hledgerQuery>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). The journal is text: no reply schema. */
export const ledgerJournalRoutes = {
  hledger: route('GET', '/export/hledger', { query: hledgerQuery }),
};
