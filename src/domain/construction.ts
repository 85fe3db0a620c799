// The construction books' constants, shared by the server and the browser.

/** Voucher types of the construction books, with their number prefixes. */
export const PROJECT_VOUCHER_TYPES = {
  1: { prefix: 'JV', name: 'Journal' },
  2: { prefix: 'CP', name: 'Cash Payment' },
  3: { prefix: 'BP', name: 'Bank Payment' },
  4: { prefix: 'CR', name: 'Cash Received' },
  5: { prefix: 'BR', name: 'Bank Received' },
  6: { prefix: 'CN', name: 'Contra' },
} as const;
export type ProjectVoucherType = keyof typeof PROJECT_VOUCHER_TYPES;
export const PROJECT_VOUCHER_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;

/** Payment vouchers pay a project's expenses; received vouchers bring in its bills. */
export const PAYMENT_TYPES = [2, 3] as const;
export const RECEIVED_TYPES = [4, 5] as const;

/** Construction voucher and bill sequences run above this: CP-2026-1001, INV-Padma Bri-2026-1001. */
export const PROJECT_SEQUENCE_BASE = 1000;

/** The petty cash ledger of the construction chart. */
export const PETTY_CASH_LEDGER_ID = 1;

export const PROJECT_STATUSES = ['start', 'in_progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  start: 'Open',
  in_progress: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PROJECT_ID_MAX_LENGTH = 8;

/** 'CP-2026' for a Cash Payment dated in 2026; the sequence follows. */
export const voucherHead = (type: ProjectVoucherType, date: string) => `${PROJECT_VOUCHER_TYPES[type].prefix}-${date.slice(0, 4)}`;

/** 'INV-Padma Bri-2026': a bill's number is INV-{first 9 characters of the project name}-{year}-{sequence}. */
export const billHead = (projectName: string, date: string) => `INV-${projectName.trim().slice(0, 9)}-${date.slice(0, 4)}`;

/** The construction voucher checks, in the spec's words (the form checks them first, the server again). */
export const VOUCHER_MESSAGES = {
  incompleteLine: 'Please fill all required entry fields before submitting.',
  unbalanced: 'Debit and credit totals must be equal!',
  tooFewLines: 'At least two voucher entries are required.',
  pettyCashShort: 'Warning: Some Petty Cash entries exceed available balance. Please review.',
  pettyCashRemoved: 'This change would leave Petty Cash below zero: other vouchers already paid out what it held.',
  noToLedger: "Please select the 'To Ledger'",
  noBillItem: 'At least one bill item is required.',
} as const;

/**
 * What a group of the construction chart holds. Income and expense groups make a project's profit;
 * the others are balance-sheet accounts (money, suppliers, investors' capital, loans).
 */
export const ACCOUNT_NATURES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountNature = (typeof ACCOUNT_NATURES)[number];
export const ACCOUNT_NATURE_LABELS: Record<AccountNature, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Capital / Equity',
  income: 'Income',
  expense: 'Expense',
};

/** A new group's nature when none is chosen: read from its name, as the migration read existing groups. */
export function natureFromName(name: string): AccountNature {
  if (/(expense|expenditure|cost)/i.test(name)) return 'expense';
  if (/(income|revenue|sales|receipt)/i.test(name)) return 'income';
  if (/(capital|equity)/i.test(name)) return 'equity';
  if (/(liabilit|payable|loan|creditor)/i.test(name)) return 'liability';
  return 'asset';
}
