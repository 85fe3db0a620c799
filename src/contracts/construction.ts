// Shapes shared by the construction calls: paging by page and limit, required fields with the
// spec's messages, the replies the construction screens judge success by, and the fields many
// construction rows carry.
import { z } from 'zod';
import { amount, blankToUndefined, isoDate, nameText, requiredId } from './common.js';
import { todayInDhaka } from '../domain/dates.js';

/** A text field the form requires, with the spec's message when it is missing or blank. */
export const requiredText = (message: string, max = 200, tooLong = `At most ${max} characters`) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ message }).trim().min(1, message).max(max, tooLong));

/** A name the form requires (of a ledger, project, investor...): as requiredText, and visible, with no direction controls. */
export const requiredName = (message: string, label = message.replace(/ is required$/i, ''), max = 200) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), nameText(label, { required: message, max, tooLong: `At most ${max} characters` }));

/** An optional name (an organization): blank is none; otherwise visible, with no direction controls. */
export const optionalName = (label: string, max = 200) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), nameText(label, { max, tooLong: `At most ${max} characters` }));

export const optionalText = (max = 500) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max, `At most ${max} characters`));

/** An id the form requires (a select), with the spec's message when none is chosen. */
export { requiredId };

/** An optional id; empty, null or 0 mean none. */
export const optionalId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? null : v),
    z.coerce.number({ message: `${label} must be a number` }).int().positive(`${label} must be a positive number`).nullable(),
  );

/** The project a ledger, voucher or line is tagged with; none when not given. */
export const projectTag = optionalId('Project').optional();

/** A list's or report's project filter; none: every project. */
export const projectFilter = optionalId('projectId').optional();

/** An amount the form requires, zero or more. */
export const requiredMoney = (message: string) =>
  z.preprocess(blankToUndefined, z.unknown().refine((v) => v !== undefined, { message }).pipe(amount)).refine((v) => v >= 0, {
    message: 'Amount cannot be negative',
  });

/** An optional amount, zero or more, 0 when not given. */
export const optionalMoney = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), amount).refine((v) => v >= 0, {
  message: 'Amount cannot be negative',
});

export const requiredDate = (message: string) => z.preprocess(blankToUndefined, z.unknown().refine((v) => v !== undefined, { message }).pipe(isoDate));

/** An optional date; empty or null mean none. */
export const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable());

/** A date; today in Dhaka when not given. */
export const dateOrToday = z.preprocess((v) => (v === '' || v === null || v === undefined ? todayInDhaka() : v), isoDate);

/** An amount, positive or negative; 0 when not given. */
export const amountOrZero = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), amount);

/** A query-string date filter; empty means none. */
export const dateFilter = z.preprocess(blankToUndefined, isoDate.optional());

/** A report's optional dates, from sDate to eDate (none: all dates). */
export const dateFilters = { sDate: dateFilter, eDate: dateFilter };

/** The construction lists page by page and limit (50 a page; Load more asks for the next page or a larger limit). */
export const pageQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be 1 or more').default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'limit must be a number' }).int().min(1, 'limit must be 1 or more').max(100_000).default(50),
  ),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
export type PageQuery = z.infer<typeof pageQuery>;
export const offsetOf = (q: PageQuery) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

export const pagedResult = <T extends z.ZodTypeAny>(item: T) => z.object({ result: z.array(item), total: z.number() });

/** The reply of a create: the new record's id. */
export const createdReply = z.object({ message: z.string(), insertId: z.number() });

/** The reply of an update or delete, judged by its affected rows. */
export const affectedReply = z.object({ message: z.string(), result: z.object({ affectedRows: z.number() }) });

/** A reply that carries its figures under `result`, as the spec's pages read them. */
export const resultOf = <T extends z.ZodTypeAny>(result: T) => z.object({ result });

// ---- fields of the construction rows ---------------------------------------------------------------

/** A ledger of the construction books: its id and name. */
export const ledgerFields = {
  ledger_id: z.number(),
  ledger_name: z.string(),
};

/** The project a voucher line or ledger is tagged with (null: none). */
export const taggedProjectFields = {
  project_id: z.number().nullable(),
  project_name: z.string().nullable(),
};

/** A project as the reports name it: its id, name and Project ID. */
export const projectNameFields = {
  project_id: z.number(),
  project_name: z.string(),
  work_id: z.string(),
};

/** A ledger's movement over a report's dates, and the balance it closes at. */
export const movementFields = {
  total_debit: z.number(),
  total_credit: z.number(),
  closing_balance: z.number(),
};
