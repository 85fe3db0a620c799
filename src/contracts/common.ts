// Shapes shared by many calls: ids, dates, amounts, lists and errors.
import { z } from 'zod';
import { FIRST_DATE, LAST_DATE, isInBooksRange, isIsoDate } from '../domain/dates.js';

export const idParam = z.object({ id: z.coerce.number().int().positive({ message: 'Id must be a positive number' }) });

/** A real calendar date written yyyy-mm-dd, from 2000 to 2099 (body fields and query filters alike). */
export const isoDate = z
  .string()
  .refine(isIsoDate, { message: 'Date must be a real date written yyyy-mm-dd', abort: true })
  .refine(isInBooksRange, { message: `Date must be between ${FIRST_DATE} and ${LAST_DATE}` });

// ---- amounts and quantities: refused, never altered ------------------------------------------------

/**
 * The largest amount taken, in taka: up to 10^12 with 2 decimals every paisa survives a JSON number
 * (10^14 paisa is well under 2^53), so what is saved is what was typed and what the replies say.
 */
export const MAX_AMOUNT = 1e12;
/** The largest quantity taken (stock quantities keep 3 decimals). */
export const MAX_QUANTITY = 1e9;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A decimal typed by a clerk, as a JSON number or as text. Refused, never rounded: more than
 * `decimals` decimals (trailing zeros aside) or more than `max` in size is a 400 naming the field.
 * Text is read digit by digit, so "12345678901.23" is kept exact. A JSON number is taken as the
 * decimal it stands for: 100.5 is 100.5, and a sum's binary noise (0.1 + 0.2 = 0.30000000000000004)
 * is the 0.3 it is meant to be, while 1.005 or 0.001 have a decimal too many and are refused.
 */
export const decimalValue = (o: { label: string; decimals: number; max: number }) =>
  z
    .union([z.number({ message: `${o.label} must be a number` }), z.string().trim().regex(DECIMAL_TEXT, `${o.label} must be a number`)], {
      message: `${o.label} must be a number`,
    })
    .transform((v, ctx) => {
      const value = typeof v === 'number' ? fromNumber(v, o.decimals) : fromText(v, o.decimals);
      if (value === 'too-big' || (typeof value === 'number' && Math.abs(value) > o.max)) {
        ctx.addIssue({ code: 'custom', message: `${o.label} is out of range (at most ${o.max.toLocaleString('en-US')})` });
        return z.NEVER;
      }
      if (value === 'too-precise') {
        ctx.addIssue({ code: 'custom', message: `${o.label} can have at most ${o.decimals} decimals` });
        return z.NEVER;
      }
      return value + 0; // -0 is 0
    });

/** A JSON number as the decimal with `decimals` places it stands for, if it stands for one. */
function fromNumber(v: number, decimals: number): number | 'too-big' | 'too-precise' {
  if (!Number.isFinite(v) || Math.abs(v) >= 1e21) return 'too-big';
  const fixed = Number(v.toFixed(decimals));
  if (fixed === v) return v;
  // within a few units in the last place of the decimal: the noise of binary arithmetic, not a digit typed
  return Math.abs(v - fixed) <= 4 * Number.EPSILON * Math.abs(fixed) ? fixed : 'too-precise';
}

/** Numeric text as a number, exact: at most `decimals` decimals besides trailing zeros. */
function fromText(v: string, decimals: number): number | 'too-big' | 'too-precise' {
  const [whole, fraction = ''] = v.replace(/^-/, '').split('.');
  if (fraction.replace(/0+$/, '').length > decimals) return 'too-precise';
  if (whole.replace(/^0+/, '').length > 16) return 'too-big';
  return Number(v);
}

/** An amount of money typed by a clerk: at most 10^12 taka, at most 2 decimals (paisa). */
export const amount = decimalValue({ label: 'Amount', decimals: 2, max: MAX_AMOUNT });

/** A quantity: at most 10^9, at most 3 decimals. */
export const quantity = decimalValue({ label: 'Quantity', decimals: 3, max: MAX_QUANTITY });

