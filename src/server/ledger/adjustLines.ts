// The general ledger's writer of changes to lines already posted: when re-costing changes what a
// later document's movements are worth, its cost lines move by the difference (stock/recostDocuments.ts
// works the differences out). Thousands of documents' lines are written in a few statements: the
// caller's transaction has app.bulk_recost on, so the audit, period-lock and deferred balance
// triggers skip these rows (migration 0044) and the balance of every voucher touched is checked
// here, in one query. The rows are HOT updates (migration 0050): no index holds debit or credit.
import type { SourceType } from './sources.js';
import { sql, one, rows, pgArray, type Executor } from '../db/client.js';
import { dec } from '../../domain/money.js';
import { post } from './ledger.js';
import { VC } from '../../domain/voucherTypes.js';

/** A change to one side of a document's voucher on one ledger: `delta` paisa more on that side (less when negative). */
export interface LineChange {
  sourceType: string;
  sourceId: number;
  ledgerId: number;
  side: 'D' | 'C';
  delta: bigint;
}

export interface AdjustLinesOptions {
  /** Every ledger the changes fall on, a fixed list: the lines are looked for on these only, by a statement whose text stays the same. */
  ledgers: readonly number[];
  /** A document that posted no voucher at all (all it moved was worth nothing) gets one, of this date and narration. */
  newVoucher: { narr: string; date: (sourceType: string, sourceId: number) => Promise<string> };
}

// Amounts are added in whole paisa as BigInt: exact, and ten thousand documents' changes take a few
// milliseconds (as in stock/valuation.ts).
/** An amount of money (as the money columns and the replay give it: 2 decimals at most) in paisa. */
export function paisa(v: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(v);
  if (!m) return BigInt(dec(v).times(100).toFixed(0));
  const n = BigInt(m[2] + (m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -n : n;
}

/** Paisa as an amount with 2 decimals. */
export function amount(p: bigint): string {
  const digits = (p < 0n ? -p : p).toString().padStart(3, '0');
  return `${p < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Paisa as the two sides of a line: what is more than zero on its side. */
const sides = (net: bigint) => ({ debit: amount(net > 0n ? net : 0n), credit: amount(net < 0n ? -net : 0n) });

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

/**
 * Moves documents' posted lines by `changes` (changes to the same side of the same ledger of one
 * document add up), refuses when a voucher touched no longer balances, and returns the vouchers
 * touched. A line left at zero is removed; a change with no line to take it becomes a new line of
 * the document's voucher.
 */
export async function adjustLines(tx: Executor, changes: LineChange[], options: AdjustLinesOptions): Promise<string[]> {
  if (!options.ledgers.every((l) => Number.isInteger(l))) throw new Error('Ledger ids must be whole numbers');
  const deltas = new Map<string, LineChange>();
  for (const c of changes) {
    if (!options.ledgers.includes(c.ledgerId)) throw new Error(`Ledger ${c.ledgerId} is not among the ledgers to adjust`);
    const k = `${c.sourceType}:${c.sourceId}:${c.ledgerId}:${c.side}`;
    const cur = deltas.get(k);
    if (cur) cur.delta += c.delta;
    else deltas.set(k, { ...c });
  }
  const vouchers = await adjust(tx, [...deltas.values()].filter((d) => d.delta !== 0n), options);
  if (!vouchers.length) return vouchers;
  const unbalanced = await rows<{ vc_no: string }>(
    tx,
    sql`select vc_no from voucher_lines where vc_no = any(${pgArray(vouchers)}::text[]) group by vc_no having sum(debit) <> sum(credit) limit 1`,
  );
  if (unbalanced.length) throw new Error(`Re-costing left voucher ${unbalanced[0].vc_no} unbalanced`);
  return vouchers;
}

/** Writes the changes; returns the vouchers touched. */
async function adjust(tx: Executor, wanted: LineChange[], options: AdjustLinesOptions): Promise<string[]> {
  if (!wanted.length) return [];
  const ledgers = sql.raw(options.ledgers.join(', '));
  // The usual case in one statement: the voucher has one line on that side of that ledger. Each
  // document's lines are found once (one probe of the source index for both), and each line
  // is written where it was read (its ctid). A line another transaction changed in between is not
  // written here; adjustRest reads it again. What comes back is one row: the changes applied,
  // the vouchers touched, and the lines left at zero.
  const docs = [...new Map(wanted.map((d) => [keyOf(d.sourceType, d.sourceId), d])).values()];
  const column = (f: (d: LineChange) => string | number, list = wanted) => pgArray(list.map(f));
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
          where v.ledger_id in (${ledgers})),
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
  let rest: LineChange[] = [];
  if (applied.length < wanted.length) {
    const taken = new Set(applied.map(Number));
    rest = wanted.filter((_, k) => !taken.has(k));
  }
  return [...new Set([...(done?.vouchers ?? []), ...(rest.length ? await adjustRest(tx, rest, options) : [])])];
}

/**
 * The rest, line by line: a change goes to a line on its side of its ledger, else to any line of
 * that ledger no other change took, else to a new line. Returns the vouchers touched.
 */
async function adjustRest(tx: Executor, wanted: LineChange[], options: AdjustLinesOptions): Promise<string[]> {
  const sources = [...new Map(wanted.map((d) => [keyOf(d.sourceType, d.sourceId), { t: d.sourceType, id: d.sourceId }])).values()];
  const stored = await rows<StoredLine>(
    tx,
    sql`select v.id, v.source_type, v.source_id, v.ledger_id, v.debit, v.credit
        from voucher_lines v join jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as s(t text, id int)
          on v.source_type = s.t and v.source_id = s.id
        where v.ledger_id in (${sql.raw(options.ledgers.join(', '))})
        order by v.id`,
  );
  const byKey = new Map<string, StoredLine[]>();
  for (const l of stored) {
    const k = `${keyOf(l.source_type, l.source_id)}:${l.ledger_id}`;
    byKey.set(k, [...(byKey.get(k) ?? []), l]);
  }
  const used = new Set<number>();
  const updates: { id: number; debit: string; credit: string }[] = [];
  const inserts: LineChange[] = [];
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
  if (inserts.length) await addLines(tx, inserts, options);
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
async function addLines(tx: Executor, inserts: LineChange[], options: AdjustLinesOptions) {
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
  const amounts = (d: LineChange) => sides(d.side === 'D' ? d.delta : -d.delta);
  const lines = [];
  for (const s of sources) {
    const mine = inserts.filter((d) => d.sourceType === s.t && d.sourceId === s.id);
    const h = byKey.get(keyOf(s.t, s.id));
    if (!h) {
      // The document posted no voucher at all: one now.
      await post(tx, {
        vcType: VC.journal,
        vcDate: await options.newVoucher.date(s.t, s.id),
        postStatus: 1,
        source: { type: s.t as SourceType, id: s.id }, // as the caller read it from its own rows
        lines: mine.map((d) => ({ ledgerId: d.ledgerId, ...amounts(d), narr: options.newVoucher.narr })),
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
