// Bank reconciliation (issue 22): a bank statement (closing balance and lines, typed or imported
// from the bank's CSV) matched to the books, and the reconciliation statement.
import { z } from 'zod';
import { amount, blankToUndefined as blank, dataOf, isoDate, messageWith, queryId, messageBody, idParam } from './common.js';
import { route } from './route.js';

const nonNegative = amount.refine((v) => v >= 0, { message: 'Amounts on a statement line are zero or more' });

export const statementLineInput = z.object({
  date: isoDate,
  description: z.string().trim().max(300).optional().default(''),
  chqNo: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(100).optional().default('')),
  /** Money out of the account (a withdrawal, a cheque of ours presented, a charge). */
  debit: z.preprocess(blank, nonNegative.optional().default(0)),
  /** Money into the account (a deposit, a cheque cleared). */
  credit: z.preprocess(blank, nonNegative.optional().default(0)),
  balance: z.preprocess(blank, amount.nullable().optional()),
});
export type StatementLineInput = z.infer<typeof statementLineInput>;

export const reconciliationBody = z.object({
  bankId: z.coerce.number({ message: 'Please select a bank' }).int().positive({ message: 'Please select a bank' }),
  statementDate: isoDate,
  closingBalance: amount,
  note: z.string().trim().max(300).optional().default(''),
  lines: z.array(statementLineInput).max(5000, { message: 'A statement may have at most 5,000 lines' }).optional().default([]),
});
export type ReconciliationBody = z.infer<typeof reconciliationBody>;

export const DATE_ORDERS = ['ymd', 'dmy', 'mdy'] as const;

/** Which heading holds each field (named ...Column: they hold headings, not dates or amounts). */
export const csvMapping = z.object({
  dateColumn: z.string().trim().min(1, 'Choose the column that holds the date'),
  descriptionColumn: z.preprocess(blank, z.string().trim().optional()),
  chqNoColumn: z.preprocess(blank, z.string().trim().optional()),
  debitColumn: z.string().trim().min(1, 'Choose the column that holds the debits (withdrawals)'),
  creditColumn: z.string().trim().min(1, 'Choose the column that holds the credits (deposits)'),
  balanceColumn: z.preprocess(blank, z.string().trim().optional()),
});
export type CsvMapping = z.infer<typeof csvMapping>;

/** How each field's heading reads, once lower-cased with anything but letters and digits as spaces ("Withdrawal Amt." is "withdrawal amt"). */
const HEADING_GUESS: Record<keyof CsvMapping, RegExp> = {
  dateColumn: /^(txn |tran |transaction |value |posting |post )?date\b/,
  descriptionColumn: /\b(description|desc|particulars?|narration|details?|remarks?)\b/,
  chqNoColumn: /^(cheque|check|chq|instrument|ref|reference)( ?(no|number|id))?$/,
  debitColumn: /^(debit|withdrawals?|dr|paid out|money out)( (amt|amount|tk|taka|bdt))*$/,
  creditColumn: /^(credit|deposits?|cr|paid in|money in)( (amt|amount|tk|taka|bdt))*$/,
  balanceColumn: /^(closing |running |available )?balance( (amt|amount|tk|taka|bdt))*$/,
};

/**
 * The mapping a statement's headings suggest, the one guess the import screen shows and the server
 * reads with (issue 41, item 7: they guessed apart, so the screen showed the withdrawal column
 * mapped while the server said no column held the debits). A field no heading fits is left blank.
 */
export function guessCsvMapping(columns: string[]): CsvMapping {
  const plain = (c: string) => c.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const find = (f: keyof CsvMapping) => columns.find((c) => HEADING_GUESS[f].test(plain(c))) ?? '';
  return {
    dateColumn: find('dateColumn'),
    descriptionColumn: find('descriptionColumn') || undefined,
    chqNoColumn: find('chqNoColumn') || undefined,
    debitColumn: find('debitColumn'),
    creditColumn: find('creditColumn'),
    balanceColumn: find('balanceColumn') || undefined,
  };
}

export const csvPreviewBody = z.object({
  csv: z.string({ message: 'The statement file is empty' }),
  /** Which column holds what, by its heading; guessed from the headings when not given. */
  mapping: csvMapping.optional(),
  /** How dates are written when not yyyy-mm-dd: day/month/year (the default, as in Bangladesh) or month/day/year. */
  dateOrder: z.enum(DATE_ORDERS).optional().default('dmy'),
});
export type CsvPreviewBody = z.infer<typeof csvPreviewBody>;

