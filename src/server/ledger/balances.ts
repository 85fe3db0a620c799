// Balances read from the general ledger. Nothing else holds a balance.
import type { SQL } from 'drizzle-orm';
import { sql, one, type Executor } from '../db/client.js';
import { LEDGER } from './accounts.js';
import { dec, toAmount, type Decimal } from '../../domain/money.js';

export const PARTY_TYPE = { customer: 1, supplier: 2, combine: 3 } as const;

/**
 * Posted debits and credits per ledger dated up to `date` (`through`: on or before it; `before`:
 * before it), as a derived table (ledger_id, debit, credit). Closed months come from the period
 * balances, the rest of the date's own month from the lines, so a report never reads ten years.
 */
export function ledgerTotals(date: string, side: 'through' | 'before' = 'through', ledgerIds?: number[]): SQL {
  const month = sql`date_trunc('month', ${date}::date)::date`;
  const only = ledgerIds?.length ? sql`and ledger_id in (${sql.join(ledgerIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  return sql`(select ledger_id, sum(debit) as debit, sum(credit) as credit from (
      select ledger_id, debit, credit from ledger_month_balances where month < ${month} ${only}
      union all
      select ledger_id, debit, credit from voucher_lines
        where post_status = 1 and vc_date >= ${month} and vc_date ${side === 'through' ? sql`<=` : sql`<`} ${date} ${only}
    ) t group by ledger_id)`;
}

/** The party's due as every posted line makes it, debit minus credit, from the period balances. */
export const partyNetSql = (party: SQL) =>
  sql`(select coalesce(sum(b.debit - b.credit), 0) from party_balances b where b.party_id = ${party} and b.ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}))`;

/**
 * A party's type and due (as partyDue counts it), in one read; undefined when there is no such party.
 * The due is exact, for a document to store.
 */
export async function partyAndDue(ex: Executor, partyId: number): Promise<{ type: number; due: Decimal } | undefined> {
  const r = await one<{ type: number; net: string }>(ex, sql`select p.type, ${partyNetSql(sql`p.id`)} as net from parties p where p.id = ${partyId}`);
  if (!r) return undefined;
  return { type: r.type, due: r.type === PARTY_TYPE.supplier ? dec(r.net).neg() : dec(r.net) };
}

/**
 * A party's due, from its lines on the receivable and payable ledgers (opening amount included,
 * since it is posted as a voucher). For a customer or a combine party it is what they owe us;
 * for a supplier, what we owe them. `asOf` limits it to lines dated on or before that day;
 * `exceptSource` leaves out one document's lines (the one being edited).
 */
export async function partyDue(ex: Executor, partyId: number, opts: { asOf?: string; exceptSource?: { type: string; id: number } } = {}): Promise<number> {
  if (!opts.asOf && !opts.exceptSource) return toAmount((await partyAndDue(ex, partyId))?.due);
  const lines = (where: SQL) =>
    sql`(select coalesce(sum(debit - credit), 0) from voucher_lines v
          where v.party_id = p.id and v.ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}) and v.post_status = 1 and ${where})`;
  const net = opts.asOf
    ? lines(sql`v.vc_date <= ${opts.asOf}`)
    : sql`${partyNetSql(sql`p.id`)} - ${lines(sql`v.source_type = ${opts.exceptSource!.type} and v.source_id = ${opts.exceptSource!.id}`)}`;
  const r = await one<{ net: string; type: number }>(
    ex,
    sql`select p.type, ${net} as net from parties p where p.id = ${partyId}`,
  );
  if (!r) return 0;
  const n = toAmount(r.net);
  return r.type === PARTY_TYPE.supplier ? toAmount(-n) : n;
}

/** A ledger's balance, debit minus credit, of posted lines (on or before `asOf`). */
export async function ledgerBalance(ex: Executor, ledgerId: number, asOf?: string): Promise<number> {
  const r = await one<{ net: string }>(
    ex,
    asOf
      ? sql`select coalesce(sum(debit - credit), 0) as net from ${ledgerTotals(asOf, 'through', [ledgerId])} t`
      : sql`select coalesce(sum(debit - credit), 0) as net from ledger_month_balances where ledger_id = ${ledgerId}`,
  );
  return toAmount(r?.net);
}
