// Ledger reports and financial statements, read from posted voucher lines only.
import { z } from 'zod';
import { DATES_IN_ORDER, optionalDate, rangeQuery, requiredId, sourceFields, voucherNo } from './common.js';
import { route } from './route.js';
import { CHEQUE_DIRECTIONS, CHEQUE_STATES } from './cheques.js';

const inOrder = (q: { fromDate?: string; toDate?: string }) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate;
const orderMessage = { message: DATES_IN_ORDER, path: ['toDate'] };

export const partyLedgerQuery = z
  .object({ partyId: requiredId('Please select a party'), fromDate: optionalDate, toDate: optionalDate })
  .refine(inOrder, orderMessage);
export const accountLedgerQuery = z
  .object({ legId: requiredId('Please select a ledger'), fromDate: optionalDate, toDate: optionalDate })
  .refine(inOrder, orderMessage);
export const voucherReportQuery = z.object({ vcNo: voucherNo });
/** As of a date (today in Dhaka when not given). */
export const asOfQuery = z.object({ trDate: optionalDate });

/** A row of a ledger: the first is the opening balance. */
export const ledgerRow = z.object({
  date: z.string(),
  vc_no: z.string(),
  vc_type: z.number().nullable(),
  particulars: z.string(),
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
  ...sourceFields,
});
export type LedgerRow = z.infer<typeof ledgerRow>;
const totals = z.object({ debit: z.number(), credit: z.number(), opening: z.number(), closing: z.number() });
export type LedgerTotals = z.infer<typeof totals>;

/** A party's ledger row: a receipt or payment by cheque names the cheque and its state now (issue 41). */
export const partyLedgerRow = ledgerRow.extend({
  cheque: z.object({ chq_no: z.string(), direction: z.enum(CHEQUE_DIRECTIONS), state: z.enum(CHEQUE_STATES) }).nullable(),
});
export type PartyLedgerRow = z.infer<typeof partyLedgerRow>;

/**
 * A party's ledger on receivable and payable. Balances are the party's due: what a customer (or a
 * party that is both) owes us, or what we owe a supplier.
 */
export const partyLedgerReply = z.object({
  party: z.object({ id: z.number(), name: z.string(), mobile: z.string(), address: z.string(), type: z.number(), amount: z.number(), created_at: z.string() }),
  ledger: z.array(partyLedgerRow),
  totals,
});

/** An account's ledger; balances are debits minus credits (a credit balance is negative). */
export const accountLedgerReply = z.object({
  ledger: z.object({ id: z.number(), name: z.string(), sub_name: z.string(), main_name: z.string(), group_name: z.string(), nature: z.string() }),
  acc: z.array(ledgerRow),
  totals,
});

export const voucherReportReply = z.object({
  data: z.object({
    vc_no: z.string(),
    vc_type: z.number(),
    type_name: z.string(),
    vc_date: z.string(),
    description: z.string(),
    total_debit: z.number(),
    total_credit: z.number(),
    lines: z.array(
      z.object({
        ledger_id: z.number(),
        ledger_name: z.string(),
        sub_name: z.string(),
        party_name: z.string().nullable(),
        narr: z.string(),
        debit: z.number(),
        credit: z.number(),
      }),
    ),
  }),
});

const transactionRow = z.object({
  ledger_id: z.number(),
  name: z.string(),
  sub_name: z.string(),
  main_name: z.string(),
  group_name: z.string(),
  opening: z.number(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
/** Per ledger: balance before the start, debits and credits within the range, balance at the end (debit minus credit). */
export const transactionReply = z.object({
  data: z.array(transactionRow),
  /** The stock valuation at the end date (equal to the inventory ledger). */
  currentStock: z.number(),
  totals: z.object({ opening: z.number(), debit: z.number(), credit: z.number(), balance: z.number() }),
});

/** The Day Book (issue 42, item 14): every voucher of the range, one row each, in date order. */
export const dayBookRow = z.object({
  vc_no: z.string(),
  vc_type: z.number(),
  vc_date: z.string(),
  /** What wrote it (a bill, a receipt, a hand voucher, an opening...) and its id: the row opens it. */
  source_type: z.string().nullable(),
  source_id: z.number().nullable(),
  party_name: z.string().nullable(),
  narration: z.string(),
  /** The voucher's debits (equal to its credits). */
  amount: z.number(),
  /** False for a hand voucher still waiting for approval. */
  posted: z.boolean(),
});
export const dayBookReply = z.object({ data: z.array(dayBookRow), total: z.number() });

const tbLedger = z.object({ id: z.number(), name: z.string(), open: z.number(), debit: z.number(), credit: z.number(), balance: z.number() });
const tbSub = z.object({ sub_id: z.number(), sub_name: z.string(), debit: z.number(), credit: z.number(), ledgers: z.array(tbLedger) });
const tbHead = z.object({ m_id: z.number(), acc_head: z.string(), debit: z.number(), credit: z.number(), sub_heads: z.array(tbSub) });
/** Closing balances in the Dr or Cr column; `debti` is the group's debit total under the spec's name. */
export const trialBalanceReply = z.object({
  trDate: z.string(),
  data: z.array(
    z.object({ g_id: z.number(), g_name: z.string(), nature: z.string(), debti: z.number(), debit: z.number(), credit: z.number(), heads: z.array(tbHead) }),
  ),
  totalDebit: z.number(),
  totalCredit: z.number(),
});

const bsLedger = z.object({ id: z.number(), name: z.string(), amount: z.number() });
const bsSub = z.object({ s_id: z.number(), name: z.string(), total: z.number(), ledgers: z.array(bsLedger) });
const bsHead = z.object({ m_id: z.number(), name: z.string(), total: z.number(), subs: z.array(bsSub) });
const bsSection = z.object({ total: z.number(), heads: z.array(bsHead) });
/** Assets on their debit side; liabilities and equity on their credit side; equity includes the profit to date. */
export const balanceSheetReply = z.object({
  trDate: z.string(),
  assets: bsSection,
  liabilities: bsSection,
  equity: bsSection.extend({ currentProfit: z.number() }),
  currentProfit: z.number(),
  totalAssets: z.number(),
  totalLiabilitiesAndEquity: z.number(),
});

export const ledgerOptions = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), sub_name: z.string(), main_name: z.string() })) });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const ledgerReportsRoutes = {
  combineLedgerAll: route('GET', '/combine_ledger_all', { query: partyLedgerQuery, reply: partyLedgerReply }),
  accountLedger: route('GET', '/account_ledger', { query: accountLedgerQuery, reply: accountLedgerReply }),
  indvVoucherReport: route('GET', '/indv_voucher_report', { query: voucherReportQuery, reply: voucherReportReply }),
  dateWiseTransactionReport: route('GET', '/date_wise_transaction_report', { query: rangeQuery, reply: transactionReply }),
  dayBook: route('GET', '/day_book', { query: rangeQuery, reply: dayBookReply }),
  trailBalance: route('GET', '/trail_balance', { query: asOfQuery, reply: trialBalanceReply }),
  balanceSheet: route('GET', '/balance_sheet', { query: asOfQuery, reply: balanceSheetReply }),
  ledgerOptions: route('GET', '/ledger_options', { reply: ledgerOptions }),
};
