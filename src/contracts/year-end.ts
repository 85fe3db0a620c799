// Year-end closing of the trading books: the fiscal year setting, the fiscal years with their
// state, closing a year (its net profit to Retained Earnings by one closing voucher, the period
// locked to its last day) and reopening the latest closed year.
import { z } from 'zod';
import { isoDate } from './common.js';
import { route } from './route.js';

const NOT_A_MONTH = 'The first month of the fiscal year must be a month number, 1 to 12';

export const fiscalYearSettings = z.object({
  /** The first month of the fiscal year, 1 (January) to 12; 7 is July to June, Bangladesh's. */
  start_month: z.number({ message: NOT_A_MONTH }).int({ message: NOT_A_MONTH }).min(1, { message: NOT_A_MONTH }).max(12, { message: NOT_A_MONTH }),
});
export type FiscalYearSettings = z.infer<typeof fiscalYearSettings>;

/** A fiscal year named by its last day, e.g. 2025-06-30 for FY 2024-25. */
export const yearEndBody = z.object({ year_end: isoDate });
export const yearEndQuery = yearEndBody;

const fy = { label: z.string(), fy_start: z.string(), fy_end: z.string() };

export const fiscalYearRow = z.object({
  ...fy,
  /** closed; open (over, may be closed); current (not over yet). */
  status: z.enum(['closed', 'open', 'current']),
  /** The year's net profit (a loss is negative): what its closing moved, or would move, to Retained Earnings. */
  net_profit: z.number(),
  vc_no: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  /** The period lock before the close; reopening puts it back. */
  previous_locked_until: z.string().nullable(),
  /** Hand vouchers dated in the year that wait for approval. */
  waiting_vouchers: z.number(),
  can_close: z.boolean(),
  can_reopen: z.boolean(),
  /** Why the year cannot be closed now (null when it can, or is closed). */
  problem: z.string().nullable(),
});
export type FiscalYearRow = z.infer<typeof fiscalYearRow>;

export const yearEndList = z.object({
  start_month: z.number(),
  locked_until: z.string().nullable(),
  retained_earnings: z.object({ id: z.number(), name: z.string() }),
  years: z.array(fiscalYearRow),
});
export type YearEndList = z.infer<typeof yearEndList>;

export const closingLine = z.object({ ledger_id: z.number(), name: z.string(), debit: z.number(), credit: z.number() });

/** What closing the year would post, and why it cannot be closed if it cannot. */
export const closingPreview = z.object({
  ...fy,
  net_profit: z.number(),
  lines: z.array(closingLine),
  locked_until_after: z.string(),
  problem: z.string().nullable(),
});
export type ClosingPreview = z.infer<typeof closingPreview>;

export const closeReply = z.object({
  message: z.string(),
  ...fy,
  vc_no: z.string().nullable(),
  net_profit: z.number(),
  locked_until: z.string().nullable(),
});
export type CloseReply = z.infer<typeof closeReply>;

export const reopenReply = z.object({ message: z.string(), ...fy, locked_until: z.string().nullable() });
export type ReopenReply = z.infer<typeof reopenReply>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const yearEndRoutes = {
  getFiscalYearSettings: route('GET', '/fiscal_year_settings', { reply: fiscalYearSettings }),
  patchFiscalYearSettings: route('PATCH', '/fiscal_year_settings', { body: fiscalYearSettings, reply: fiscalYearSettings }),
  yearEnd: route('GET', '/year_end', { reply: yearEndList }),
  yearEndPreview: route('GET', '/year_end/preview', { query: yearEndQuery, reply: closingPreview }),
  yearEndClose: route('POST', '/year_end/close', { body: yearEndBody, reply: closeReply }),
  yearEndReopen: route('POST', '/year_end/reopen', { body: yearEndBody, reply: reopenReply }),
};
