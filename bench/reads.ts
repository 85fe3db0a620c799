// The reads the benchmark times: each screen's call through the API, and the same answer from the
// best SQL written by hand against the same tables, with one figure of each compared so that a fast
// wrong answer cannot pass.
import { sql, one, rows, intArray, type Executor } from '../src/server/db/client.js';
import { LEDGER } from '../src/server/ledger/accounts.js';

export interface Read {
  name: string;
  url: string;
  /** The hand-written SQL; returns the figure to compare. */
  hand(db: Executor): Promise<number>;
  /** The same figure from the API's answer. */
  figure(reply: any): number; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Parameters picked from the data: the busiest model, customer and month. */
export interface Picks {
  today: string;
  monthStart: string;
  monthEnd: string;
  yearStart: string;
  yearEnd: string;
  modelId: number;
  customerId: number;
  customerName: string;
  modelSearch: string;
}

export async function pick(db: Executor): Promise<Picks> {
  const today = (await one<{ d: string }>(db, sql`select max(inv_date)::text as d from sales`))!.d;
  const [y, m] = today.split('-').map(Number);
  const month = `${y}-${String(m).padStart(2, '0')}`;
  const monthEnd = (await one<{ d: string }>(db, sql`select (date_trunc('month', ${today}::date) + interval '1 month - 1 day')::date::text as d`))!.d;
  const model = (await one<{ model_id: number; name: string }>(
    db,
    sql`select t.model_id, m.name from model_stock_totals t join product_models m on m.id = t.model_id
        where t.source_type = 'sale' order by t.qty asc, t.model_id limit 1`,
  ))!;
  const customer = (await one<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from party_balances b join parties p on p.id = b.party_id where b.ledger_id = ${LEDGER.receivable}
        order by b.debit desc, p.id limit 1`,
  ))!;
  return {
    today,
    monthStart: `${month}-01`,
    monthEnd,
    yearStart: `${y - 1}-01-01`,
    yearEnd: `${y - 1}-12-31`,
    modelId: model.model_id,
    customerId: customer.id,
    customerName: customer.name,
    modelSearch: model.name.slice(0, -1),
  };
}

const num = (v: unknown) => Number(v ?? 0);
const cents = (x: number) => Math.round(x * 100) / 100;
const first = async (db: Executor, q: ReturnType<typeof sql>) => num(Object.values((await one<Record<string, unknown>>(db, q)) ?? {})[0]);

/** Posted totals per ledger through a date: closed months from the period balances, the rest from lines. */
const totalsThrough = (date: string) => sql`(select ledger_id, sum(debit) debit, sum(credit) credit from (
    select ledger_id, debit, credit from ledger_month_balances where month < date_trunc('month', ${date}::date)
    union all select ledger_id, debit, credit from voucher_lines where post_status = 1 and vc_date >= date_trunc('month', ${date}::date) and vc_date <= ${date}::date
  ) t group by ledger_id)`;

function stockPage(search?: string) {
  const pattern = search ? `%${search}%` : '%';
  return async (db: Executor) => {
    await rows(
      db,
      sql`select m.id, m.name, c.name, g.name, b.name, m.pro_code, m.srl_avl, ms.avg_rate,
            (select json_object_agg(t.source_type, json_build_array(t.qty, t.value)) from model_stock_totals t where t.model_id = m.id) as totals
          from product_models m left join product_groups g on g.id = m.g_id left join product_brands b on b.id = m.b_id
          left join product_categories c on c.id = m.c_id left join model_stock ms on ms.model_id = m.id
          where m.name ilike ${pattern} or c.name ilike ${pattern} or g.name ilike ${pattern} or b.name ilike ${pattern} or m.pro_code ilike ${pattern}
          order by m.name, m.id limit 50`,
    );
    return first(
      db,
      sql`select coalesce(sum(ms.value), 0) from product_models m left join product_groups g on g.id = m.g_id left join product_brands b on b.id = m.b_id
          left join product_categories c on c.id = m.c_id left join model_stock ms on ms.model_id = m.id
          where m.name ilike ${pattern} or c.name ilike ${pattern} or g.name ilike ${pattern} or b.name ilike ${pattern} or m.pro_code ilike ${pattern}`,
    );
  };
}

function salesPage(search?: string) {
  const pattern = search ? `%${search}%` : undefined;
  const where = pattern
    ? sql`where s.id in (select id from sales where inv_no ilike ${pattern} union select x.id from sales x join parties q on q.id = x.cus_id where q.name ilike ${pattern} or q.mobile ilike ${pattern})`
    : sql``;
  return async (db: Executor) => {
    const [, count] = await Promise.all([
      rows(db, sql`select s.*, p.name, p.mobile from sales s join parties p on p.id = s.cus_id ${where} order by s.inv_date desc, s.id desc limit 50`),
      first(db, sql`select count(*) from sales s join parties p on p.id = s.cus_id ${where}`),
    ]);
    return count;
  };
}

export function readsFor(p: Picks): Read[] {
  return [
    { name: 'Stock screen, first page', url: '/products_stock?limit=50', hand: stockPage(), figure: (r) => r.grandTotal },
    {
      name: 'Stock screen, search',
      url: `/products_stock?limit=50&search=${encodeURIComponent(p.modelSearch)}`,
      hand: stockPage(p.modelSearch),
      figure: (r) => r.grandTotal,
    },
    {
      name: "A model's stock report",
      url: `/model-transactions/${p.modelId}`,
      hand: async (db) => {
        const lines = await rows<{ n: number }>(
          db,
          sql`select 'purchase' k, i.qty, p.pu_date d from purchase_items i join purchases p on p.id = i.purchase_id join parties s on s.id = p.supp_id where i.m_id = ${p.modelId}
              union all select 'sale', i.qty, s.inv_date from sales_items i join sales s on s.id = i.sale_id join parties c on c.id = s.cus_id where i.m_id = ${p.modelId}
              union all select 'sales_return', i.r_qty, r.return_date from sales_return_items i join sales_returns r on r.id = i.return_id join sales_items si on si.id = i.inv_item_id where si.m_id = ${p.modelId}
              union all select 'purchase_return', i.r_qty, r.return_date from purchase_return_items i join purchase_returns r on r.id = i.return_id join purchase_items pi on pi.id = i.pu_item_id where pi.m_id = ${p.modelId}`,
        );
        return lines.filter((l) => (l as unknown as { k: string }).k === 'sale').length;
      },
      figure: (r) => (r.sales ?? r.data?.sales ?? []).length,
    },
    {
      name: 'Party ledger, one year',
      url: `/combine_ledger_all?partyId=${p.customerId}&fromDate=${p.yearStart}&toDate=${p.yearEnd}`,
      hand: async (db) => {
        const opening = await first(
          db,
          sql`select coalesce(sum(debit - credit), 0) from voucher_lines where party_id = ${p.customerId} and ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}) and post_status = 1 and vc_date < ${p.yearStart}`,
        );
        const lines = await rows<{ debit: string; credit: string }>(
          db,
          sql`select vc_date, vc_no, vc_type, narr, debit, credit, source_type, source_id from voucher_lines
              where party_id = ${p.customerId} and ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}) and post_status = 1 and vc_date between ${p.yearStart} and ${p.yearEnd}
              order by vc_date, id`,
        );
        return cents(opening + lines.reduce((s, l) => s + num(l.debit) - num(l.credit), 0));
      },
      figure: (r) => r.totals.closing,
    },
    {
      name: 'Cash account ledger, one month',
      url: `/account_ledger?legId=${LEDGER.cash}&fromDate=${p.monthStart}&toDate=${p.monthEnd}`,
      hand: async (db) => {
        const opening = await first(
          db,
          sql`select coalesce(sum(debit - credit), 0) from (
                select debit, credit from ledger_month_balances where ledger_id = ${LEDGER.cash} and month < ${p.monthStart}::date
                union all select debit, credit from voucher_lines where ledger_id = ${LEDGER.cash} and post_status = 1 and vc_date >= ${p.monthStart}::date and vc_date < ${p.monthStart}::date) t`,
        );
        const lines = await rows<{ debit: string; credit: string }>(
          db,
          sql`select v.vc_date, v.vc_no, v.narr, p.name, v.debit, v.credit,
                (select string_agg(distinct l2.name, ', ') from voucher_lines v2 join ledgers l2 on l2.id = v2.ledger_id where v2.vc_no = v.vc_no and v2.ledger_id <> v.ledger_id) particulars
              from voucher_lines v left join parties p on p.id = v.party_id
              where v.ledger_id = ${LEDGER.cash} and v.post_status = 1 and v.vc_date between ${p.monthStart} and ${p.monthEnd} order by v.vc_date, v.vc_no, v.id`,
        );
        return cents(opening + lines.reduce((s, l) => s + num(l.debit) - num(l.credit), 0));
      },
      figure: (r) => r.totals.closing,
    },
    {
      name: 'Trial balance',
      url: `/trail_balance?trDate=${p.today}`,
      hand: (db) => first(db, sql`select sum(greatest(debit - credit, 0)) from ${totalsThrough(p.today)} t join ledgers l on l.id = t.ledger_id`),
      figure: (r) => r.totalDebit,
    },
    {
      name: 'Balance sheet',
      url: `/balance_sheet?trDate=${p.today}`,
      hand: (db) =>
        first(
          db,
          sql`select sum(t.debit - t.credit) from ${totalsThrough(p.today)} t join ledgers l on l.id = t.ledger_id join acc_mains m on m.id = l.m_id
              join acc_groups g on g.id = m.g_id where g.nature = 'asset'`,
        ),
      figure: (r) => r.totalAssets,
    },
    {
      name: "Today's highlights",
      url: `/todays-high-light?date=${p.today}`,
      hand: async (db) => {
        await rows(
          db,
          sql`select ledger_id, sum(debit - credit) from ${totalsThrough(p.today)} t where ledger_id = ${LEDGER.cash} or ledger_id in (select id from ledgers where s_id in (select s_id from ledgers where id in (${LEDGER.bankCollection}, ${LEDGER.bankPayment}))) group by ledger_id`,
        );
        return first(
          db,
          sql`select coalesce(sum(debit), 0) from voucher_lines where vc_date = ${p.today} and post_status = 1 and source_type = 'sale' and ledger_id = ${LEDGER.receivable}`,
        );
      },
      figure: (r) => r.todaysSales.todays_sales,
    },
    {
      name: 'Gross profit, one month',
      url: `/item-wise-gross-profit?startDate=${p.monthStart}&endDate=${p.monthEnd}`,
      // The screen's whole answer: every bill and return of the month with each line's product,
      // model, quantity, price, sale, cost and profit.
      // Written the fastest way found: the documents and their lines read side by side, each
      // model's product name once (one wide row per line, sorted, took twice as long).
      hand: async (db) => {
        const month = sql`between ${p.monthStart} and ${p.monthEnd}`;
        const [docs, lines] = await Promise.all([
          rows<{ kind: string; id: number; amount: string }>(
            db,
            sql`select 'sale' kind, s.id, s.inv_no, s.inv_date, p.name, s.sub_total, s.inv_disc, s.grand_total amount
                from sales s join parties p on p.id = s.cus_id where s.inv_date ${month}
                union all
                select 'return', r.id, r.return_no, r.return_date, p.name, -r.total, 0, -r.total
                from sales_returns r join parties p on p.id = r.cuss_id where r.return_date ${month}
                order by 4, 1 desc, 2`,
          ),
          rows<{ m_id: number; cost: string }>(
            db,
            sql`select s.id, i.id item, i.m_id, i.qty, i.unit_price, i.total, i.pur_rate, i.pur_total cost
                from sales s join sales_items i on i.sale_id = s.id where s.inv_date ${month}
                union all
                select r.id, i.id, i.m_id, i.r_qty, i.r_unit, -i.total, i.pur_rate, -i.pur_total
                from sales_returns r join sales_return_items i on i.return_id = r.id where r.return_date ${month}`,
          ),
        ]);
        await rows(
          db,
          sql`select m.id, concat_ws(' ', g.name, b.name, c.name), m.name from product_models m left join product_groups g on g.id = m.g_id
                left join product_brands b on b.id = m.b_id left join product_categories c on c.id = m.c_id
              where m.id = any(${intArray([...new Set(lines.map((l) => l.m_id))])})`,
        );
        // Summed in whole paisa, so that the figure is exact.
        const paisa = (x: unknown) => Math.round(num(x) * 100);
        const profit = docs.reduce((a, d) => a + paisa(d.amount), 0) - lines.reduce((a, l) => a + paisa(l.cost), 0);
        return profit / 100;
      },
      figure: (r) => r.summary.total_profit,
    },
    { name: 'Sales list, first page', url: '/all_sales?limit=50', hand: salesPage(), figure: (r) => r.total },
    {
      name: 'Sales list, search',
      url: `/all_sales?limit=50&search=${encodeURIComponent(p.customerName)}`,
      hand: salesPage(p.customerName),
      figure: (r) => r.total,
    },
  ];
}
