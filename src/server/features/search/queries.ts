// Search everywhere (issue 24, item 6). One lookup per kind of record, each through its own index
// (trigram indexes find part of a number or a name: migrations 0032, 0037, 0053 and 0056; a
// voucher's number is matched whole through its b-tree), each stopping at a few rows, run at once.
// Part of a document number needs 3 characters or more (fewer would match most of ten years);
// an exact number always finds its document.
import { sql, rows, intArray, type Executor, type SQL } from '../../db/client.js';
import { likeEscape } from '../../db/listing.js';
import type { SearchHit, SearchKind } from '../../../contracts/search.js';
import { warrantyOf } from '../../documents/warranty.js';
import { CHEQUE_NO_KEY, CHEQUE_PARTY, CHEQUE_PARTY_NAME, chequeNoKey } from '../../ledger/cheques.js';
import { stateLabel } from '../../../contracts/cheques.js';
import { money } from '../../../domain/money.js';

/**
 * Cheques by their number (issue 41, item 8), written with or without its spaces and hyphens: those
 * whose number is the text or starts with it first (through the index of migration 0097), then, when
 * they are fewer than asked, those that have it anywhere in their number.
 */
async function cheques(ex: Executor, q: string, per: number): Promise<Row[]> {
  const key = chequeNoKey(q);
  if (key.length < 2) return [];
  type Found = { id: number; chq_no: string; direction: 'received' | 'issued'; state: string; party: string | null; amount: string; date: string };
  const find = (match: SQL, limit: number) =>
    rows<Found>(
      ex,
      sql`select c.id, c.chq_no, c.direction, c.state, ${CHEQUE_PARTY_NAME} as party, c.amount::text as amount,
            to_char(coalesce(c.chq_date, c.received_date), 'YYYY-MM-DD') as date
          from cheques c ${CHEQUE_PARTY}
          where ${match}
          order by (${CHEQUE_NO_KEY(sql`c.chq_no`)} = ${key}) desc, coalesce(c.chq_date, c.received_date) desc, c.id desc limit ${limit}`,
    );
  const found = await find(sql`${CHEQUE_NO_KEY(sql`c.chq_no`)} like ${`${likeEscape(key)}%`}`, per);
  if (found.length < per) {
    const ids = found.map((c) => c.id);
    const more = await find(
      sql`${CHEQUE_NO_KEY(sql`c.chq_no`)} like ${`%${likeEscape(key)}%`} and not (c.id = any(${intArray(ids)}))`,
      per - found.length,
    );
    found.push(...more);
  }
  return found.map((c) => ({
    id: c.id,
    title: c.chq_no,
    detail: `${c.direction === 'received' ? 'From' : 'To'} ${c.party ?? ''} · ${money(c.amount)} · ${stateLabel(c.direction, c.state)}`,
    date: c.date,
  }));
}

type Row = { id: number; title: string; detail: string | null; date: string | null };

const hits = (kind: SearchKind, list: Row[]): SearchHit[] => list.map((r) => ({ kind, id: r.id, title: r.title, detail: r.detail ?? '', date: r.date ?? '' }));

/**
 * A document table searched by its number: the exact number first (its unique index), then numbers
 * containing the text (its trigram index), newest first among the few found.
 */
function documents(ex: Executor, o: { table: string; no: string; date: string; party: string; partyJoin?: boolean }, q: string, per: number) {
  const exact = q.toUpperCase();
  const pattern = `%${likeEscape(q)}%`;
  const t = sql.raw(`"${o.table}"`);
  const no = sql.raw(`d."${o.no}"`);
  const date = sql.raw(`d."${o.date}"`);
  const party = sql.raw(`d."${o.party}"`);
  const partial = q.length >= 3 ? sql`union select * from (select d.id from ${t} d where ${no} ilike ${pattern} limit ${per * 4}) p` : sql``;
  return rows<Row>(
    ex,
    sql`with found as (select d.id from ${t} d where ${no} = ${exact} ${partial})
        select d.id, ${no} as title, to_char(${date}, 'YYYY-MM-DD') as date, coalesce(p.name, '') as detail
        from found f join ${t} d on d.id = f.id left join parties p on p.id = ${party}
        order by (${no} = ${exact}) desc, ${date} desc, d.id desc limit ${per}`,
  );
}

