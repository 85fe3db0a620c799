// Migration 0043 (issue 20: returns net of discount, units that take fractions) on a database made
// by the previous version: a saved return keeps its lines and figures and gets a discount share of 0,
// which is what its voucher holds (it reversed no discount), and the units table is seeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { databaseBefore, migrateRest } from '../../../tests/support/migrations.js';

const MIGRATION = '0043_units_fractions.sql';
let db: PGlite;

beforeAll(async () => {
  db = await databaseBefore(MIGRATION);
  await db.exec(`
    insert into parties (id, type, name) values (1, 1, 'Rahim Traders');
    insert into product_models (id, name, unit_type) values (1, 'Ceiling Fan', 'pcs'), (2, 'Copper Wire', 'Kg ');
    insert into sales (id, inv_no, inv_date, cus_id, sub_total, inv_disc, grand_total) values (1, 'INV-TT-2026-100001', '2026-03-05', 1, 200, 50, 150);
    insert into sales_items (id, sale_id, m_id, qty, unit_price, total, pur_rate, pur_total) values (1, 1, 1, 2, 100, 200, 60, 120);
    insert into sales_returns (id, return_no, return_date, cuss_id, inv_no_id, total, prev_due) values (1, 'SR-TT-2026-100001', '2026-03-10', 1, 1, 200, 150);
    insert into sales_return_items (id, return_id, inv_item_id, m_id, r_qty, r_unit, total, pur_rate, pur_total) values (1, 1, 1, 1, 2, 100, 200, 60, 120);
  `);
  await migrateRest(db);
}, 120_000);
afterAll(() => db?.close());

describe('issue 20 migration 0043 upgrades a database of the previous version', () => {
  it('keeps every saved return as it was, with no discount reversed', async () => {
    const r = await db.query<{ total: string; disc: string; prev_due: string }>('select total::text, disc::text, prev_due::text from sales_returns');
    expect(r.rows).toEqual([{ total: '200.00', disc: '0.00', prev_due: '150.00' }]);
    const i = await db.query<{ r_qty: string; total: string; disc: string; pur_total: string }>('select r_qty::text, total::text, disc::text, pur_total::text from sales_return_items');
    expect(i.rows).toEqual([{ r_qty: '2.000', total: '200.00', disc: '0.00', pur_total: '120.00' }]);
  });

  it('seeds the units: kg, m, litre take fractions, pcs and set do not, and the model units are untouched', async () => {
    const u = await db.query<{ name: string; allows_fraction: boolean }>(`select name, allows_fraction from units where name in ('pcs', 'set', 'dozen', 'kg', 'm', 'litre', 'ft') order by name`);
    expect(u.rows).toEqual([
      { name: 'dozen', allows_fraction: false },
      { name: 'ft', allows_fraction: true },
      { name: 'kg', allows_fraction: true },
      { name: 'litre', allows_fraction: true },
      { name: 'm', allows_fraction: true },
      { name: 'pcs', allows_fraction: false },
      { name: 'set', allows_fraction: false },
    ]);
    const m = await db.query<{ unit_type: string; allows_fraction: boolean | null }>(
      'select m.unit_type, u.allows_fraction from product_models m left join units u on u.name = lower(btrim(m.unit_type)) order by m.id',
    );
    expect(m.rows).toEqual([{ unit_type: 'pcs', allows_fraction: false }, { unit_type: 'Kg ', allows_fraction: true }]);
  });
});
