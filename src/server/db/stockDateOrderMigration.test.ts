// Migration 0044 (issue 20: stock valued in date order) on a database made by the previous version,
// which costed movements in the order they were typed: a purchase typed after a sale but dated before
// it left the sale at the old cost. After the upgrade the server replays every model once in date
// order and corrects the documents; a model whose correction would change a closed period is left
// as it was, and the books check names it.
import { beforeAll, describe, expect, it } from 'vitest';
import { useUpgradedDatabase, type OldDatabase } from '../../../tests/support/migrations.js';
import { recostAll } from '../stock/recost.js';
import { checkBooks } from '../books/check.js';
import { registerDocumentKinds } from '../features/index.js';

// The server registers the document kinds before it opens the database; the re-costing reads them.
registerDocumentKinds();

const MIGRATION = '0044_stock_date_order.sql';
const old = useUpgradedDatabase(MIGRATION, previousVersion, { companyCode: 'TT' });
const { q } = old;
let result: Awaited<ReturnType<typeof recostAll>>;
let linesBefore: number;

async function previousVersion({ db }: OldDatabase) {
  // Fan (model 1): 10 at 100 on 1-Mar, 5 sold on 20-Mar at 100, then 10 at 130 typed in dated 10-Mar.
  // Bulb (model 2): 5 at 10 on 5-Jan, 2 sold on 10-Jan at 10, then 5 at 16 typed in dated 7-Jan; January is closed.
  await db.exec(`
    insert into parties (id, type, name) values (1, 1, 'Rahim Traders'), (2, 2, 'Alpha Supply');
    insert into product_models (id, name) values (1, 'Ceiling Fan'), (2, 'LED Bulb');
    insert into sales (id, inv_no, jv_no, inv_date, cus_id, sub_total, inv_disc, grand_total) values
      (1, 'INV-TT-2026-100001', 'JV-2026-1000002', '2026-03-20', 1, 1500, 0, 1500),
      (2, 'INV-TT-2026-100002', 'JV-2026-1000005', '2026-01-10', 1, 40, 0, 40);
    insert into sales_items (sale_id, m_id, qty, unit_price, total, pur_rate, pur_total) values (1, 1, 5, 300, 1500, 100, 500), (2, 2, 2, 20, 40, 10, 20);
    insert into stock_movements (id, model_id, mv_date, qty, unit_cost, value, source_type, source_id) values
      (1, 1, '2026-03-01', 10, 100, 1000, 'purchase', 1),
      (2, 1, '2026-03-20', -5, 100, -500, 'sale', 1),
      (3, 1, '2026-03-10', 10, 130, 1300, 'purchase', 2),
      (4, 2, '2026-01-05', 5, 10, 50, 'purchase', 3),
      (5, 2, '2026-01-10', -2, 10, -20, 'sale', 2),
      (6, 2, '2026-01-07', 5, 16, 80, 'purchase', 4);
    insert into model_stock (model_id, qty, value, avg_rate) values (1, 15, 1800, 120), (2, 8, 110, 13.75);
    insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, source_type, source_id) values
      ('JV-2026-1000001', 1, '2026-03-01', 2, null, 1000, 0, 'purchase', 1), ('JV-2026-1000001', 1, '2026-03-01', 1, 2, 0, 1000, 'purchase', 1),
      ('JV-2026-1000002', 1, '2026-03-20', 4, 1, 1500, 0, 'sale', 1), ('JV-2026-1000002', 1, '2026-03-20', 3, null, 0, 1500, 'sale', 1),
      ('JV-2026-1000002', 1, '2026-03-20', 9, null, 500, 0, 'sale', 1), ('JV-2026-1000002', 1, '2026-03-20', 2, null, 0, 500, 'sale', 1),
      ('JV-2026-1000003', 1, '2026-03-10', 2, null, 1300, 0, 'purchase', 2), ('JV-2026-1000003', 1, '2026-03-10', 1, 2, 0, 1300, 'purchase', 2),
      ('JV-2026-1000004', 1, '2026-01-05', 2, null, 50, 0, 'purchase', 3), ('JV-2026-1000004', 1, '2026-01-05', 1, 2, 0, 50, 'purchase', 3),
      ('JV-2026-1000005', 1, '2026-01-10', 4, 1, 40, 0, 'sale', 2), ('JV-2026-1000005', 1, '2026-01-10', 3, null, 0, 40, 'sale', 2),
      ('JV-2026-1000005', 1, '2026-01-10', 9, null, 20, 0, 'sale', 2), ('JV-2026-1000005', 1, '2026-01-10', 2, null, 0, 20, 'sale', 2),
      ('JV-2026-1000006', 1, '2026-01-07', 2, null, 80, 0, 'purchase', 4), ('JV-2026-1000006', 1, '2026-01-07', 1, 2, 0, 80, 'purchase', 4);
    select setval(pg_get_serial_sequence('stock_movements', 'id'), 6);
    update period_lock set locked_until = '2026-01-31' where id = 1;
  `);
  linesBefore = (await db.query<{ n: number }>('select count(*)::int as n from voucher_lines')).rows[0].n;
}
// The server's replay after the upgrade.
beforeAll(async () => {
  result = await recostAll(old.ex);
});

describe('issue 20 migration 0044 upgrades a database of the previous version', () => {
  it('re-costs the sale after the back-dated purchase: 2,300 for 20 on 20-Mar, average 115, 5 sold cost 575', async () => {
    expect(await q(`select ledger_id, debit::text, credit::text from voucher_lines where source_type = 'sale' and source_id = 1 and ledger_id in (2, 9) order by ledger_id`)).toEqual([
      { ledger_id: 2, debit: '0.00', credit: '575.00' },
      { ledger_id: 9, debit: '575.00', credit: '0.00' },
    ]);
    expect(await q(`select pur_rate::text, pur_total::text from sales_items where sale_id = 1`)).toEqual([{ pur_rate: '115.0000', pur_total: '575.00' }]);
    expect(await q(`select qty::text, value::text, avg_rate::text from model_stock where model_id = 1`)).toEqual([{ qty: '15.000', value: '1725.00', avg_rate: '115.0000' }]);
  });

  it('keeps every voucher line, and clears its mark so the replay runs once', async () => {
    expect((await q<{ n: number }>('select count(*)::int as n from voucher_lines'))[0].n).toBe(linesBefore);
    expect(await q('select * from stock_recost_pending')).toEqual([]);
    expect(await recostAll(old.ex)).toEqual({ recosted: 0, left: [] });
  });

  it('leaves a model whose correction would change a closed period, and the books check names it', async () => {
    expect(result.recosted).toBe(1);
    expect(result.left.map((l) => l.modelId)).toEqual([2]);
    expect(result.left[0].why).toMatch(/The books are closed up to 31-Jan-2026/);
    expect(await q(`select debit::text from voucher_lines where source_type = 'sale' and source_id = 2 and ledger_id = 9`)).toEqual([{ debit: '20.00' }]);
    const problems = await checkBooks(old.ex);
    expect(problems.map((p) => p.rule)).toEqual(["replaying each model's movements in date order gives their stored costs"]);
    expect(JSON.stringify(problems[0].records)).toContain('model 2: movement 5');
    expect(JSON.stringify(problems[0].records)).not.toContain('model 1:');
  });
});
