// Document and voucher numbers, drawn from a counter row per series, so two servers at once never
// hand out the same number, and a save that fails gives its number back (no gaps).
import { sql, one, currentTransactionScope, type Executor } from '../db/client.js';
import { yearOf } from '../../domain/dates.js';
import { refuseFutureDate } from '../documentDate.js';
import { VC, VC_TYPE_NAMES, type VoucherType } from '../../domain/voucherTypes.js';

/** Voucher types of the trading books, with their prefixes. */
export const VOUCHER_TYPES = {
  [VC.journal]: { prefix: 'JV', name: VC_TYPE_NAMES[VC.journal], withCode: false },
  [VC.cashPayment]: { prefix: 'CP', name: VC_TYPE_NAMES[VC.cashPayment], withCode: true },
  [VC.bankPayment]: { prefix: 'BP', name: VC_TYPE_NAMES[VC.bankPayment], withCode: true },
  [VC.cashReceived]: { prefix: 'CR', name: VC_TYPE_NAMES[VC.cashReceived], withCode: true },
  [VC.bankReceived]: { prefix: 'BR', name: VC_TYPE_NAMES[VC.bankReceived], withCode: true },
} as const satisfies Record<VoucherType, { prefix: string; name: string; withCode: boolean }>;

/** Numbers run above these bases: vouchers above 1000000, documents above 100000. */
export const VOUCHER_BASE = 1_000_000;
export const DOCUMENT_BASE = 100_000;

/**
 * Draws the next number of a series (the first is base + 1).
 *
 * On a PostgreSQL server the draw commits at once on a connection of its own, so that saves running
 * together do not queue on the counter row until each commits; if the saving transaction rolls
 * back, the number is handed back (returned_numbers) and the next draw of the series takes it. On
 * the embedded database, where transactions run one at a time anyway, the counter row is drawn
 * inside the transaction and stays locked until it ends.
 */
export async function nextInSeries(tx: Executor, key: string, base: number): Promise<number> {
  const scope = currentTransactionScope();
  if (scope?.numbers) {
    const pool = scope.numbers;
    // One statement: a handed-back number of the series if there is one, else the counter's next.
    const drawn = await pool.query<{ n: number }>(
      `with reused as (
         delete from returned_numbers where (key, n) = (select key, n from returned_numbers where key = $1 order by n limit 1 for update skip locked)
         returning n),
       counted as (
         insert into counters (key, last, first) select $1, $2, $2 where not exists (select 1 from reused)
         on conflict (key) do update set last = counters.last + 1 returning last)
       select coalesce((select n from reused), (select last from counted)) as n`,
      [key, base + 1],
    );
    const n = Number(drawn.rows[0].n);
    scope.onRollback.push(() => pool.query(`insert into returned_numbers (key, n) values ($1, $2) on conflict do nothing`, [key, n]));
    return n;
  }
  const row = await one<{ last: number }>(
    tx,
    sql`insert into counters (key, last, first) values (${key}, ${base + 1}, ${base + 1})
        on conflict (key) do update set last = counters.last + 1
        returning last`,
  );
  return Number(row!.last);
}

/**
 * Draws `count` numbers of a series at once (an import's thousands of vouchers): the counter moves
 * once, by `count`, and the first of them is returned; numbers handed back earlier are left for the
 * single draws. Like nextInSeries, on a PostgreSQL server the draw commits at once and the whole
 * block is handed back if the saving transaction rolls back.
 */
export async function nextBlockInSeries(tx: Executor, key: string, base: number, count: number): Promise<number> {
  if (count < 1) return base + 1;
  const scope = currentTransactionScope();
  const text = `insert into counters (key, last, first) values ($1, $2::int + $3::int - 1, $2::int)
     on conflict (key) do update set last = counters.last + $3::int returning last`;
  let last: number;
  if (scope?.numbers) {
    const pool = scope.numbers;
    last = Number((await pool.query<{ last: number }>(text, [key, base + 1, count])).rows[0].last);
    scope.onRollback.push(() =>
      pool.query(`insert into returned_numbers (key, n) select $1, generate_series($2::int, $3::int) on conflict do nothing`, [key, last - count + 1, last]),
    );
  } else {
    const row = await one<{ last: number }>(
      tx,
      sql`insert into counters (key, last, first) values (${key}, ${base + count}, ${base + 1})
          on conflict (key) do update set last = counters.last + ${count} returning last`,
    );
    last = Number(row!.last);
  }
  return last - count + 1;
}

/**
 * The number series as a clerk sees them: each series with its next number and how many numbers it
 * has in use. A refused save may draw a number and hand it back; that changes neither. (Tests use
 * it to prove that a refused call wrote nothing.)
 */
export const SERIES_IN_USE = `select key, coalesce((select min(n) from returned_numbers r where r.key = c.key), c.last + 1) as next,
    c.last - coalesce(c.first, 0) + 1 - (select count(*) from returned_numbers r where r.key = c.key) as used
  from counters c`;

/** The number the series would give next, for a form's preview; not reserved. */
export async function peekSeries(ex: Executor, key: string, base: number): Promise<number> {
  const row = await one<{ next: number | null }>(
    ex,
    sql`select coalesce((select min(n) from returned_numbers where key = ${key}), (select last + 1 from counters where key = ${key})) as next`,
  );
  return row?.next ? Number(row.next) : base + 1;
}

