// Migration 0041 (serial numbers unique within a model regardless of case) on a database that already
// holds serials differing only by case: nothing is lost or renamed, and no new twin can join.
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseBefore, migrateRest } from '../../../tests/support/migrations.js';

const MIGRATION = '0041_input_rules.sql';

let db: PGlite | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function databaseWith(serials: [number, string][]): Promise<PGlite> {
  db = await databaseBefore(MIGRATION);
  await db.exec(`set app.require_user = 'off'`);
  await db.exec(`insert into product_models (id, name, srl_avl) values (1, 'Phone A', 1), (2, 'Phone B', 1)`);
  for (const [model, sl] of serials)
    await db.query(`insert into serials (model_id, sl_no, status, type, in_source_type, in_source_id) values ($1, $2, 1, 1, 'model_opening', $1)`, [model, sl]);
  return db;
}

const insertSerial = (d: PGlite, model: number, sl: string) =>
  d.query(`insert into serials (model_id, sl_no, status, type, in_source_type, in_source_id) values ($1, $2, 1, 1, 'model_opening', $1)`, [model, sl]);

describe('serial numbers unique within a model regardless of case: migration 0041', { timeout: 300_000 }, () => {
  it('applies to a database that already holds serials differing only by case, keeps every one, and refuses a new twin', async () => {
    const d = await databaseWith([
      [1, 'ABC-1'],
      [1, 'abc-1'],
      [1, 'Abc-1'],
      [1, 'X-9'],
      [2, 'abc-1'],
    ]);
    expect((await migrateRest(d))[0]).toBe(MIGRATION);
    const kept = await d.query<{ model_id: number; sl_no: string }>(`select model_id, sl_no from serials order by id`);
    expect(kept.rows).toEqual([
      { model_id: 1, sl_no: 'ABC-1' },
      { model_id: 1, sl_no: 'abc-1' },
      { model_id: 1, sl_no: 'Abc-1' },
      { model_id: 1, sl_no: 'X-9' },
      { model_id: 2, sl_no: 'abc-1' },
    ]);
    await expect(insertSerial(d, 1, 'aBC-1')).rejects.toMatchObject({ code: '23505' });
    await expect(insertSerial(d, 1, 'x-9')).rejects.toMatchObject({ code: '23505' });
    await expect(insertSerial(d, 2, 'ABC-1')).rejects.toMatchObject({ code: '23505' });
    await insertSerial(d, 1, 'Y-1');
    await insertSerial(d, 2, 'X-9');
    // the twins kept can still be sold and come back
    await d.exec(`update serials set status = 2 where sl_no = 'abc-1' and model_id = 1`);
    await d.exec(`update serials set status = 1 where sl_no = 'abc-1' and model_id = 1`);
  });

  it('makes a plain unique index on a database without twins', async () => {
    const d = await databaseWith([
      [1, 'ABC-1'],
      [2, 'abc-1'],
    ]);
    await migrateRest(d);
    const index = await d.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'serials_model_sl_no_ci_key'`);
    expect(index.rows[0].indexdef).toMatch(/UNIQUE INDEX serials_model_sl_no_ci_key ON public\.serials USING btree \(model_id, lower\(sl_no\)\)$/);
    await expect(insertSerial(d, 1, 'abc-1')).rejects.toMatchObject({ code: '23505' });
  });
});
