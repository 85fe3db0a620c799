// Migration 0091 (issue 40, items 6 and 7: input VAT per purchase line) on a database made by the
// previous version: each purchase's input VAT and VAT in cost are spread over its lines by value as
// the code before did (each line but the last round(amount × line ÷ purchase), the last the rest), and
// each debit note's over its lines by value at the price bought, so no figure of a saved purchase or
// return changes; a line's rate was never asked (null), its SD is 0.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';

const MIGRATION = '0091_purchase_line_vat.sql';

const old = useUpgradedDatabase(MIGRATION, async ({ q }) => {
  await q(`insert into parties (id, type, name, mobile, address) values (301, 2, 'Walton Plaza', '01811111111', 'Dhaka')`);
  await q(`insert into product_models (id, name, pro_code) values (201, 'LED 32', 'L32'), (202, 'Ceiling Fan', 'CF')`);
  // 1 TV at 100.00 and 2 fans at 100.00 (300.00), input VAT 100.00 and VAT in cost 10.00.
  await q(`insert into purchases (id, pu_no, pu_date, supp_id, supp_inv, total, input_vat, vat_in_cost) values (7, 'PU-2026-1', '2026-03-05', 301, 'W-1', 300, 100, 10)`);
  await q(`insert into purchase_items (id, purchase_id, m_id, qty, unit_price, total) values (11, 7, 201, 1, 100, 100), (12, 7, 202, 2, 100, 200)`);
  // A purchase without VAT.
  await q(`insert into purchases (id, pu_no, pu_date, supp_id, supp_inv, total) values (8, 'PU-2026-2', '2026-03-06', 301, 'W-2', 50)`);
  await q(`insert into purchase_items (id, purchase_id, m_id, qty, unit_price, total) values (13, 8, 201, 1, 50, 50)`);
  // Its debit note: the TV and one fan back (200.00 at the price bought), input VAT 100 × 200 ÷ 300 = 66.67, VAT in cost 6.67.
  await q(`insert into purchase_returns (id, return_no, return_date, supp_id, pu_no_id, total, input_vat, vat_in_cost, debit_note_no)
           values (5, 'PR-2026-1', '2026-03-07', 301, 7, 200, 66.67, 6.67, '6.8/2025-26/1')`);
  await q(`insert into purchase_return_items (id, return_id, pu_item_id, m_id, r_qty, r_unit, total) values (21, 5, 11, 201, 1, 100, 100), (22, 5, 12, 202, 1, 100, 100)`);
});
const { q } = old;

describe('issue 40 migration 0091 upgrades a database of the previous version', () => {
  it('spreads each purchase’s input VAT and VAT in cost over its lines as before; the sums stay the purchase’s', async () => {
    // TV 100 × 100 ÷ 300 = 33.33, the fans (last) 100 − 33.33 = 66.67; in cost 10 × 100 ÷ 300 = 3.33 and 6.67.
    expect(await q(`select id, vat_bp, sd::text, input_vat::text, vat_in_cost::text from purchase_items order by id`)).toEqual([
      { id: 11, vat_bp: null, sd: '0.00', input_vat: '33.33', vat_in_cost: '3.33' },
      { id: 12, vat_bp: null, sd: '0.00', input_vat: '66.67', vat_in_cost: '6.67' },
      { id: 13, vat_bp: null, sd: '0.00', input_vat: '0.00', vat_in_cost: '0.00' },
    ]);
    expect(await q(`select id, total::text, input_vat::text, vat_in_cost::text, sd::text, supp_bin from purchases order by id`)).toEqual([
      { id: 7, total: '300.00', input_vat: '100.00', vat_in_cost: '10.00', sd: '0.00', supp_bin: '' },
      { id: 8, total: '50.00', input_vat: '0.00', vat_in_cost: '0.00', sd: '0.00', supp_bin: '' },
    ]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('spreads each debit note’s VAT over its lines by value at the price bought', async () => {
    // 100.00 and 100.00 bought: 66.67 × 100 ÷ 200 = 33.34 (half away from zero), the last 33.33; 6.67 → 3.34 and 3.33.
    expect(await q(`select id, input_vat::text, vat_in_cost::text from purchase_return_items order by id`)).toEqual([
      { id: 21, input_vat: '33.34', vat_in_cost: '3.34' },
      { id: 22, input_vat: '33.33', vat_in_cost: '3.33' },
    ]);
    expect(await q(`select input_vat::text, vat_in_cost::text from purchase_returns`)).toEqual([{ input_vat: '66.67', vat_in_cost: '6.67' }]);
  });

  it('refuses a negative line VAT or SD', async () => {
    await expect(q(`update purchase_items set input_vat = -1 where id = 11`)).rejects.toThrow(/check/);
    await expect(q(`update purchase_items set sd = -1 where id = 11`)).rejects.toThrow(/check/);
  });
});
