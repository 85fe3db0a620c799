// Ledger statements of one kind of construction ledger (investors, expenses, banks, petty cash): per
// ledger the opening balance before the range, the lines in it with a running balance, the totals
// and the closing balance. Asset and expense ledgers read debit − credit; investor ledgers (capital
// put in) read credit − debit, so that money invested shows positive.
import type { SQL } from 'drizzle-orm';
import { sql, rows, type Executor } from '../../db/client.js';
import { searchAny } from '../../db/paging.js';
import { dec, toAmount } from '../../../domain/money.js';
import { PETTY_CASH_LEDGER_ID } from '../../../domain/construction.js';
import { isBankLedger } from '../../ledger/projectBalances.js';
import type { LedgerStatement, StatementRow } from '../../../contracts/construction-reports.js';

export interface LedgerKind {
  /** A subquery of the kind's ledgers: `id, name, amount, owner_id, owner_name`. */
  ledgers: SQL;
  /** 1: balance = debit − credit; −1: credit − debit. */
  sign: 1 | -1;
  /** What a search matches (columns of `k`). */
  searchColumns: SQL[];
}

const CHART = sql`from project_ledgers l
  join project_acc_subs s on s.id = l.project_acc_sub_id
  join project_acc_mains m on m.id = l.project_acc_main_id
  join project_acc_groups g on g.id = m.project_g_id`;

/** Expense ledgers: those under a group of nature expense. */
export const EXPENSE_LEDGERS: LedgerKind = {
  ledgers: sql`(select l.id, l.name, l.amount, null::int as owner_id, null::text as owner_name ${CHART}
    where g.nature = 'expense' and l.id <> ${PETTY_CASH_LEDGER_ID})`,
  sign: 1,
  searchColumns: [sql`k.name`],
};

export const BANK_LEDGERS: LedgerKind = {
  ledgers: sql`(select l.id, l.name, l.amount, null::int as owner_id, null::text as owner_name ${CHART} where ${isBankLedger(sql`l`, sql`s`, sql`m`)})`,
  sign: 1,
  searchColumns: [sql`k.name`],
};

export const PETTY_CASH_LEDGER: LedgerKind = {
  ledgers: sql`(select l.id, l.name, l.amount, null::int as owner_id, null::text as owner_name from project_ledgers l where l.id = ${PETTY_CASH_LEDGER_ID})`,
  sign: 1,
  searchColumns: [sql`k.name`],
};

/** The investors' own ledgers; `onlyLedger` narrows them to one. */
export const investorLedgers = (onlyLedger?: number): LedgerKind => ({
  ledgers: sql`(select l.id, l.name, l.amount, i.id as owner_id, i.name as owner_name
    from investors i join project_ledgers l on l.id = i.ledger_id ${onlyLedger ? sql`where l.id = ${onlyLedger}` : sql``})`,
  sign: -1,
  searchColumns: [sql`k.name`, sql`k.owner_name`],
});

export interface Range {
  sDate?: string;
  eDate?: string;
  search?: string;
}

export interface Statement extends LedgerStatement {
  owner_id: number | null;
  owner_name: string | null;
}

type Raw = Record<string, unknown>;

const inRange = (r: Range) =>
  sql`(${r.sDate ? sql`v.project_vc_date >= ${r.sDate}` : sql`true`} and ${r.eDate ? sql`v.project_vc_date <= ${r.eDate}` : sql`true`})`;

/** Every ledger of the kind (whose name matches the search), with its lines in the range. */
export async function statements(ex: Executor, kind: LedgerKind, r: Range): Promise<Statement[]> {
  const s = sql`${kind.sign}::int`;
  const before = r.sDate ? sql`v.project_vc_date < ${r.sDate}` : sql`false`;
  const heads = await rows<Raw>(
    ex,
    sql`select k.id, k.name, k.owner_id, k.owner_name,
          ${s} * k.amount + coalesce(sum(${s} * (v.debit - v.credit)) filter (where ${before}), 0) as opening_balance,
          coalesce(sum(v.debit) filter (where ${inRange(r)}), 0) as total_debit,
          coalesce(sum(v.credit) filter (where ${inRange(r)}), 0) as total_credit
        from ${kind.ledgers} k left join project_voucher_lines v on v.project_ledger_id = k.id
        where ${searchAny(kind.searchColumns, r.search)}
        group by k.id, k.name, k.amount, k.owner_id, k.owner_name
        order by lower(k.name), k.id`,
  );
  if (!heads.length) return [];
  const lines = await rows<Raw>(
    ex,
    sql`select v.id, v.project_ledger_id, v.project_vc_date, v.project_vc_no, v.project_vc_type::int as project_vc_type, v.project_id, p.project_name,
          v.remarks, v.debit, v.credit,
          sum(${s} * (v.debit - v.credit)) over (partition by v.project_ledger_id order by v.project_vc_date, v.project_vc_no, v.inx, v.id) as run
        from project_voucher_lines v
        join ${kind.ledgers} k on k.id = v.project_ledger_id
        left join projects p on p.id = v.project_id
        where ${inRange(r)} and ${searchAny(kind.searchColumns, r.search)}
        order by v.project_ledger_id, v.project_vc_date, v.project_vc_no, v.inx, v.id`,
  );
  const byLedger = new Map<number, Raw[]>();
  for (const l of lines) {
    const id = Number(l.project_ledger_id);
    if (!byLedger.has(id)) byLedger.set(id, []);
    byLedger.get(id)!.push(l);
  }
  return heads.map((h) => toStatement(h, byLedger.get(Number(h.id)) ?? [], kind.sign));
}

function toStatement(h: Raw, lines: Raw[], sign: 1 | -1): Statement {
  const opening = dec(h.opening_balance as string);
  const rowsOut: StatementRow[] = lines.map((l) => ({
    id: Number(l.id),
    project_vc_date: String(l.project_vc_date),
    project_vc_no: String(l.project_vc_no),
    project_vc_type: Number(l.project_vc_type),
    project_id: (l.project_id as number | null) ?? null,
    project_name: (l.project_name as string | null) ?? null,
    remarks: String(l.remarks ?? ''),
    debit: toAmount(l.debit as string),
    credit: toAmount(l.credit as string),
    balance: toAmount(opening.plus(dec(l.run as string))),
  }));
  const net = dec(h.total_debit as string)
    .minus(dec(h.total_credit as string))
    .times(sign);
  return {
    ledger_id: Number(h.id),
    ledger_name: String(h.name),
    owner_id: (h.owner_id as number | null) ?? null,
    owner_name: (h.owner_name as string | null) ?? null,
    opening_balance: toAmount(opening),
    total_debit: toAmount(h.total_debit as string),
    total_credit: toAmount(h.total_credit as string),
    closing_balance: toAmount(opening.plus(net)),
    rows: rowsOut,
  };
}

/** A statement without its owner fields, for the replies that have none. */
export const plainStatement = ({ owner_id: _o, owner_name: _n, ...rest }: Statement): LedgerStatement => rest;
