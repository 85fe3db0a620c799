// The invariants of the books (DESIGN.md §3–4), checked on a live database. Each returns the
// records that break it; an empty list everywhere means the books are sound.
import { sql, rows, type Executor } from '../db/client.js';
import { LEDGER } from '../ledger/accounts.js';
import { replayMismatches } from '../stock/stock.js';
import { COMPLETED_PROJECTS_OFF_BOOKS } from '../ledger/projectBalances.js';
import { SOURCE } from '../ledger/sources.js';

export interface Violation {
  rule: string;
  records: Record<string, unknown>[];
}

const RULES: [string, ReturnType<typeof sql>][] = [
  [
    'every voucher balances',
    sql`select vc_no, sum(debit) debit, sum(credit) credit from voucher_lines group by vc_no having sum(debit) <> sum(credit)`,
  ],
  ['the trial balance nets to zero', sql`select sum(debit) debit, sum(credit) credit from voucher_lines having sum(debit) <> sum(credit)`],
  [
    'the inventory ledger equals the stock valuation',
    sql`select l.v as ledger, s.v as stock from
          (select coalesce(sum(debit - credit), 0) v from voucher_lines where ledger_id = ${LEDGER.inventory}) l,
          (select coalesce(sum(value), 0) v from stock_movements) s
        where l.v <> s.v`,
  ],
  [
    "each model's balance equals its movements",
    sql`select s.model_id, s.qty, s.value, coalesce(m.q, 0) mv_qty, coalesce(m.v, 0) mv_value
        from model_stock s left join (select model_id, sum(qty) q, sum(value) v from stock_movements group by model_id) m on m.model_id = s.model_id
        where s.qty <> coalesce(m.q, 0) or s.value <> coalesce(m.v, 0)`,
  ],
  [
    "each document's inventory lines equal the value of its stock movements",
    sql`select m.source_type, m.source_id, m.v as stock, coalesce(l.v, 0) as ledger
        from (select source_type, source_id, sum(value) v from stock_movements group by 1, 2) m
        left join (select source_type, source_id, sum(debit - credit) v from voucher_lines where ledger_id = ${LEDGER.inventory} group by 1, 2) l
          on l.source_type = m.source_type and l.source_id = m.source_id
        where m.v <> coalesce(l.v, 0)`,
  ],
  [
    // The stock writer re-costs only when a document comes before a model's latest movement date.
    "each model's latest movement date is kept",
    sql`select s.model_id, s.last_mv_date, m.d as latest from model_stock s join (select model_id, max(mv_date) d from stock_movements group by model_id) m
          on m.model_id = s.model_id where s.last_mv_date is null or s.last_mv_date < m.d`,
  ],
  ['no model has negative stock', sql`select model_id, qty from model_stock where qty < 0`],
  [
    "a serial-tracked model's stock equals its serials in stock",
    sql`select pm.id model_id, coalesce(s.qty, 0) qty, coalesce(sr.n, 0) serials_in_stock
        from product_models pm
        left join model_stock s on s.model_id = pm.id
        left join (select model_id, count(*) n from serials where status = 1 group by model_id) sr on sr.model_id = pm.id
        where pm.srl_avl = 1 and coalesce(s.qty, 0) <> coalesce(sr.n, 0)`,
  ],
  ['no voucher number is used by two documents', sql`select vc_no, count(distinct (source_type, source_id)) n from voucher_lines where source_type is not null group by vc_no having count(distinct (source_type, source_id)) > 1`],
  [
    "the ledgers' period balances equal their posted lines",
    sql`select coalesce(b.ledger_id, l.ledger_id) ledger_id, coalesce(b.month, l.month) as month, b.debit, b.credit, l.debit line_debit, l.credit line_credit
        from (select ledger_id, month, sum(debit) debit, sum(credit) credit from ledger_month_balances group by 1, 2) b
        full join (select ledger_id, date_trunc('month', vc_date)::date as month, sum(debit) debit, sum(credit) credit
                   from voucher_lines where post_status = 1 group by 1, 2) l on l.ledger_id = b.ledger_id and l.month = b.month
        where coalesce(b.debit, 0) <> coalesce(l.debit, 0) or coalesce(b.credit, 0) <> coalesce(l.credit, 0)`,
  ],
  [
    "the parties' balances equal their posted lines",
    sql`select coalesce(b.party_id, l.party_id) party_id, coalesce(b.ledger_id, l.ledger_id) ledger_id, b.debit, b.credit, l.debit line_debit, l.credit line_credit
        from party_balances b
        full join (select party_id, ledger_id, sum(debit) debit, sum(credit) credit
                   from voucher_lines where post_status = 1 and party_id is not null group by 1, 2) l on l.party_id = b.party_id and l.ledger_id = b.ledger_id
        where coalesce(b.debit, 0) <> coalesce(l.debit, 0) or coalesce(b.credit, 0) <> coalesce(l.credit, 0)`,
  ],
  [
    "each model's totals by document kind equal its movements",
    sql`select coalesce(t.model_id, m.model_id) model_id, coalesce(t.source_type, m.source_type) source_type, t.qty, t.value, m.qty mv_qty, m.value mv_value
        from model_stock_totals t
        full join (select model_id, source_type, sum(qty) qty, sum(value) value from stock_movements group by 1, 2) m
          on m.model_id = t.model_id and m.source_type = t.source_type
        where coalesce(t.qty, 0) <> coalesce(m.qty, 0) or coalesce(t.value, 0) <> coalesce(m.value, 0)`,
  ],
  [
    // Each bank has its own ledger (migration 0042): the spec's bank ledgers 6 and 8 hold nothing, and
    // lines an upgrade could not give to a bank (they named none) wait on "Bank (unassigned)".
    "every bank line is on its bank's own ledger",
    sql`select v.id, v.vc_no, v.vc_date, v.ledger_id, v.debit, v.credit from voucher_lines v
        where v.ledger_id in (${LEDGER.bankCollection}, ${LEDGER.bankPayment}, (select id from ledgers where system_role = 'bankUnassigned'))`,
  ],
  [
    // Cheques (migration 0048): what sits in Cheques in Hand, in Clearing and Issued (documents' and
    // the cheques' own lines, and hand vouchers' cheque lines) is the cheques in those states; one the upgrade found is in the bank.
    "the cheque ledgers equal the cheques in hand, in clearing and issued",
    sql`select r.role, coalesce(l.v, 0) as ledger, coalesce(c.v, 0) as cheques from
          (values ('chequesInHand', 'received', 'received', 1), ('chequesInClearing', 'received', 'deposited', 1), ('chequesIssued', 'issued', 'issued', -1)) r(role, direction, state, sign)
          left join (select g.system_role, sum(v.debit - v.credit) v from voucher_lines v join ledgers g on g.id = v.ledger_id
                     where g.system_role in ('chequesInHand', 'chequesInClearing', 'chequesIssued')
                       and (v.source_type is not null or exists (select 1 from cheques k where k.source_type = ${SOURCE.voucher} and k.source_id = v.id)) group by 1) l on l.system_role = r.role
          left join (select direction, state, sum(amount) v from cheques where not legacy group by 1, 2) c on c.direction = r.direction and c.state = r.state
        where coalesce(l.v, 0) <> r.sign * coalesce(c.v, 0)`,
  ],
  // the construction books
  [
    'every construction voucher balances',
    sql`select project_vc_no, sum(debit) debit, sum(credit) credit from project_voucher_lines group by project_vc_no having sum(debit) <> sum(credit)`,
  ],
  [
    'construction petty cash is not below zero',
    sql`select l.id, l.amount + coalesce(sum(v.debit - v.credit), 0) balance from project_ledgers l
        left join project_voucher_lines v on v.project_ledger_id = l.id where l.id = 1 group by l.id, l.amount
        having l.amount + coalesce(sum(v.debit - v.credit), 0) < 0`,
  ],
  [
    "each project bill's items equal its item lines, ledger by ledger",
    sql`select x.vc_no, x.ledger_id, sum(x.items) items, sum(x.lines) lines from (
          select b.vc_no, i.ledger_id, i.amount items, 0 lines from project_bills b join project_bill_items i on i.bill_id = b.id
          union all
          select v.project_vc_no, v.project_ledger_id, 0, v.debit + v.credit from project_voucher_lines v
            join project_bills b on b.vc_no = v.project_vc_no where v.type = 1) x
        group by 1, 2 having sum(x.items) <> sum(x.lines)`,
  ],
  ["each completed project's stored profit/loss and investment equal its books", COMPLETED_PROJECTS_OFF_BOOKS],
];

export async function checkBooks(ex: Executor): Promise<Violation[]> {
  const out: Violation[] = [];
  for (const [rule, query] of RULES) {
    const records = await rows(ex, query);
    if (records.length) out.push({ rule, records });
  }
  const replayed = await replayMismatches(ex);
  if (replayed.length) out.push({ rule: "replaying each model's movements in date order gives their stored costs", records: replayed.map((problem) => ({ problem })) });
  return out;
}
