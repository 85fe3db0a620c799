// When re-costing changes the value of a later document's movements, that document's cost lines
// follow in the same transaction: its voucher's inventory line and the line on the other side
// (cost of goods sold, stock adjustment, purchase price difference), and the cost its items show.
// Everything is written in a few statements, however many documents are affected.
import type { SourceType } from '../ledger/sources.js';
import { sql, one, rows, type Executor } from '../db/client.js';
import { dec } from '../../domain/money.js';
import { LEDGER } from '../ledger/accounts.js';
import { post } from '../ledger/ledger.js';
import { VC } from '../../domain/voucherTypes.js';

/** A later movement whose value re-costing changed. Values are signed, as stored. */
export interface RecostedMove {
  sourceType: string;
  sourceId: number;
  modelId: number;
  qty: string;
  oldValue: string;
  newValue: string;
  unitCost: string;
}

type Side = 'D' | 'C';
/** A change to one side of a document's voucher on one ledger: `delta` paisa more on that side (less when negative). */
interface LineDelta {
  sourceType: string;
  sourceId: number;
  ledgerId: number;
  side: Side;
  delta: bigint;
}

// Amounts are added in whole paisa as BigInt: exact, and ten thousand documents' changes take a few
// milliseconds (as in valuation.ts).
/** An amount of money (as the money columns and the replay give it: 2 decimals at most) in paisa. */
function paisa(v: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(v);
  if (!m) return BigInt(dec(v).times(100).toFixed(0));
  const n = BigInt(m[2] + (m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -n : n;
}

/** Paisa as an amount with 2 decimals. */
function amount(p: bigint): string {
  const digits = (p < 0n ? -p : p).toString().padStart(3, '0');
  return `${p < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Paisa as the two sides of a line: what is more than zero on its side. */
const sides = (net: bigint) => ({ debit: amount(net > 0n ? net : 0n), credit: amount(net < 0n ? -net : 0n) });

/**
 * The voucher lines a change of value moves, per kind of document. `cost` is how much more left
 * stock (outgoing) or came in (incoming) than before.
 */
function lineDeltas(m: RecostedMove): Omit<LineDelta, 'sourceType' | 'sourceId'>[] {
  const incoming = !m.qty.startsWith('-');
  const more = incoming ? paisa(m.newValue) - paisa(m.oldValue) : paisa(m.oldValue) - paisa(m.newValue);
  const { inventory, costOfGoodsSold, stockAdjustment, purchasePriceDifference } = LEDGER;
  switch (m.sourceType) {
    case 'sale':
      return [{ ledgerId: costOfGoodsSold, side: 'D', delta: more }, { ledgerId: inventory, side: 'C', delta: more }];
    case 'sales_return':
      return [{ ledgerId: inventory, side: 'D', delta: more }, { ledgerId: costOfGoodsSold, side: 'C', delta: more }];
    case 'purchase_return':
      // Dr Payable at the return price is fixed: what more left at cost, less goes to price difference.
      return [{ ledgerId: inventory, side: 'C', delta: more }, { ledgerId: purchasePriceDifference, side: 'C', delta: -more }];
    case 'adjustment':
      return incoming
        ? [{ ledgerId: inventory, side: 'D', delta: more }, { ledgerId: stockAdjustment, side: 'C', delta: more }]
        : [{ ledgerId: stockAdjustment, side: 'D', delta: more }, { ledgerId: inventory, side: 'C', delta: more }];
    default:
      // Purchases and opening stock come in at their own cost: re-costing never changes them.
      throw new Error(`A ${m.sourceType} movement cannot be re-costed`);
  }
}

interface StoredLine {
  id: number;
  source_type: string;
  source_id: number;
  ledger_id: number;
  debit: string;
  credit: string;
}

interface Header {
  source_type: string;
  source_id: number;
  vc_no: string;
  vc_type: number;
  vc_date: string;
  post_status: number;
  created_by: number | null;
  narr: string;
}

const keyOf = (t: string, id: number) => `${t}:${id}`;

/** The ledgers a change of cost moves. */
const COST_LEDGERS = [LEDGER.inventory, LEDGER.costOfGoodsSold, LEDGER.stockAdjustment, LEDGER.purchasePriceDifference];

/**
 * Values as one array parameter in PostgreSQL's array text, cast where it is used
 * (`${pgArray(ids)}::int[]`): parsed once, and the planner knows how many rows it holds. Numbers
 * and plain words go as they are; anything else is quoted.
 */
export function pgArray(values: readonly (string | number | boolean)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] = typeof v !== 'string' ? String(v) : PLAIN.test(v) && v.toLowerCase() !== 'null' ? v : `"${v.replace(/["\\]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}
const PLAIN = /^[\w.:-]+$/;

/**
 * Writes the new cost lines of every document whose movements `moves` re-costed. These rows follow
 * from the one document the clerk changed: the caller runs this with app.bulk_recost on, so the
 * audit log gets one summary entry for them and the vouchers touched are checked for balance
 * together, not row by row (migration 0044).
 */
export async function correctDocuments(tx: Executor, moves: RecostedMove[]): Promise<void> {
  if (!moves.length) return;
  await correctItems(tx, moves);
  const vouchers = await correctVouchers(tx, moves);
  const unbalanced = await rows<{ vc_no: string }>(
    tx,
    sql`select vc_no from voucher_lines where vc_no = any(${pgArray(vouchers)}::text[]) group by vc_no having sum(debit) <> sum(credit) limit 1`,
  );
  if (unbalanced.length) throw new Error(`Re-costing left voucher ${unbalanced[0].vc_no} unbalanced`);
  const documents = new Map<string, number>();
  for (const m of moves) documents.set(m.sourceType, (documents.get(m.sourceType) ?? 0) + 1);
  const summary = {
    models: [...new Set(moves.map((m) => m.modelId))],
    movements: moves.length,
    movements_by_kind: Object.fromEntries(documents),
    vouchers: vouchers.length,
    value_change: amount(moves.reduce((a, m) => a + paisa(m.newValue) - paisa(m.oldValue), 0n)),
  };
  await tx.execute(
    sql`insert into audit_log (user_id, action, table_name, row_id, before, after)
        values (nullif(current_setting('app.user_id', true), '')::int, 'recost', 'stock_movements', ${String(summary.models[0])}, null, ${JSON.stringify(summary)}::jsonb)`,
  );
}

/** Moves each document's cost lines by what its movements changed; returns the vouchers touched. */
async function correctVouchers(tx: Executor, moves: RecostedMove[]): Promise<string[]> {
  const deltas = new Map<string, LineDelta>();
  for (const m of moves) {
    for (const d of lineDeltas(m)) {
      const k = `${m.sourceType}:${m.sourceId}:${d.ledgerId}:${d.side}`;
      const cur = deltas.get(k);
      if (cur) cur.delta += d.delta;
      else deltas.set(k, { sourceType: m.sourceType, sourceId: m.sourceId, ...d });
    }
  }
  const wanted = [...deltas.values()].filter((d) => d.delta !== 0n);
  if (!wanted.length) return [];
  // The usual case in one statement: the voucher has one line on that side of that ledger. Each
  // document's cost lines are found once (one probe of the source index for both), and each line
  // is written where it was read (its ctid). A line another transaction changed in between is not
  // written here; correctRest reads it again. What comes back is one row: the changes applied,
  // the vouchers touched, and the lines left at zero.
  const docs = [...new Map(wanted.map((d) => [keyOf(d.sourceType, d.sourceId), d])).values()];
  const column = (f: (d: LineDelta) => string | number, list = wanted) => pgArray(list.map(f));
  const done = await one<{ applied: string | null; vouchers: string[] | null; zero: number[] | null }>(
    tx,
    sql`with x as (
          select x.k - 1 as k, x.st, x.sid, x.ledger, x.side, x.delta
          from unnest(${column((d) => d.sourceType)}::text[], ${column((d) => d.sourceId)}::int[], ${column((d) => d.ledgerId)}::int[],
            ${column((d) => d.side)}::text[], ${column((d) => amount(d.delta))}::numeric[]) with ordinality as x(st, sid, ledger, side, delta, k)),
        l as (
          select v.ctid as tid, v.source_type, v.source_id, v.ledger_id, v.debit, v.credit
          from unnest(${column((d) => d.sourceType, docs)}::text[], ${column((d) => d.sourceId, docs)}::int[]) as d(st, sid)
          join voucher_lines v on v.source_type = d.st and v.source_id = d.sid
          where v.ledger_id in (${sql.raw(COST_LEDGERS.join(', '))})),
        cand as (
          select x.k, x.side, x.delta, l.tid, count(*) over (partition by x.k) as n
          from x join l on l.source_type = x.st and l.source_id = x.sid and l.ledger_id = x.ledger
            and case when x.side = 'D' then l.debit > 0 else l.credit > 0 end),
        u as (
          update voucher_lines v set
            debit = greatest(v.debit - v.credit + case when c.side = 'D' then c.delta else -c.delta end, 0),
            credit = greatest(v.credit - v.debit - case when c.side = 'D' then c.delta else -c.delta end, 0)
          from cand c where v.ctid = c.tid and c.n = 1
          returning c.k, v.id, v.vc_no, (v.debit = 0 and v.credit = 0) as zero)
        select string_agg(k::text, ',') as applied, array_agg(distinct vc_no) as vouchers, array_agg(id) filter (where zero) as zero from u`,
  );
  if (done?.zero?.length) await tx.execute(sql`delete from voucher_lines where id = any(${pgArray(done.zero)}::int[])`);
  const applied = done?.applied ? done.applied.split(',') : [];
  let rest: LineDelta[] = [];
  if (applied.length < wanted.length) {
    const taken = new Set(applied.map(Number));
    rest = wanted.filter((_, k) => !taken.has(k));
  }
  return [...new Set([...(done?.vouchers ?? []), ...(rest.length ? await correctRest(tx, rest) : [])])];
}

/**
 * The rest, line by line: a change goes to a line on its side of its ledger, else to any line of
 * that ledger no other change took, else to a new line. Returns the vouchers touched.
 */
async function correctRest(tx: Executor, wanted: LineDelta[]): Promise<string[]> {
  const sources = [...new Map(wanted.map((d) => [keyOf(d.sourceType, d.sourceId), { t: d.sourceType, id: d.sourceId }])).values()];
  const stored = await rows<StoredLine>(
    tx,
    sql`select v.id, v.source_type, v.source_id, v.ledger_id, v.debit, v.credit
        from voucher_lines v join jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as s(t text, id int)
          on v.source_type = s.t and v.source_id = s.id
        where v.ledger_id in (${sql.raw(COST_LEDGERS.join(', '))})
        order by v.id`,
  );
  const byKey = new Map<string, StoredLine[]>();
  for (const l of stored) {
    const k = `${keyOf(l.source_type, l.source_id)}:${l.ledger_id}`;
    byKey.set(k, [...(byKey.get(k) ?? []), l]);
  }
  const used = new Set<number>();
  const updates: { id: number; debit: string; credit: string }[] = [];
  const inserts: LineDelta[] = [];
  for (const d of wanted) {
    const lines = byKey.get(`${keyOf(d.sourceType, d.sourceId)}:${d.ledgerId}`) ?? [];
    const onSide = (l: StoredLine) => (d.side === 'D' ? paisa(l.debit) > 0n : paisa(l.credit) > 0n);
    const line = lines.find((l) => !used.has(l.id) && onSide(l)) ?? lines.find((l) => !used.has(l.id));
    if (!line) {
      inserts.push(d);
      continue;
    }
    used.add(line.id);
    updates.push({ id: line.id, ...sides(paisa(line.debit) - paisa(line.credit) + (d.side === 'D' ? d.delta : -d.delta)) });
  }
  if (updates.length)
    await tx.execute(
      sql`update voucher_lines v set debit = u.debit, credit = u.credit
          from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id int, debit numeric, credit numeric)
          where v.id = u.id`,
    );
  if (inserts.length) await insertLines(tx, inserts);
  const touched = await rows<{ vc_no: string }>(
    tx,
    sql`delete from voucher_lines v using jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as s(t text, id int)
        where v.source_type = s.t and v.source_id = s.id and v.debit = 0 and v.credit = 0 returning v.vc_no`,
  );
  const vouchers = await rows<{ vc_no: string }>(
    tx,
    sql`select distinct v.vc_no from voucher_lines v join jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as s(t text, id int)
          on v.source_type = s.t and v.source_id = s.id`,
  );
  return [...new Set([...vouchers.map((v) => v.vc_no), ...touched.map((v) => v.vc_no)])];
}

/** Lines a document's voucher did not have (its cost was zero): added under its voucher number. */
async function insertLines(tx: Executor, inserts: LineDelta[]) {
  const sources = [...new Map(inserts.map((d) => [keyOf(d.sourceType, d.sourceId), { t: d.sourceType, id: d.sourceId }])).values()];
  const headers = await rows<Header>(
    tx,
    sql`select distinct on (v.source_type, v.source_id) v.source_type, v.source_id, v.vc_no, v.vc_type, v.vc_date::text as vc_date,
          v.post_status, v.created_by, v.narr
        from voucher_lines v join jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as s(t text, id int)
          on v.source_type = s.t and v.source_id = s.id
        order by v.source_type, v.source_id, v.id`,
  );
  const byKey = new Map(headers.map((h) => [keyOf(h.source_type, h.source_id), h]));
  const amounts = (d: LineDelta) => sides(d.side === 'D' ? d.delta : -d.delta);
  const lines = [];
  for (const s of sources) {
    const mine = inserts.filter((d) => d.sourceType === s.t && d.sourceId === s.id);
    const h = byKey.get(keyOf(s.t, s.id));
    if (!h) {
      // The document posted no voucher at all (everything it moved was worth nothing): one now.
      const date = await rows<{ mv_date: string }>(
        tx,
        sql`select mv_date::text as mv_date from stock_movements where source_type = ${s.t} and source_id = ${s.id} order by id limit 1`,
      );
      await post(tx, {
        vcType: VC.journal,
        vcDate: date[0].mv_date,
        postStatus: 1,
        source: { type: s.t as SourceType, id: s.id }, // read back from stock_movements.source_type
        lines: mine.map((d) => ({ ledgerId: d.ledgerId, ...amounts(d), narr: 'Cost of goods as re-costed' })),
      });
      continue;
    }
    for (const d of mine) lines.push({ ...h, ledger_id: d.ledgerId, ...amounts(d) });
  }
  if (lines.length)
    await tx.execute(
      sql`insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, debit, credit, narr, post_status, source_type, source_id, created_by)
          select l.vc_no, l.vc_type, l.vc_date, l.ledger_id, l.debit, l.credit, l.narr, l.post_status, l.source_type, l.source_id, l.created_by
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as l(vc_no text, vc_type int, vc_date date, ledger_id int, debit numeric, credit numeric, narr text, post_status int,
                 source_type text, source_id int, created_by int)`,
    );
}

/**
 * The cost each document's items show: a bill's purchase rate and cost, a return's, an adjustment's
 * price. A line already showing that cost is not written again.
 */
async function correctItems(tx: Executor, moves: RecostedMove[]) {
  const of = (t: string) => {
    const mine = moves.filter((m) => m.sourceType === t);
    const column = (f: (m: RecostedMove) => string | number | boolean) => pgArray(mine.map(f));
    return sql`unnest(${column((m) => m.sourceId)}::int[], ${column((m) => m.modelId)}::int[], ${column((m) => m.unitCost)}::numeric[],
      ${column((m) => (m.newValue.startsWith('-') ? m.newValue.slice(1) : m.newValue))}::numeric[], ${column((m) => !m.qty.startsWith('-'))}::boolean[]) as x(doc, m_id, rate, total, incoming)`;
  };
  const has = (t: string) => moves.some((m) => m.sourceType === t);
  if (has('sale'))
    await tx.execute(
      sql`update sales_items i set pur_rate = x.rate, pur_total = x.total from ${of('sale')}
          where i.sale_id = x.doc and i.m_id = x.m_id and (i.pur_rate, i.pur_total) is distinct from (x.rate, x.total)`,
    );
  if (has('sales_return'))
    await tx.execute(
      sql`update sales_return_items i set pur_rate = x.rate, pur_total = x.total from ${of('sales_return')}
          where i.return_id = x.doc and i.m_id = x.m_id and (i.pur_rate, i.pur_total) is distinct from (x.rate, x.total)`,
    );
  if (has('purchase_return'))
    await tx.execute(
      sql`update purchase_return_items i set pur_rate = x.rate from ${of('purchase_return')}
          where i.return_id = x.doc and i.m_id = x.m_id and i.pur_rate is distinct from x.rate`,
    );
  if (has('adjustment'))
    await tx.execute(
      sql`update adjustment_items i set price = x.rate, total_cost = x.total from ${of('adjustment')}
          where i.adjustment_id = x.doc and i.m_id = x.m_id and i.adj_type = case when x.incoming then 'addition' else 'subtraction' end
            and (i.price, i.total_cost) is distinct from (x.rate, x.total)`,
    );
}
