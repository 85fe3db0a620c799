// Migration 0053 (issue 24: the counter) on a database made by the previous version: every model
// takes a sale price of 0 and no minimum, bills name no quotation, the price setting starts at
// "admin only"; nothing else moves.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';

const MIGRATION = '0053_counter_prices.sql';

const old = useUpgradedDatabase(MIGRATION, async ({ q }) => {
  await q(`insert into product_models (id, name, pro_code, open_rate) values (201, 'LED 32', 'L32', 900), (202, 'Ceiling Fan', '', 0)`);
});
const { q } = old;

describe('issue 24 migration 0053 upgrades a database of the previous version', () => {
  it('keeps every model, with a sale price of 0 and no minimum; the setting is admin only', async () => {
    expect(await q(`select id, name, pro_code, open_rate::text, sale_price::text, min_price from product_models order by id`)).toEqual([
      { id: 201, name: 'LED 32', pro_code: 'L32', open_rate: '900.00', sale_price: '0.00', min_price: null },
      { id: 202, name: 'Ceiling Fan', pro_code: '', open_rate: '0.00', sale_price: '0.00', min_price: null },
    ]);
    expect(await q(`select below_min_price from app_settings`)).toEqual([{ below_min_price: 'admin_only' }]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('refuses a negative price and an unknown setting', async () => {
    await expect(q(`update product_models set min_price = -1 where id = 201`)).rejects.toThrow(/product_models_prices_check/);
    await expect(q(`update app_settings set below_min_price = 'never'`)).rejects.toThrow(/below_min_price_check/);
  });
});
