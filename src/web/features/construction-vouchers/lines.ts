// A voucher's lines as the form holds them, and the spec's four submit checks (the server checks again).
import { sum, dec } from '../../../domain/money';
import { PETTY_CASH_LEDGER_ID, VOUCHER_MESSAGES } from '../../../domain/construction';
import { toNumber } from '../../components/format';
import type { LineBody, VoucherItem } from './api';

export interface LineDraft {
  key: number;
  project_ledger_id: number | null;
  debit: string;
  credit: string;
  remarks: string;
}

let nextKey = 0;
export const emptyLine = (): LineDraft => ({ key: ++nextKey, project_ledger_id: null, debit: '', credit: '', remarks: '' });

export const lineFromItem = (i: VoucherItem): LineDraft => ({
  key: ++nextKey,
  project_ledger_id: i.project_ledger_id,
  debit: i.debit ? String(i.debit) : '',
  credit: i.credit ? String(i.credit) : '',
  remarks: i.remarks,
});

export const isComplete = (l: Pick<LineDraft, 'project_ledger_id' | 'debit' | 'credit'>) => !!l.project_ledger_id && (toNumber(l.debit) !== 0 || toNumber(l.credit) !== 0);

type Amounts = Pick<LineDraft, 'project_ledger_id' | 'debit' | 'credit'>;

export function totals(lines: Amounts[]) {
  return { debit: sum(lines.map((l) => toNumber(l.debit))), credit: sum(lines.map((l) => toNumber(l.credit))) };
}

/** What the lines take out of petty cash: its credits minus its debits. */
export function pettyCashOut(lines: Amounts[]) {
  const petty = lines.filter((l) => l.project_ledger_id === PETTY_CASH_LEDGER_ID);
  const t = totals(petty);
  return t.credit.minus(t.debit);
}

/**
 * The spec's checks: every line has a ledger and an amount; debits equal credits; at least two
 * lines; petty cash does not pay out more than it holds (`pettyAvailable`, with what this voucher
 * already took back in on an edit). Returns the message of the first that fails.
 */
export function voucherProblem(lines: Amounts[], pettyAvailable: number | undefined): string | undefined {
  if (lines.some((l) => !isComplete(l))) return VOUCHER_MESSAGES.incompleteLine;
  const t = totals(lines);
  if (!t.debit.equals(t.credit)) return VOUCHER_MESSAGES.unbalanced;
  if (lines.length < 2) return VOUCHER_MESSAGES.tooFewLines;
  const out = pettyCashOut(lines);
  if (pettyAvailable !== undefined && out.isPositive() && out.greaterThan(dec(pettyAvailable))) return VOUCHER_MESSAGES.pettyCashShort;
  return undefined;
}

export const toBody = (lines: LineDraft[], projectId?: number | null): LineBody[] =>
  lines.map((l) => ({ project_ledger_id: l.project_ledger_id ?? 0, debit: toNumber(l.debit), credit: toNumber(l.credit), remarks: l.remarks, project_id: projectId ?? undefined }));
