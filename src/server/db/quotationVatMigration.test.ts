// Migration 0060 (issue 23, item 7: VAT on quotations) on a database made by the previous version:
// every quotation and line is kept as it was, not VAT-quoted, with no VAT or SD; a quotation cannot
// carry VAT unless it is marked VAT-quoted.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';

const MIGRATION = '0060_quotation_vat.sql';

const old = useUpgradedDatabase(MIGRATION, async ({ q }) => {
  await q(`insert into product_models (id, name, pro_code) values (201, 'LED 32', 'L32')`);
  await q(`insert into quotations (id, quotation_no, quotation_date, total) values (7, 'QUO-INV-2026-100001', '2026-03-05', 3101)`);
  await q(`insert into quotation_items (quotation_id, m_id, qty, unit_price, total) values (7, 201, 2, 1550.5, 3101)`);
});
const { q } = old;

describe('issue 23 migration 0060 upgrades a database of the previous version', () => {
  it('keeps every quotation and line, with no VAT', async () => {
    expect(await q(`select quotation_no, total::text, vat_quoted, vat_inclusive, sd::text, vat::text from quotations`)).toEqual([
      { quotation_no: 'QUO-INV-2026-100001', total: '3101.00', vat_quoted: false, vat_inclusive: false, sd: '0.00', vat: '0.00' },
    ]);
    expect(await q(`select qty::text, unit_price::text, total::text, vat_bp, sd_bp, vat_exempt, net::text, sd::text, vat::text from quotation_items`)).toEqual([
      { qty: '2.000', unit_price: '1550.50', total: '3101.00', vat_bp: 0, sd_bp: 0, vat_exempt: false, net: '0.00', sd: '0.00', vat: '0.00' },
    ]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('refuses VAT on a quotation not marked VAT-quoted, and a negative VAT', async () => {
    await expect(q(`update quotations set vat = 10 where id = 7`)).rejects.toThrow(/quotations_vat_check/);
    await expect(q(`update quotations set vat_quoted = true, vat = -1 where id = 7`)).rejects.toThrow(/quotations_vat_check/);
  });
});
