// Re-costing in date order: a back-dated purchase of a model with N later movements re-costs every
// one of them and corrects each sale's cost lines, in the purchase's own transaction. On a database
// of its own (made and dropped here): one model bought once, then N one-piece bills on the days
// after, written in bulk SQL in exactly the shape the sales service writes them. Timed: the
// back-dated purchase through the API, and its delete (which re-costs them all back), `runs` times.
import { sql, one } from '../src/server/db/client.js';
import { checkBooks } from '../src/server/books/check.js';
import { LEDGER } from '../src/server/ledger/accounts.js';
import { appOn, median, openTarget, scratchTarget, type Target } from './harness.js';

export interface RecostResult {
  laterMovements: number;
  purchaseMs: { median: number; runs: number[] };
  deleteMs: { median: number; runs: number[] };
  violations: string[];
}


export async function benchRecost(t: Target, later = 10_000, runs = 5): Promise<RecostResult> {
  const s = await scratchTarget(t, 'recost');
  const database = await openTarget(s.target, 4);
  try {
    const api = await appOn(database);
    const ok = async (method: 'POST' | 'DELETE', url: string, body?: unknown) => {
      const r = await api.call(method, url, body);
      if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.json)}`);
      return r.json;
    };
    const supplier = (await ok('POST', '/party_post', { type: 2, name: 'Bench Supply', mobile: '01700000001' })).data.id as number;
    const customer = (await ok('POST', '/party_post', { type: 1, name: 'Bench Customer', mobile: '01700000002' })).data.id as number;
    const g = (await ok('POST', '/product_group_post', { name: 'Fans' })).data.id as number;
    const model = (await ok('POST', '/product_model_post', { name: 'Ceiling Fan 56', g_id: g, srl_avl: 0 })).data.id as number;
    // Bought on 1-Jan-2025: 2 × later pieces at 100; then `later` bills of one piece each over the days after.
    await ok('POST', '/create_purchase', { pu_date: '2025-01-01', supp_id: supplier, supp_inv: 'OPEN', items: [{ m_id: model, qty: 2 * later, unit_price: 100 }] });
    await database.systemDb.execute(sql`
      with s as (
        insert into sales (inv_no, jv_no, inv_date, cus_id, sub_total, inv_disc, grand_total, collect, prev_due, rmks)
        select 'INV-BR-' || n, 'JV-BR-' || n, date '2025-01-02' + (n % 300), ${customer}, 150, 0, 150, 0, 0, ''
        from generate_series(1, ${later}) n returning id, inv_date, jv_no),
      i as (insert into sales_items (sale_id, m_id, qty, unit_price, total, pur_rate, pur_total, warranty)
        select id, ${model}, 1, 150, 150, 100, 100, '' from s),
      m as (insert into stock_movements (model_id, mv_date, qty, unit_cost, value, source_type, source_id)
        select ${model}, inv_date, -1, 100, -100, 'sale', id from s order by inv_date, id)
      insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, narr, post_status, source_type, source_id)
      select s.jv_no, 1, s.inv_date, l.ledger_id, case when l.ledger_id = ${sql.raw(String(LEDGER.receivable))} then ${customer}::int end, l.debit, l.credit, 'Sales invoice', 1, 'sale', s.id
      from s cross join (values ${sql.raw(`(${LEDGER.receivable}, 150, 0), (${LEDGER.sales}, 0, 150), (${LEDGER.costOfGoodsSold}, 100, 0), (${LEDGER.inventory}, 0, 100)`)}) as l(ledger_id, debit, credit)`);
    await database.systemDb.execute(
      sql`update model_stock set qty = ${later}, value = ${later * 100}, avg_rate = 100,
            last_mv_date = (select max(mv_date) from stock_movements where model_id = ${model}) where model_id = ${model}`,
    );
    await database.systemDb.execute(sql`analyze`);
    const movements = (await one<{ n: number }>(database.systemDb, sql`select count(*)::int as n from stock_movements where model_id = ${model} and mv_date > '2025-01-01'`))!.n;

    const purchaseMs: number[] = [];
    const deleteMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Dated the day of the first purchase: every bill comes after it.
      let t0 = performance.now();
      const saved = await ok('POST', '/create_purchase', { pu_date: '2025-01-01', supp_id: supplier, supp_inv: `LATE-${i}`, items: [{ m_id: model, qty: 100, unit_price: 250 }] });
      purchaseMs.push(performance.now() - t0);
      const puNo = (await one<{ pu_no: string }>(database.systemDb, sql`select pu_no from purchases where id = ${saved.purchaseId}`))!.pu_no;
      t0 = performance.now();
      await ok('DELETE', `/allPurchaseDelete?pu_no=${puNo}`);
      deleteMs.push(performance.now() - t0);
    }
    const violations = (await checkBooks(database.systemDb)).map((v) => `${v.rule} (${v.records.length})`);
    await api.app.close();
    return { laterMovements: movements, purchaseMs: { median: median(purchaseMs), runs: purchaseMs }, deleteMs: { median: median(deleteMs), runs: deleteMs }, violations };
  } finally {
    await database.close();
    await s.drop();
  }
}