export const csvPreviewReply = z.object({
  columns: z.array(z.string()),
  mapping: z.object({
    dateColumn: z.string(),
    descriptionColumn: z.string().optional(),
    chqNoColumn: z.string().optional(),
    debitColumn: z.string(),
    creditColumn: z.string(),
    balanceColumn: z.string().optional(),
  }),
  lines: z.array(
    z.object({
      row: z.number(),
      date: z.string(),
      description: z.string(),
      chqNo: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number().nullable(),
    }),
  ),
  totalDebit: z.number(),
  totalCredit: z.number(),
});
export type CsvPreviewReply = z.infer<typeof csvPreviewReply>;

const match = z.object({ kind: z.enum(['cheque', 'book']), id: z.number(), label: z.string() });
export type ReconMatch = z.infer<typeof match>;

export const statementLine = z.object({
  id: z.number(),
  line_no: z.number(),
  date: z.string(),
  description: z.string(),
  chq_no: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number().nullable(),
  matched: match.nullable(),
  /** The automatic match proposed for an unmatched line: by cheque number, then amount and date within a few days. */
  suggestion: match.nullable(),
});

const item = z.object({ date: z.string(), label: z.string(), amount: z.number() });
const part = z.object({ total: z.number(), items: z.array(item) });

export const reconStatement = z.object({
  /** What the bank's ledger holds on the statement date (cheques counted when cleared). */
  bank_ledger_balance: z.number(),
  /** As per books: the bank's ledger with cheques counted when deposited or issued. */
  books_balance: z.number(),
  deposited_not_cleared: part,
  issued_not_presented: part,
  /** Entered in the books, not yet on the statement (signed: money in positive). */
  in_books_not_bank: part,
  /** On the statement, not in the books (signed: money in positive). */
  in_bank_not_books: part,
  /** books − deposited not cleared + issued not presented − in books only + in bank only. */
  computed_balance: z.number(),
  statement_balance: z.number(),
  difference: z.number(),
  agrees: z.boolean(),
});
export type ReconStatement = z.infer<typeof reconStatement>;

export const candidate = z.object({
  kind: z.enum(['cheque', 'book']),
  id: z.number(),
  date: z.string(),
  label: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** A book line already in the bank on its own date (a cheque cleared or presented through the register). */
  in_bank: z.boolean(),
});
export type ReconCandidate = z.infer<typeof candidate>;

export const reconciliation = z.object({
  id: z.number(),
  bank_id: z.number(),
  bank_name: z.string(),
  account_no: z.string(),
  statement_date: z.string(),
  closing_balance: z.number(),
  note: z.string(),
  lines: z.array(statementLine),
  /** Open cheques and uncleared book lines a statement line may be matched to. */
  candidates: z.array(candidate),
  statement: reconStatement,
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const reconciliationReply = messageWith(reconciliation);
export const reconciliationOne = dataOf(reconciliation);
export const reconciliationListQuery = z.object({ bankId: queryId('Bank') });
export const reconciliationList = z.object({
  data: z.array(
    z.object({ id: z.number(), bank_id: z.number(), bank_name: z.string(), statement_date: z.string(), closing_balance: z.number(), lines: z.number() }),
  ),
});

export const matchesBody = z.object({
  /** Each statement line's match: a cheque (cleared or presented on the line's date), a book line, or none. */
  matches: z
    .array(z.object({ lineId: z.number().int().positive(), kind: z.enum(['cheque', 'book', 'none']), id: z.number().int().positive().optional() }))
    .max(5000)
    .optional()
    .default([]),
  /** Book lines marked cleared with the bank's date, without a statement line. */
  cleared: z
    .array(z.object({ voucherLineId: z.number().int().positive(), bankDate: isoDate }))
    .max(5000)
    .optional()
    .default([]),
});
export type MatchesBody = z.infer<typeof matchesBody>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const bankReconciliationRoutes = {
  bankStatementPreview: route('POST', '/bank_statement_preview', { body: csvPreviewBody, reply: csvPreviewReply }),
  getBankReconciliations: route('GET', '/bank_reconciliations', { query: reconciliationListQuery, reply: reconciliationList }),
  postBankReconciliations: route('POST', '/bank_reconciliations', { body: reconciliationBody, reply: reconciliationReply, status: 201 }),
  getBankReconciliationsById: route('GET', '/bank_reconciliations/:id', { params: idParam, reply: reconciliationOne }),
  bankReconciliationsMatches: route('POST', '/bank_reconciliations/:id/matches', { params: idParam, body: matchesBody, reply: reconciliationReply }),
  deleteBankReconciliations: route('DELETE', '/bank_reconciliations/:id', { params: idParam, reply: messageBody }),
};
