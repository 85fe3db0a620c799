// The construction chart of accounts (group, main head, sub head, ledger) and the ledger reports.
import { z } from 'zod';
import { ACCOUNT_NATURES } from '../domain/construction.js';
import {
  amountOrZero,
  dateFilters,
  dateOrToday,
  ledgerFields,
  movementFields,
  optionalText,
  pageQuery,
  projectFilter,
  projectTag,
  requiredId,
  requiredName,
  resultOf,
  taggedProjectFields,
} from './construction.js';
import { blankToUndefined, idParam } from './common.js';

/** A group's nature decides how the reports read its ledgers; a new group without one takes it from its name. */
export const accountNature = z.enum(ACCOUNT_NATURES, { message: `Nature must be one of ${ACCOUNT_NATURES.join(', ')}` });
export const groupBody = z.object({
  name: requiredName('Group Name is required'),
  nature: z.preprocess(blankToUndefined, accountNature.optional()),
});
export const mainBody = z.object({ name: requiredName('Main Name is required'), project_g_id: requiredId('Group Name is required') });
export const subBody = z.object({ name: requiredName('Sub Name is required'), project_main_id: requiredId('Main Name is required') });

export const ledgerBody = z.object({
  name: requiredName('Ledger Name is required'),
  project_acc_main_id: requiredId('Main Name is required'),
  project_acc_sub_id: requiredId('Sub Name is required'),
  project_id: projectTag,
  /** The opening balance, debit side positive; 0 when not given. */
  amount: amountOrZero,
  /** Today in Dhaka when not given. */
  open_date: dateOrToday,
  phone: optionalText(50).optional(),
  address: optionalText(500).optional(),
});
export type GroupBody = z.infer<typeof groupBody>;
export type MainBody = z.infer<typeof mainBody>;
export type SubBody = z.infer<typeof subBody>;
export type LedgerBody = z.infer<typeof ledgerBody>;

export const groupRow = z.object({ id: z.number(), name: z.string(), nature: accountNature });
/** The group a main head, sub head or ledger sits under. */
const underGroup = { project_g_id: z.number(), group_name: z.string() };
export const mainRow = z.object({ id: z.number(), name: z.string(), ...underGroup });
export const subRow = z.object({ id: z.number(), name: z.string(), project_main_id: z.number(), main_name: z.string(), ...underGroup });
export const ledgerRow = z.object({
  id: z.number(),
  name: z.string(),
  project_acc_main_id: z.number(),
  project_acc_sub_id: z.number(),
  ...taggedProjectFields,
  work_id: z.string().nullable(),
  amount: z.number(),
  open_date: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  ...underGroup,
  main_name: z.string(),
  sub_name: z.string(),
  /** Opening amount + debits − credits. */
  Avl_bal: z.number(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export type GroupRow = z.infer<typeof groupRow>;
export type MainRow = z.infer<typeof mainRow>;
export type SubRow = z.infer<typeof subRow>;

export const ledgerListQuery = pageQuery.extend({ projectId: projectFilter });
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

export const ledgerReportQuery = z.object({
  ledgerId: requiredId('Please select a ledger first.'),
  ...dateFilters,
  /** Only the lines tagged with this project (the project-wise ledger report). */
  projectId: projectFilter,
});
export type LedgerReportQuery = z.infer<typeof ledgerReportQuery>;

export const ledgerReportRow = z.object({
  id: z.number(),
  project_vc_date: z.string(),
  project_vc_no: z.string(),
  project_vc_type: z.number(),
  ...taggedProjectFields,
  remarks: z.string(),
  details: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** Running balance from the opening balance, debit minus credit. */
  balance: z.number(),
});

export type LedgerReportRow = z.infer<typeof ledgerReportRow>;

/** A ledger's statement over a report's dates: its opening, its lines (of `row`) and their movement. */
export const ledgerStatementOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    ...ledgerFields,
    /** Opening amount plus the lines before sDate. */
    opening_balance: z.number(),
    rows: z.array(row),
    ...movementFields,
  });

export const ledgerReport = ledgerStatementOf(ledgerReportRow);
export const ledgerReportReply = resultOf(ledgerReport);

export const projectLedgerRow = ledgerRow.extend({
  /** Debits and credits of the ledger's lines tagged with the project. */
  project_debit: z.number(),
  project_credit: z.number(),
});
export type ProjectLedgerRow = z.infer<typeof projectLedgerRow>;
export const ledgersByProjectReply = resultOf(z.array(projectLedgerRow));
export const projectLedgerParams = idParam.extend({ ledgerId: z.coerce.number().int().positive({ message: 'Please select a ledger first.' }) });
export const ledgerByProjectQuery = z.object(dateFilters);