export async function searchEverywhere(ex: Executor, q: string, per: number, opts: { vouchers: boolean }): Promise<SearchHit[]> {
  const pattern = `%${likeEscape(q)}%`;
  const long = q.length >= 3;
  const [bills, purchases, salesReturns, purchaseReturns, quotations, receipts, vouchers, parties, models, serials, chequeHits] = await Promise.all([
    documents(ex, { table: 'sales', no: 'inv_no', date: 'inv_date', party: 'cus_id' }, q, per),
    documents(ex, { table: 'purchases', no: 'pu_no', date: 'pu_date', party: 'supp_id' }, q, per),
    documents(ex, { table: 'sales_returns', no: 'return_no', date: 'return_date', party: 'cuss_id' }, q, per),
    documents(ex, { table: 'purchase_returns', no: 'return_no', date: 'return_date', party: 'supp_id' }, q, per),
    documents(ex, { table: 'quotations', no: 'quotation_no', date: 'quotation_date', party: 'customer_id' }, q, per),
    documents(ex, { table: 'coll_pay', no: 'inv_no', date: 'date', party: 'supp_id' }, q, per),
    opts.vouchers
      ? rows<Row>(
          ex,
          sql`select 0 as id, vc_no as title, to_char(min(vc_date), 'YYYY-MM-DD') as date, count(*)::int || ' lines' as detail
              from voucher_lines where vc_no = ${q.toUpperCase()} group by vc_no`,
        )
      : Promise.resolve([] as Row[]),
    rows<Row & { type: number }>(
      ex,
      sql`select p.id, p.type, p.name as title, concat_ws(' · ', nullif(p.mobile, ''), nullif(p.zone, '')) as detail, '' as date
          from parties p where p.name ilike ${pattern} or p.mobile ilike ${pattern}
          order by (lower(p.name) = lower(${q})) desc, (p.mobile = ${q}) desc, lower(p.name), p.id limit ${per * 2}`,
    ),
    rows<Row>(
      ex,
      // A service (migration 0125) holds no stock: its hit says so.
      sql`select m.id, m.name as title, case when m.service then concat_ws(' · ', nullif(m.pro_code, ''), 'service') else m.pro_code end as detail, '' as date
          from product_models m where m.name ilike ${pattern} or m.pro_code ilike ${pattern}
          order by (lower(m.pro_code) = lower(${q}) or lower(m.name) = lower(${q})) desc, lower(m.name), m.id limit ${per}`,
    ),
    long
      ? rows<Row>(
          ex,
          sql`select s.id, s.sl_no as title,
                m.name || ' · ' || case s.status when 1 then 'in stock' when 2 then 'sold' when 3 then 'returned to supplier' else '' end as detail, '' as date
              from (select id, sl_no, model_id, status from serials where sl_no ilike ${pattern} limit ${per * 4}) s
              join product_models m on m.id = s.model_id
              order by (lower(s.sl_no) = lower(${q})) desc, s.sl_no, s.id limit ${per}`,
        )
      : Promise.resolve([] as Row[]),
    cheques(ex, q, per),
  ]);
  // A sold serial says its warranty too (issue 44): "LED 32 · sold · in warranty until 4-Mar-2027".
  for (const s of serials) {
    if (!s.detail?.endsWith('· sold')) continue;
    const w = await warrantyOf(ex, s.id);
    if (w) s.detail += ` · ${w.words}`;
  }
  return [
    ...hits('bill', bills),
    ...hits('purchase', purchases),
    ...hits('sales_return', salesReturns),
    ...hits('purchase_return', purchaseReturns),
    ...hits('quotation', quotations),
    ...hits('receipt', receipts),
    ...hits('voucher', vouchers),
    ...hits('customer', parties.filter((p) => p.type !== 2).slice(0, per)),
    ...hits('supplier', parties.filter((p) => p.type === 2).slice(0, per)),
    ...hits('model', models),
    ...hits('serial', serials),
    ...hits('cheque', chequeHits),
  ];
}
