// Migration 0062 on a database made by the previous version: the period balances and stock totals
// that the generic trigger kept stay as they were, and the per-table triggers that replace it keep
// them through inserts, updates and deletes of voucher lines and stock movements.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase, type OldDatabase } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';

const MIGRATION = '0062_totals_triggers.sql';
const old = useUpgradedDatabase(MIGRATION, previousVersion);
const { q } = old;

const TOTALS = {
  months: `select ledger_id, month::text, sum(debit)::text debit, sum(credit)::text credit from ledger_month_balances group by 1, 2 having sum(debit) <> 0 or sum(credit) <> 0 order by 1, 2`,
  parties: `select party_id, ledger_id, debit::text, credit::text from party_balances where debit <> 0 or credit <> 0 order by 1, 2`,
  models: `select model_id, source_type, qty::text, value::text from model_stock_totals where qty <> 0 or value <> 0 order by 1, 2`,
};
const totals = async () => ({ months: await q(TOTALS.months), parties: await q(TOTALS.parties), models: await q(TOTALS.models) });
let before: Awaited<ReturnType<typeof totals>>;

async function previousVersion({ db }: OldDatabase) {
  // A purchase of 10 fans at 100 in March, and an opening receivable in February, kept by the old trigger.
  await db.exec(`
    insert into parties (id, type, name) values (1, 1, 'Rahim Traders'), (2, 2, 'Alpha Supply');
    insert into product_models (id, name) values (1, 'Ceiling Fan');
    insert into stock_movements (id, model_id, mv_date, qty, unit_cost, value, source_type, source_id) values (1, 1, '2026-03-01', 10, 100, 1000, 'purchase', 1);
    insert into model_stock (model_id, qty, value, avg_rate, last_mv_date) values (1, 10, 1000, 100, '2026-03-01');
    insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, source_type, source_id) values
      ('JV-2026-1000001', 1, '2026-03-01', 2, null, 1000, 0, 'purchase', 1), ('JV-2026-1000001', 1, '2026-03-01', 1, 2, 0, 1000, 'purchase', 1),
      ('JV-2026-1000002', 1, '2026-02-10', 4, 1, 250, 0, null, null), ('JV-2026-1000002', 1, '2026-02-10', 3, null, 0, 250, null, null);
    select setval(pg_get_serial_sequence('stock_movements', 'id'), 1);
  `);
  before = await totals();
}

const TOTALS_RULES = [
  "the ledgers' period balances equal their posted lines",
  "the parties' balances equal their posted lines",
  "each model's totals by document kind equal its movements",
];
const totalsProblems = async () => (await checkBooks(old.ex)).filter((v) => TOTALS_RULES.includes(v.rule));

describe('migration 0062 upgrades a database of the previous version', () => {
  it('keeps the totals as they were, and replaces the generic trigger and its helpers', async () => {
    expect(await totals()).toEqual(before);
    expect(before.months).toEqual([
      { ledger_id: 2, month: '2026-03-01', debit: '1000.00', credit: '0.00' },
      { ledger_id: 1, month: '2026-03-01', debit: '0.00', credit: '1000.00' },
      { ledger_id: 3, month: '2026-02-01', debit: '0.00', credit: '250.00' },
      { ledger_id: 4, month: '2026-02-01', debit: '250.00', credit: '0.00' },
    ].sort((a, b) => a.ledger_id - b.ledger_id));
    expect(await q(`select proname from pg_proc where proname in ('apply_totals', 'keep_totals', 'add_line_balances', 'add_movement_totals')`)).toEqual([]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('keeps them through a sale saved, moved to another month, then deleted', async () => {
    // A sale of 4 at 100 for 600 on 20-Mar: its movement, its voucher (one statement each).
    await old.db.exec(`
      insert into stock_movements (model_id, mv_date, qty, unit_cost, value, source_type, source_id) values (1, '2026-03-20', -4, 100, -400, 'sale', 1);
      update model_stock set qty = 6, value = 600, last_mv_date = '2026-03-20' where model_id = 1;
      insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, source_type, source_id) values
        ('JV-2026-1000003', 1, '2026-03-20', 4, 1, 600, 0, 'sale', 1), ('JV-2026-1000003', 1, '2026-03-20', 3, null, 0, 600, 'sale', 1),
        ('JV-2026-1000003', 1, '2026-03-20', 9, null, 400, 0, 'sale', 1), ('JV-2026-1000003', 1, '2026-03-20', 2, null, 0, 400, 'sale', 1);
    `);
    expect(await totalsProblems()).toEqual([]);
    expect(await q(`select debit::text, credit::text from party_balances where party_id = 1 and ledger_id = 4`)).toEqual([{ debit: '850.00', credit: '0.00' }]);
    expect(await q(TOTALS.models)).toEqual([
      { model_id: 1, source_type: 'purchase', qty: '10.000', value: '1000.00' },
      { model_id: 1, source_type: 'sale', qty: '-4.000', value: '-400.00' },
    ]);

    // Moved to April: March's balances lose it, April's gain it; the party's balance stays.
    await old.db.exec(`
      update stock_movements set mv_date = '2026-04-02' where source_type = 'sale' and source_id = 1;
      update model_stock set last_mv_date = '2026-04-02' where model_id = 1;
      update voucher_lines set vc_date = '2026-04-02', debit = case when ledger_id = 4 then debit + 50 else debit end, credit = case when ledger_id = 3 then credit + 50 else credit end
        where vc_no = 'JV-2026-1000003';
    `);
    expect(await totalsProblems()).toEqual([]);
    expect(await q(`select ledger_id, sum(credit)::text credit from ledger_month_balances where month = '2026-04-01' and ledger_id in (2, 3) group by 1 order by 1`)).toEqual([
      { ledger_id: 2, credit: '400.00' },
      { ledger_id: 3, credit: '650.00' },
    ]);
    expect(await q(`select ledger_id, sum(credit)::text credit from ledger_month_balances where month = '2026-03-01' and ledger_id = 3 group by 1`)).toEqual([
      { ledger_id: 3, credit: '0.00' },
    ]);
    expect(await q(`select debit::text from party_balances where party_id = 1 and ledger_id = 4`)).toEqual([{ debit: '900.00' }]);

    // Deleted: back to what the upgrade found.
    await old.db.exec(`
      delete from voucher_lines where vc_no = 'JV-2026-1000003';
      delete from stock_movements where source_type = 'sale' and source_id = 1;
      update model_stock set qty = 10, value = 1000, last_mv_date = '2026-03-01' where model_id = 1;
    `);
    expect(await totals()).toEqual(before);
    expect(await checkBooks(old.ex)).toEqual([]);
  });
});
