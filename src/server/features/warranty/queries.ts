// What the warranty desk reads: the claims and their history, the RMA challans and the reports. A
// serial's warranty is read by documents/warranty.ts (warrantyOf), which the finder shares.
import { sql, one, rows, intArray, type Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { displayDate, todayInDhaka } from '../../../domain/dates.js';
import { warrantyWords } from '../../documents/warranty.js';
import type { ClaimDetail, ClaimRow, RmaDetail, WarrantyReportQuery, WarrantyReports } from '../../../contracts/warranty.js';

const OPEN = sql`(c.state <> 'delivered' and not (c.swap_serial_id is not null and c.state in ('replaced', 'credited')))`;

const CLAIM_COLUMNS = sql`c.id, c.claim_no, c.claim_date::text as claim_date, c.state, c.serial_id, s.sl_no, m.name as model, coalesce(b.name, '') as brand,
  p.name as customer, c.contact_mobile, sp.name as supplier, r.rma_no, c.in_warranty, (c.swap_serial_id is not null) as swapped,
  ${OPEN} as open, (${todayInDhaka()}::date - c.claim_date)::int as age_days`;

const CLAIM_FROM = sql`warranty_claims c join serials s on s.id = c.serial_id join product_models m on m.id = c.m_id
  left join product_brands b on b.id = m.b_id left join parties p on p.id = c.cus_id left join parties sp on sp.id = c.supplier_id
  left join rma_challans r on r.id = c.rma_id`;

export async function listClaims(ex: Executor, q: { state?: string; q?: string }): Promise<ClaimRow[]> {
  const state = q.state === 'open' ? OPEN : q.state ? sql`c.state = ${q.state}` : sql`true`;
  const like = q.q ? `%${q.q}%` : null;
  const text = like
    ? sql`(c.claim_no ilike ${like} or s.sl_no ilike ${like} or p.name ilike ${like} or c.contact_mobile ilike ${like} or m.name ilike ${like})`
    : sql`true`;
  return rows<ClaimRow>(ex, sql`select ${CLAIM_COLUMNS} from ${CLAIM_FROM} where ${state} and ${text} order by c.claim_date desc, c.id desc limit 500`);
}

export async function claimDetail(ex: Executor, id: number): Promise<ClaimDetail> {
  const c = await one<Omit<ClaimDetail, 'events' | 'warranty_words'>>(
    ex,
    sql`select ${CLAIM_COLUMNS}, c.m_id, c.sale_id, sa.inv_no, sa.inv_date::text as inv_date, c.cus_id, c.contact_name, c.problem, c.accessories,
          c.expected_date::text as expected_date, coalesce(si.warranty, '') as warranty, c.warranty_until::text as warranty_until,
          c.supplier_id, c.rma_id, ns.sl_no as new_sl_no, ws.sl_no as swap_sl_no, c.swap_date::text as swap_date,
          c.receivable::float8 as receivable, c.credit_amount::float8 as credit_amount,
          -- a billed charge is what its bill's service lines say now (the bill may have been edited since)
          (case when c.bill_id is null then c.charge
                else coalesce((select sum(i.total) from sales_items i join product_models m on m.id = i.m_id where i.sale_id = c.bill_id and m.service), 0) end)::float8 as charge,
          c.bill_id, sb.inv_no as bill_no, coalesce(u.name, '') as created_by, coalesce((select phone from company where id = 1), '') as call_phone
        from ${CLAIM_FROM}
        left join sales sa on sa.id = c.sale_id
        left join lateral (select warranty from sales_items where sale_id = c.sale_id and m_id = c.m_id limit 1) si on true
        left join serials ns on ns.id = c.new_serial_id
        left join serials ws on ws.id = c.swap_serial_id
        left join sales sb on sb.id = c.bill_id
        left join users u on u.id = c.created_by
        where c.id = ${id}`,
  );
  if (!c) throw notFound('Claim not found');
  const events = await claimEvents(ex, [id]);
  const words = c.sale_id === null ? 'not sold by us' : warrantyWords({ sold: true, months: c.warranty_until ? 1 : 0, until: c.warranty_until }, c.claim_date);
  return { ...c, warranty_words: `${words} (on ${displayDate(c.claim_date)})`, events };
}

export function claimEvents(ex: Executor, claimIds: number[]) {
  return rows<ClaimDetail['events'][number]>(
    ex,
    sql`select e.id, e.state, e.event_date::text as event_date, e.note, e.vc_no, coalesce(u.name, '') as by,
          to_char(e.created_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD HH24:MI') as at
        from warranty_claim_events e left join users u on u.id = e.created_by
        where e.claim_id = any(${intArray(claimIds)}) order by e.id`,
  );
}

const RMA_COLUMNS = sql`r.id, r.rma_no, r.rma_date::text as rma_date, r.supplier_id, p.name as supplier,
  (select count(*)::int from warranty_claims c where c.rma_id = r.id) as units,
  (select count(*)::int from warranty_claims c where c.rma_id = r.id and c.state = 'sent') as open_units`;

export function listRma(ex: Executor) {
  return rows<Omit<RmaDetail, 'lines' | 'note' | 'supplier_mobile' | 'supplier_address' | 'created_by'>>(
    ex,
    sql`select ${RMA_COLUMNS} from rma_challans r join parties p on p.id = r.supplier_id order by r.rma_date desc, r.id desc limit 500`,
  );
}

export async function rmaDetail(ex: Executor, id: number): Promise<RmaDetail> {
  const r = await one<Omit<RmaDetail, 'lines'>>(
    ex,
    sql`select ${RMA_COLUMNS}, r.note, p.mobile as supplier_mobile, p.address as supplier_address, coalesce(u.name, '') as created_by
        from rma_challans r join parties p on p.id = r.supplier_id left join users u on u.id = r.created_by where r.id = ${id}`,
  );
  if (!r) throw notFound('RMA challan not found');
  const lines = await rows<RmaDetail['lines'][number]>(
    ex,
    sql`select c.id as claim_id, c.claim_no, s.sl_no, m.name as model, coalesce(b.name, '') as brand, c.problem, c.accessories, c.in_warranty,
          sa.inv_no, sa.inv_date::text as inv_date, c.state
        from warranty_claims c join serials s on s.id = c.serial_id join product_models m on m.id = c.m_id
        left join product_brands b on b.id = m.b_id left join sales sa on sa.id = c.sale_id
        where c.rma_id = ${id} order by c.id`,
  );
  return { ...r, lines };
}

export async function warrantyReports(ex: Executor, q: WarrantyReportQuery = {}): Promise<WarrantyReports> {
  const on = q.date ?? todayInDhaka();
  // The claims counted: dated in the range, with the supplier, in the state (each when asked).
  const chosen = sql`${q.startDate ? sql`c.claim_date >= ${q.startDate}` : sql`true`} and ${q.endDate ? sql`c.claim_date <= ${q.endDate}` : sql`true`}
    and ${q.supplier_id ? sql`c.supplier_id = ${q.supplier_id}` : sql`true`} and ${q.state ? sql`c.state = ${q.state}` : sql`true`}`;
  // The units sold the failure rate counts: billed in the same dates.
  const soldIn = sql`${q.startDate ? sql`sa.inv_date >= ${q.startDate}` : sql`true`} and ${q.endDate ? sql`sa.inv_date <= ${q.endDate}` : sql`true`}`;
  const returnedIn = sql`${q.startDate ? sql`r.return_date >= ${q.startDate}` : sql`true`} and ${q.endDate ? sql`r.return_date <= ${q.endDate}` : sql`true`}`;
  const open = await rows<WarrantyReports['open'][number]>(
    ex,
    sql`select c.state,
          count(*) filter (where ${on}::date - c.claim_date <= 7)::int as d0_7,
          count(*) filter (where ${on}::date - c.claim_date between 8 and 15)::int as d8_15,
          count(*) filter (where ${on}::date - c.claim_date between 16 and 30)::int as d16_30,
          count(*) filter (where ${on}::date - c.claim_date > 30)::int as over30,
          count(*)::int as total
        from warranty_claims c where ${OPEN} and c.claim_date <= ${on} and ${chosen}
        group by c.state order by array_position(array['received','sent','repaired','replaced','rejected','credited'], c.state)`,
  );
  // Turnaround: from the day a unit was sent to the day it came back (its first outcome event).
  const suppliers = await rows<WarrantyReports['suppliers'][number]>(
    ex,
    sql`select p.id as supplier_id, p.name as supplier, count(*)::int as sent, count(t.back)::int as back, (count(*) - count(t.back))::int as out,
          round(avg(t.back - t.sent), 1)::float8 as avg_days, max(t.back - t.sent)::int as max_days
        from warranty_claims c join parties p on p.id = c.supplier_id
        cross join lateral (
          select (select min(event_date) from warranty_claim_events e where e.claim_id = c.id and e.state = 'sent') as sent,
                 (select min(event_date) from warranty_claim_events e where e.claim_id = c.id and e.state in ('repaired', 'replaced', 'rejected', 'credited')) as back) t
        where t.sent is not null and ${chosen}
        group by p.id, p.name order by p.name`,
  );
  const failure = await rows<WarrantyReports['failure'][number]>(
    ex,
    sql`with sold as (
          select si.m_id, sum(si.qty) - coalesce((select sum(ri.r_qty) from sales_return_items ri join sales_returns r on r.id = ri.return_id
                                                   where ri.m_id = si.m_id and ${returnedIn}), 0) as qty
          from sales_items si join sales sa on sa.id = si.sale_id where ${soldIn} group by si.m_id),
        claimed as (select c.m_id, count(*) as n from warranty_claims c where ${chosen} group by c.m_id)
        select m.id as model_id, m.name as model, coalesce(b.name, '') as brand, coalesce(sold.qty, 0)::float8 as sold, claimed.n::int as claims,
          case when coalesce(sold.qty, 0) > 0 then round(claimed.n * 100.0 / sold.qty, 2)::float8 else 0 end as rate
        from claimed join product_models m on m.id = claimed.m_id left join product_brands b on b.id = m.b_id left join sold on sold.m_id = m.id
        order by rate desc, m.name`,
  );
  const awaiting = await rows<WarrantyReports['awaiting'][number]>(
    ex,
    sql`select c.id, c.claim_no, c.state, s.sl_no, m.name as model, p.name as customer, c.contact_mobile,
          e.since::text as since, (${on}::date - e.since)::int as days
        from warranty_claims c join serials s on s.id = c.serial_id join product_models m on m.id = c.m_id left join parties p on p.id = c.cus_id
        cross join lateral (select max(event_date) as since from warranty_claim_events where claim_id = c.id and state = c.state) e
        where c.state in ('repaired', 'replaced', 'rejected') and c.swap_serial_id is null and ${chosen}
        order by e.since, c.id`,
  );
  return { open, suppliers, failure, awaiting };
}
