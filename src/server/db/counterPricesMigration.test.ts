// Migration 0053 (issue 24: the counter) on a database made by the previous version: every model
// takes a sale price of 0 and no minimum, bills name no quotation, the price setting starts at
// "admin only"; nothing else moves.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateRest, seededDatabaseBefore } from '../../../tests/support/migrations.js';
import type { Executor } from './client.js';
import { checkBooks } from '../books/check.js';

const MIGRATION = '0053_counter_prices.sql';
let db: PGlite;
let ex: Executor;
const q = async <T = Record<string, unknown>>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows;

beforeAll(async () => {
  ({ db, ex } = await seededDatabaseBefore(MIGRATION));
  await q(`insert into product_models (id, name, pro_code, open_rate) values (201, 'LED 32', 'L32', 900), (202, 'Ceiling Fan', '', 0)`);
  await migrateRest(db);
}, 120_000);
afterAll(() => db?.close());

describe('issue 24 migration 0053 upgrades a database of the previous version', () => {
  it('keeps every model, with a sale price of 0 and no minimum; the setting is admin only', async () => {
    expect(await q(`select id, name, pro_code, open_rate::text, sale_price::text, min_price from product_models order by id`)).toEqual([
      { id: 201, name: 'LED 32', pro_code: 'L32', open_rate: '900.00', sale_price: '0.00', min_price: null },
      { id: 202, name: 'Ceiling Fan', pro_code: '', open_rate: '0.00', sale_price: '0.00', min_price: null },
    ]);
    expect(await q(`select below_min_price from app_settings`)).toEqual([{ below_min_price: 'admin_only' }]);
    expect(await checkBooks(ex)).toEqual([]);
  });

  it('refuses a negative price and an unknown setting', async () => {
    await expect(q(`update product_models set min_price = -1 where id = 201`)).rejects.toThrow(/product_models_prices_check/);
    await expect(q(`update app_settings set below_min_price = 'never'`)).rejects.toThrow(/below_min_price_check/);
  });
});
