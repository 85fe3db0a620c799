// Document and voucher numbers. Drawn inside the saving transaction from a counter row that stays
// locked until that transaction ends, so two servers at once never hand out the same number.
import { sql, one, type Executor } from '../db/client.js';
import { yearOf } from '../../domain/dates.js';

/** Voucher types of the trading books, with their prefixes. */
export const VOUCHER_TYPES = {
  1: { prefix: 'JV', name: 'Journal', withCode: false },
  2: { prefix: 'CP', name: 'Cash Payment', withCode: true },
  3: { prefix: 'BP', name: 'Bank Payment', withCode: true },
  4: { prefix: 'CR', name: 'Cash Received', withCode: true },
  5: { prefix: 'BR', name: 'Bank Received', withCode: true },
} as const;
export type VoucherType = keyof typeof VOUCHER_TYPES;

/** Numbers run above these bases: vouchers above 1000000, documents above 100000. */
export const VOUCHER_BASE = 1_000_000;
export const DOCUMENT_BASE = 100_000;

/** Draws the next number of a series (the first is base + 1). Locks the counter row until commit. */
export async function nextInSeries(tx: Executor, key: string, base: number): Promise<number> {
  const row = await one<{ last: number }>(
    tx,
    sql`insert into counters (key, last) values (${key}, ${base + 1})
        on conflict (key) do update set last = counters.last + 1
        returning last`,
  );
  return Number(row!.last);
}

/** The number the series would give next, for a form's preview; not reserved. */
export async function peekSeries(ex: Executor, key: string, base: number): Promise<number> {
  const row = await one<{ last: number }>(ex, sql`select last from counters where key = ${key}`);
  return row ? Number(row.last) + 1 : base + 1;
}

export async function companyCode(ex: Executor): Promise<string> {
  const row = await one<{ code: string }>(ex, sql`select code from company where id = 1`);
  return row?.code ?? 'CO';
}

function voucherParts(type: VoucherType, date: string, code: string) {
  const t = VOUCHER_TYPES[type];
  const head = t.withCode ? `${t.prefix}-${code}-${yearOf(date)}` : `${t.prefix}-${yearOf(date)}`;
  return { key: `vc:${head}`, head };
}

/** JV-2026-1000001, CR-{code}-2026-1000001, ... */
export async function nextVoucherNo(tx: Executor, type: VoucherType, date: string): Promise<string> {
  const { key, head } = voucherParts(type, date, await companyCode(tx));
  return `${head}-${await nextInSeries(tx, key, VOUCHER_BASE)}`;
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
  const { key, head } = await documentHead(tx, series, date);
  return `${head}-${await nextInSeries(tx, key, series.base ?? DOCUMENT_BASE)}`;
}

export async function peekDocumentNo(ex: Executor, series: DocumentSeries, date: string): Promise<string> {
  const { key, head } = await documentHead(ex, series, date);
  return `${head}-${await peekSeries(ex, key, series.base ?? DOCUMENT_BASE)}`;
}