export const nonNegativeAmount = amount.refine((v) => v >= 0, { message: 'Amount cannot be negative' });

// ---- names: visible, and reading the way they are stored ------------------------------------------

/** Characters that show nothing: spaces of every kind, control and format characters (zero-width ones included), fillers. */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]*$/u;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a name
 * display in an order other than the one it is stored, sorted and searched in. The plain direction
 * marks (U+200E, U+200F) reorder nothing and are left to the invisible-only rule.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Why a name cannot be saved as typed, if so (blank is left to the field's own "required" rule). */
export function nameProblem(label: string, v: string): string | undefined {
  if (v === '') return undefined;
  if (INVISIBLE_ONLY.test(v)) return `${label} cannot be made only of invisible characters`;
  if (BIDI_CONTROL.test(v)) return `${label} cannot contain text-direction control characters (U+202A–U+202E, U+2066–U+2069)`;
  return undefined;
}

/**
 * A name-like text field (names of records, people, places and branches): trimmed, at most `max`
 * characters, required when `required` gives its message, and refused when it is made only of
 * invisible characters or carries bidirectional controls. Every name field of the contracts uses it.
 */
export const nameText = (label: string, o: { required?: string; max?: number; tooLong?: string } = {}) => {
  const max = o.max ?? 150;
  let s = z.string({ message: o.required ?? `${label} must be text` }).trim();
  if (o.required) s = s.min(1, o.required);
  return s.max(max, o.tooLong ?? `${label} is too long (${max} characters at most)`).superRefine((v, ctx) => {
    const problem = nameProblem(label, v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
};

/** A field older screens send that the server works out itself: accepted, and not read. */
export const ignored = z.unknown().optional();

/** The document a voucher line or cheque comes from (null: typed by hand). */
export const sourceFields = {
  source_type: z.string().nullable(),
  source_id: z.number().nullable(),
};

export const errorBody = z.object({ message: z.string(), field: z.string().optional() });

export const messageBody = z.object({ message: z.string() });

export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });

/** '' and null from a form field or a query string count as "not given". */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An id the form requires (a select): missing or blank is refused with `message`. */
export const requiredId = (message: string) => z.preprocess(blankToUndefined, z.coerce.number({ message }).int({ message }).positive({ message }));

/** An optional id in a form or query: blank is none. */
export const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** A voucher's number a call names: required, trimmed. */
export const voucherNo = z.string({ message: 'Voucher number is required' }).trim().min(1, 'Voucher number is required');

/** An optional date in a form or query: blank is none. */
export const optionalDate = z.preprocess(blankToUndefined, isoDate.optional());

// ---- date ranges of lists and reports --------------------------------------------------------------

export const BOTH_DATES = 'Please select both start and end dates';
export const DATES_IN_ORDER = 'End date must be after start date';

/** A required date: missing or blank is refused with `message`. */
export const dateField = (message: string) => z.preprocess(blankToUndefined, z.string({ message }).pipe(isoDate));

type Side = 'start' | 'end';

/**
 * How a call names its two dates and words a range's problems: startDate and endDate for most
 * (`START_END`), fromDate and toDate for the statements, each call's names and words kept as its
 * clients know them.
 */
export interface RangeNames<S extends string, E extends string> {
  start: S;
  end: E;
  /** A date missing: in a report either, in a list one without the other. */
  both: string;
  /** The end before the start. */
  order: string;
  /** The date a missing date's problem names: the start, the end, or (not said) the missing one itself. */
  bothAt?: Side;
  /** The date an order problem names (the end when not said). */
  orderAt?: Side;
}

export const START_END: RangeNames<'startDate', 'endDate'> = { start: 'startDate', end: 'endDate', both: BOTH_DATES, order: DATES_IN_ORDER };
/** The dates of most lists (purchases and their returns, the stock, the sales items report): one without the other named on the start. */
export const LIST_DATES = { ...START_END, bothAt: 'start' } as const;

/**
 * The range rule of a report (`required`: both dates) or a list (both dates or neither), then the
 * end not before the start. Where the missing date names itself, a report's dates are
 * `dateField`s and this rule only orders them.
 */
export const checkRange =
  <S extends string, E extends string>(n: RangeNames<S, E>, required: boolean) =>
  (q: Partial<Record<S | E, string>>, ctx: z.RefinementCtx) => {
    const start = q[n.start];
    const end = q[n.end];
    const at = (side: Side | undefined, own: S | E) => [side === 'start' ? n.start : side === 'end' ? n.end : own];
    if (!start || !end) {
      if (required || start || end) ctx.addIssue({ code: 'custom', message: n.both, path: at(n.bothAt, start ? n.end : n.start) });
      return;
    }
    if (start > end) ctx.addIssue({ code: 'custom', message: n.order, path: at(n.orderAt ?? 'end', n.end) });
  };

/** A list's optional dates under the usual names. */
export const optionalRange = { startDate: optionalDate, endDate: optionalDate };

type Dates<S extends string, E extends string> = { [K in S | E]: z.ZodType<string | undefined, unknown> };

/**
 * A report's query: both dates required (startDate and endDate unless `names` says otherwise), the
 * end not before the start, and the report's own filters (`extra`, after the dates; `first`, any
 * asked before them, as the first problem found is the one the reply names).
 */
export function reportQuery<
  X extends z.ZodRawShape = Record<never, never>,
  S extends string = 'startDate',
  E extends string = 'endDate',
  F extends z.ZodRawShape = Record<never, never>,
>(extra: X = {} as X, names: RangeNames<S, E> = START_END as unknown as RangeNames<S, E>, first: F = {} as F) {
  // Each date names itself when missing: a required field; otherwise the rule names the one the call says.
  const date = names.bothAt ? optionalDate : dateField(names.both);
  const dates = { [names.start]: date, [names.end]: date } as unknown as Dates<S, E>;
  return z
    .object({ ...first, ...dates, ...extra })
    .superRefine((q, ctx) => checkRange(names, true)(q as Partial<Record<S | E, string>>, ctx))
    .transform((q) => q as Omit<typeof q, S | E> & Record<S | E, string>);
}

/** A report's dates: both required, the end not before the start. */
export const rangeQuery = reportQuery();

// ---- lists ---------------------------------------------------------------------------------------------

const limitNumber = z.coerce.number({ message: 'limit must be a number' }).int().min(1, 'limit must be 1 or more').max(1_000_000);
const offsetNumber = z.coerce.number({ message: 'offset must be a number' }).int().min(0, 'offset cannot be negative');

/** A list call's paging and search: without limit, all rows. */
export const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.preprocess(blankToUndefined, limitNumber.optional()),
  offset: z.preprocess(blankToUndefined, offsetNumber.optional()),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The limit of a document list: 50 rows when the call asks for no number (Load more asks for more). */
export const firstPage = z.preprocess(blankToUndefined, limitNumber.default(50));
/** An offset that is 0 when not given. */
export const offsetOrZero = z.preprocess(blankToUndefined, offsetNumber.default(0));
/** A page number (page 1 first), where a list takes one as well as an offset. */
export const pageNo = z.preprocess(blankToUndefined, z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be 1 or more').optional());
/** A list's offset from its page when it names none. */
export const offsetFromPage = <Q extends { limit: number; offset?: number; page?: number }>(q: Q) => ({ ...q, offset: q.offset ?? ((q.page ?? 1) - 1) * q.limit });

/** An optional id in a query string (an empty value means none). */
export const queryId = (label: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ message: `${label} must be a number` }).int().positive(`${label} must be a positive number`).optional());

/** A list reply: the page of rows and how many rows match the filters. */
export const pagedOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), total: z.number() });

/** The reply of a call that reads one record. */
export const dataOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: item });

/** The reply of a save: its message and the record as saved. */
export const messageWith = <T extends z.ZodTypeAny>(item: T) => z.object({ message: z.string(), data: item });
