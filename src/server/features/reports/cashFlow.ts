// Cash flow statement, direct method: what came into and went out of cash and the banks in a
// period, by kind (the other side of each voucher), between the opening and the closing balance.
// Cash and bank ledgers are known by where they sit in the chart: every ledger under the sub head
// of the cash ledger, and every ledger under the sub head of the seeded bank ledgers (Bank
// Accounts), so a bank given its own ledger there counts too. Opening balances entered in the
// period are part of the opening, never a receipt. Posted lines only.
import { sql, rows, type Executor } from '../../db/client.js';
import { CASH_FLOW_KINDS, type CashFlowReply } from '../../../contracts/statements.js';
import { ledgerTotals } from '../../ledger/balances.js';
import { fromPaisa, paisa } from '../../../domain/money.js';

type Kind = (typeof CASH_FLOW_KINDS)[number];

const LABELS: Record<Kind, [string, string]> = {
  customers: ['Received from customers', 'Refunded to customers'],
  suppliers: ['Refunds from suppliers', 'Paid to suppliers'],
  income: ['Other income received', 'Income paid back'],
  expenses: ['Expenses refunded', 'Expenses paid'],
  capital: ['Capital introduced', 'Capital withdrawn'],
  liabilities: ['Loans and other liabilities received', 'Loans and other liabilities repaid'],
  assets: ['Assets sold and other assets realised', 'Assets bought and other assets paid'],
  transfers: ['Transfers in from cash or bank', 'Transfers out to cash or bank'],
  other: ['Other receipts', 'Other payments'],
};

/** Every cash and bank ledger with its type, by the sub head it sits under. */
export const CASH_BANK_LEDGERS = sql`(select l.id, l.name,
    case when l.s_id in (select s_id from ledgers where system_role = 'cash') then 'cash'
      when l.id in (select ledger_id from banks where kind <> 'bank' and ledger_id is not null) then 'mobile' else 'bank' end as type
  from ledgers l
  where l.s_id in (select s_id from ledgers where system_role in ('cash', 'bankCollection', 'bankPayment'))
     or l.system_role like 'bank:%' or l.system_role = 'bankUnassigned')`;

/** A voucher line that enters an opening balance: an opening document's, or one against opening balance equity. */
export const IS_OPENING = (v: ReturnType<typeof sql>) => sql`(coalesce(${v}.source_type, '') like '%opening' or exists (
    select 1 from voucher_lines o where o.vc_no = ${v}.vc_no and o.ledger_id = (select id from ledgers where system_role = 'openingBalanceEquity')))`;

interface Flow {
  ledger_id: number;
  kind: Kind;
  opening: boolean;
  debit: string;
  credit: string;
}

export async function cashFlow(ex: Executor, fromDate: string, toDate: string): Promise<CashFlowReply> {
  const accounts = await rows<{ id: number; name: string; type: 'cash' | 'bank' | 'mobile'; before: string; through: string }>(
    ex,
    sql`select c.id, c.name, c.type, coalesce(b.debit - b.credit, 0)::text as before, coalesce(t.debit - t.credit, 0)::text as through
        from ${CASH_BANK_LEDGERS} c
        left join ${ledgerTotals(fromDate, 'before')} b on b.ledger_id = c.id
        left join ${ledgerTotals(toDate, 'through')} t on t.ledger_id = c.id
        order by case c.type when 'cash' then 0 when 'bank' then 1 else 2 end, c.id`,
  );
  const flows = await rows<Flow>(
    ex,
    sql`with cb as ${CASH_BANK_LEDGERS}
        select v.ledger_id, ${IS_OPENING(sql`v`)} as opening,
          coalesce(k.kind, case when exists (select 1 from voucher_lines x where x.vc_no = v.vc_no and x.id <> v.id and x.ledger_id in (select id from cb))
            then 'transfers' else 'other' end) as kind,
          sum(v.debit)::text as debit, sum(v.credit)::text as credit
        from voucher_lines v
        left join lateral (
          select case
              when bool_or(l.system_role in ('receivable', 'chequesInHand', 'chequesInClearing')) then 'customers'
              when bool_or(l.system_role = 'chequesIssued') then 'suppliers'
              when bool_or(l.system_role = 'payable') then 'suppliers'
              when bool_or(g.nature = 'income') then 'income'
              when bool_or(g.nature = 'expense') then 'expenses'
              when bool_or(g.nature = 'equity') then 'capital'
              when bool_or(g.nature = 'liability') then 'liabilities'
              when bool_or(g.nature = 'asset') then 'assets'
            end as kind
          from voucher_lines x join ledgers l on l.id = x.ledger_id join acc_mains m on m.id = l.m_id join acc_groups g on g.id = m.g_id
          where x.vc_no = v.vc_no and x.id <> v.id and x.ledger_id not in (select id from cb)
            and case when v.debit > 0 then x.credit > 0 else x.debit > 0 end
        ) k on true
        where v.post_status = 1 and v.vc_date between ${fromDate}::date and ${toDate}::date and v.ledger_id in (select id from cb)
        group by 1, 2, 3`,
  );
  const by = new Map<number, { opening: number; receipts: number; payments: number }>();
  const receipts = new Map<Kind, number>();
  const payments = new Map<Kind, number>();
  for (const f of flows) {
    const a = by.get(f.ledger_id) ?? { opening: 0, receipts: 0, payments: 0 };
    by.set(f.ledger_id, a);
    if (f.opening) {
      a.opening += paisa(f.debit) - paisa(f.credit);
      continue;
    }
    a.receipts += paisa(f.debit);
    a.payments += paisa(f.credit);
    if (paisa(f.debit)) receipts.set(f.kind, (receipts.get(f.kind) ?? 0) + paisa(f.debit));
    if (paisa(f.credit)) payments.set(f.kind, (payments.get(f.kind) ?? 0) + paisa(f.credit));
  }
  const list = accounts
    .map((a) => {
      const f = by.get(a.id) ?? { opening: 0, receipts: 0, payments: 0 };
      const opening = paisa(a.before) + f.opening;
      return { ledger_id: a.id, name: a.name, type: a.type, opening, receipts: f.receipts, payments: f.payments, closing: paisa(a.through) };
    })
    .filter((a) => a.opening || a.receipts || a.payments || a.closing);
  const sumOf = (k: 'opening' | 'receipts' | 'payments' | 'closing') => list.reduce((s, a) => s + a[k], 0);
  const rowsOf = (m: Map<Kind, number>, side: 0 | 1) =>
    CASH_FLOW_KINDS.filter((k) => m.get(k)).map((k) => ({ kind: k, label: LABELS[k][side], amount: fromPaisa(m.get(k)!) }));
  return {
    fromDate,
    toDate,
    opening: fromPaisa(sumOf('opening')),
    receipts: rowsOf(receipts, 0),
    payments: rowsOf(payments, 1),
    totalReceipts: fromPaisa(sumOf('receipts')),
    totalPayments: fromPaisa(sumOf('payments')),
    netFlow: fromPaisa(sumOf('receipts') - sumOf('payments')),
    closing: fromPaisa(sumOf('closing')),
    accounts: list.map((a) => ({
      ...a,
      opening: fromPaisa(a.opening),
      receipts: fromPaisa(a.receipts),
      payments: fromPaisa(a.payments),
      closing: fromPaisa(a.closing),
    })),
  };
}
