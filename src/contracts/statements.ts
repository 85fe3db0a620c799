// Financial statements read from posted ledger lines: profit and loss for a period (beside the same
// period of the year before), the cash flow statement (direct method) and the receivables and
// payables ageing as on a date.
import { z } from 'zod';
import { checkRange, dateField as requiredDate, optionalDate, reportQuery, type RangeNames } from './common.js';
import { route } from './route.js';

/** The statements' dates: fromDate and toDate, in their own words. */
const FROM_TO: RangeNames<'fromDate', 'toDate'> = {
  start: 'fromDate',
  end: 'toDate',
  both: 'Please select both from and to dates',
  order: 'To date must not be before from date',
};

export const periodQuery = reportQuery({}, FROM_TO);
export type PeriodQuery = z.infer<typeof periodQuery>;

/** The profit and loss statement's period: both dates, or neither for the current fiscal year to today. */
export const profitLossQuery = z.object({ fromDate: optionalDate, toDate: optionalDate }).superRefine(checkRange({ ...FROM_TO, bothAt: 'end' }, false));

const money = z.number();
/** An amount of the period and of the same period a year before. */
const pair = z.object({ amount: money, previous: money });

// ---- profit and loss -------------------------------------------------------------------------------

const plLedger = z.object({ id: z.number(), name: z.string(), amount: money, previous: money });
const plSub = z.object({ s_id: z.number(), name: z.string(), amount: money, previous: money, ledgers: z.array(plLedger) });
const plHead = z.object({ m_id: z.number(), name: z.string(), amount: money, previous: money, subs: z.array(plSub) });
/** A part of the statement: heads of the chart, each amount on the part's own side (income: credit less debit; expenses: debit less credit). */
const plSection = z.object({ title: z.string(), amount: money, previous: money, heads: z.array(plHead) });

export const profitLossReply = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** Sales less sales returns and discount allowed. */
  sales: plSection,
  /** Direct Expenses: cost of goods sold, purchase price differences, stock write-offs. */
  directExpenses: plSection,
  grossProfit: pair,
  indirectIncome: plSection,
  indirectExpenses: plSection,
  netProfit: pair,
});
export type ProfitLossReply = z.infer<typeof profitLossReply>;

// ---- cash flow -------------------------------------------------------------------------------------

export const CASH_FLOW_KINDS = ['customers', 'suppliers', 'income', 'expenses', 'capital', 'liabilities', 'assets', 'transfers', 'other'] as const;
const flowRow = z.object({ kind: z.enum(CASH_FLOW_KINDS), label: z.string(), amount: money });
const cashAccount = z.object({
  ledger_id: z.number(),
  name: z.string(),
  /** cash or bank, by the sub head the ledger sits under. */
  type: z.enum(['cash', 'bank', 'mobile']),
  opening: money,
  receipts: money,
  payments: money,
  closing: money,
});
export const cashFlowReply = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Cash and bank before the period, with opening balances entered in the period. */
  opening: money,
  receipts: z.array(flowRow),
  payments: z.array(flowRow),
  totalReceipts: money,
  totalPayments: money,
  netFlow: money,
  closing: money,
  accounts: z.array(cashAccount),
});
export type CashFlowReply = z.infer<typeof cashFlowReply>;

// ---- ageing ----------------------------------------------------------------------------------------

export const ageingQuery = z.object({ asOn: requiredDate('Please select a date') });
const buckets = { current: money, d1_30: money, d31_60: money, d61_90: money, over_90: money };
const ageingParty = z.object({
  party_id: z.number(),
  name: z.string(),
  mobile: z.string(),
  type: z.number(),
  ...buckets,
  /** Paid or received ahead of any bill (shown apart, not aged). */
  advance: money,
  total: money,
  /** A customer's credit days (null: none), and the part of the due older than them: the bill form's overdue figure. */
  credit_days: z.number().nullable(),
  overdue: money,
});
const ageingSide = z.object({ parties: z.array(ageingParty), totals: z.object({ ...buckets, advance: money, total: money }) });
export const ageingReply = z.object({ asOn: z.string(), receivables: ageingSide, payables: ageingSide });
export type AgeingReply = z.infer<typeof ageingReply>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const statementsRoutes = {
  profitLoss: route('GET', '/profit_loss', { query: profitLossQuery, reply: profitLossReply }),
  cashFlow: route('GET', '/cash_flow', { query: periodQuery, reply: cashFlowReply }),
  ageing: route('GET', '/ageing', { query: ageingQuery, reply: ageingReply }),
};