export async function companyCode(ex: Executor): Promise<string> {
  // Read once per transaction: a bill draws three numbers.
  const scope = currentTransactionScope();
  if (scope?.companyCode) return scope.companyCode;
  const row = await one<{ code: string }>(ex, sql`select code from company where id = 1`);
  const code = row?.code ?? 'CO';
  if (scope) scope.companyCode = code;
  return code;
}

function voucherParts(type: VoucherType, date: string, code: string) {
  const t = VOUCHER_TYPES[type];
  const head = t.withCode ? `${t.prefix}-${code}-${yearOf(date)}` : `${t.prefix}-${yearOf(date)}`;
  return { key: `vc:${head}`, head };
}

/** JV-2026-1000001, CR-{code}-2026-1000001, ... */
export async function nextVoucherNo(tx: Executor, type: VoucherType, date: string): Promise<string> {
  refuseFutureDate(date, 'vc_date');
  const { key, head } = voucherParts(type, date, await companyCode(tx));
  return `${head}-${await nextInSeries(tx, key, VOUCHER_BASE)}`;
}

/** `count` voucher numbers of one type and year, in order (nextBlockInSeries). */
export async function nextVoucherNos(tx: Executor, type: VoucherType, date: string, count: number): Promise<string[]> {
  refuseFutureDate(date, 'vc_date');
  const { key, head } = voucherParts(type, date, await companyCode(tx));
  const first = await nextBlockInSeries(tx, key, VOUCHER_BASE, count);
  return Array.from({ length: count }, (_, i) => `${head}-${first + i}`);
}

export async function peekVoucherNo(ex: Executor, type: VoucherType, date: string): Promise<string> {
  const { key, head } = voucherParts(type, date, await companyCode(ex));
  return `${head}-${await peekSeries(ex, key, VOUCHER_BASE)}`;
}

/** A document series: INV-{code}-{year}-{n}, SR-{code}-..., RPU-{year}-..., QUO-INV-{year}-... */
export interface DocumentSeries {
  prefix: string;
  withCode: boolean;
  base?: number;
}

async function documentHead(ex: Executor, series: DocumentSeries, date: string) {
  const head = series.withCode ? `${series.prefix}-${await companyCode(ex)}-${yearOf(date)}` : `${series.prefix}-${yearOf(date)}`;
  return { key: `doc:${head}`, head };
}

export async function nextDocumentNo(tx: Executor, series: DocumentSeries, date: string): Promise<string> {
  refuseFutureDate(date);
  const { key, head } = await documentHead(tx, series, date);
  return `${head}-${await nextInSeries(tx, key, series.base ?? DOCUMENT_BASE)}`;
}

/** One number to draw: of a document series or a voucher type, for a date. */
export type NumberDraw = { date: string } & ({ document: DocumentSeries } | { voucher: VoucherType });

/**
 * One number of each series given, in that order (a bill's invoice, journal and receipt numbers): as
 * nextDocumentNo and nextVoucherNo give them, but on a PostgreSQL server drawn by one statement that
 * commits once, rather than one round trip and one commit each. Each number is handed back as
 * nextInSeries hands it back.
 */
export async function nextNumbers(tx: Executor, draws: NumberDraw[]): Promise<string[]> {
  const parts = [];
  for (const d of draws) {
    refuseFutureDate(d.date, 'voucher' in d ? 'vc_date' : 'date');
    if ('voucher' in d) parts.push({ ...voucherParts(d.voucher, d.date, await companyCode(tx)), base: VOUCHER_BASE });
    else parts.push({ ...(await documentHead(tx, d.document, d.date)), base: d.document.base ?? DOCUMENT_BASE });
  }
  const scope = currentTransactionScope();
  const keys = parts.map((p) => p.key);
  if (!scope?.numbers || new Set(keys).size < keys.length) {
    const out: string[] = [];
    for (const p of parts) out.push(`${p.head}-${await nextInSeries(tx, p.key, p.base)}`);
    return out;
  }
  const pool = scope.numbers;
  // As nextInSeries's statement, for each series: its lowest handed-back number, else the counter's
  // next (counter rows written in key order, as two draws at once must not lock them in opposite orders).
  const drawn = await pool.query<{ n: number }>(
    `with k as (select * from unnest($1::text[], $2::int[]) with ordinality as k(key, first, i)),
     reused as (
       delete from returned_numbers r using (
         select x.key, x.n from k cross join lateral (select key, n from returned_numbers where key = k.key order by n limit 1 for update skip locked) x
       ) p where r.key = p.key and r.n = p.n
       returning r.key, r.n),
     counted as (
       insert into counters (key, last, first) select k.key, k.first, k.first from k where not exists (select 1 from reused where reused.key = k.key) order by k.key
       on conflict (key) do update set last = counters.last + 1 returning key, last)
     select coalesce(reused.n, counted.last) as n from k left join reused on reused.key = k.key left join counted on counted.key = k.key order by k.i`,
    [keys, parts.map((p) => p.base + 1)],
  );
  const ns = drawn.rows.map((r) => Number(r.n));
  scope.onRollback.push(() =>
    pool.query(`insert into returned_numbers (key, n) select * from unnest($1::text[], $2::int[]) on conflict do nothing`, [keys, ns]),
  );
  return parts.map((p, i) => `${p.head}-${ns[i]}`);
}

export async function peekDocumentNo(ex: Executor, series: DocumentSeries, date: string): Promise<string> {
  const { key, head } = await documentHead(ex, series, date);
  return `${head}-${await peekSeries(ex, key, series.base ?? DOCUMENT_BASE)}`;
}
