import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/support/testApp.js';
import { inTransaction, one, rows, sql } from '../db/client.js';
import { balanceMismatches, balanceOf, issue, receive, reverseSource } from './stock.js';
import { addSerials, inStock, moveSerials, removeSerialsOf, SERIAL_STATUS } from './serials.js';
import type { SourceType } from '../ledger/sources.js';

let t: TestContext;
let modelId: number;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  modelId = (await one<{ id: number }>(t.db, sql`insert into product_models (name) values ('LED TV 32') returning id`))!.id;
});

const src = (type: SourceType, id: number) => ({ type, id });

describe('stock movements', () => {
  it('keeps a moving-average cost across purchases and a sale', async () => {
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-01', qty: 10, unitCost: '100', source: src('purchase', 1) }));
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-02', qty: 5, unitCost: '130', source: src('purchase', 2) }));
    expect(await balanceOf(t.db, modelId)).toEqual({ qty: '15.000', value: '1650.00', avgRate: '110.0000' });
    const out = await inTransaction(t.db, (tx) => issue(tx, { modelId, date: '2026-01-03', qty: 4, source: src('sale', 1) }));
    expect(out).toEqual({ value: '440.00', unitCost: '110.0000' });
    expect(await balanceOf(t.db, modelId)).toEqual({ qty: '11.000', value: '1210.00', avgRate: '110.0000' });
    expect(await balanceMismatches(t.db)).toEqual([]);
  });

  it('takes all the remaining value when the quantity reaches zero (no rounding residue)', async () => {
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-01', qty: 3, unitCost: '10', source: src('purchase', 1) }));
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-01', qty: 3, unitCost: '10.01', source: src('purchase', 2) }));
    const a = await inTransaction(t.db, (tx) => issue(tx, { modelId, date: '2026-01-02', qty: 5, source: src('sale', 1) }));
    const b = await inTransaction(t.db, (tx) => issue(tx, { modelId, date: '2026-01-02', qty: 1, source: src('sale', 2) }));
    expect(Number(a.value) * 100 + Number(b.value) * 100).toBe(6003);
    expect(await balanceOf(t.db, modelId)).toMatchObject({ qty: '0.000', value: '0.00' });
  });

  it('refuses to go negative and changes nothing', async () => {
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-01', qty: 2, unitCost: '10', source: src('purchase', 1) }));
    await expect(inTransaction(t.db, (tx) => issue(tx, { modelId, date: '2026-01-02', qty: 3, source: src('sale', 1) }))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Not enough stock of LED TV 32: 2 available, 3 asked',
    });
    expect(await balanceOf(t.db, modelId)).toMatchObject({ qty: '2.000', value: '20.00' });
    expect(await rows(t.db, sql`select 1 from stock_movements`)).toHaveLength(1);
  });

  it('reverses a document, and refuses a reversal that would make stock negative', async () => {
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-01', qty: 5, unitCost: '10', source: src('purchase', 1) }));
    await inTransaction(t.db, (tx) => issue(tx, { modelId, date: '2026-01-02', qty: 3, source: src('sale', 1) }));
    await expect(inTransaction(t.db, (tx) => reverseSource(tx, src('purchase', 1)))).rejects.toMatchObject({ statusCode: 409 });
    await inTransaction(t.db, (tx) => reverseSource(tx, src('sale', 1)));
    expect(await balanceOf(t.db, modelId)).toMatchObject({ qty: '5.000', value: '50.00' });
    expect(await balanceMismatches(t.db)).toEqual([]);
  });

  it('refuses zero, negative and non-numeric quantities', async () => {
    for (const qty of [0, -1, 'abc', Number.NaN]) {
      await expect(inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-01', qty, unitCost: 1, source: src('purchase', 1) }))).rejects.toBeTruthy();
    }
    expect(await rows(t.db, sql`select 1 from stock_movements`)).toHaveLength(0);
  });
});

describe('serials', () => {
  it('a serial is unique within its model and moves between states once', async () => {
    const [a, b] = await inTransaction(t.db, (tx) => addSerials(tx, { modelId, slNos: ['SN-1', 'SN-2'], source: src('purchase', 1) }));
    await expect(inTransaction(t.db, (tx) => addSerials(tx, { modelId, slNos: ['SN-2'], source: src('purchase', 2) }))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Serial SN-2 already exists for this model',
    });
    await inTransaction(t.db, (tx) => moveSerials(tx, { modelId, serialIds: [a.id], from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: src('sale', 1) }));
    await expect(
      inTransaction(t.db, (tx) => moveSerials(tx, { modelId, serialIds: [a.id, b.id], from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: src('sale', 2) })),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Serial SN-1 is not in stock' });
    // the failed sale did not take SN-2 either
    expect((await inStock(t.db, modelId)).map((s) => s.sl_no)).toEqual(['SN-2']);
    await expect(inTransaction(t.db, (tx) => removeSerialsOf(tx, src('purchase', 1)))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses empty and repeated serials in one entry', async () => {
    await expect(inTransaction(t.db, (tx) => addSerials(tx, { modelId, slNos: [' '], source: src('purchase', 1) }))).rejects.toThrow('Serial input cannot be empty.');
    await expect(inTransaction(t.db, (tx) => addSerials(tx, { modelId, slNos: ['A', 'A'], source: src('purchase', 1) }))).rejects.toThrow('entered twice');
  });

  it('two sales of the same serial at the same moment: one succeeds, one gets a clear error', async () => {
    const [s] = await inTransaction(t.db, (tx) => addSerials(tx, { modelId, slNos: ['RACE-1'], source: src('purchase', 1) }));
    const sell = (id: number) =>
      inTransaction(t.db, (tx) => moveSerials(tx, { modelId, serialIds: [s.id], from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: src('sale', id) }));
    const results = await Promise.allSettled([sell(1), sell(2)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason.message).toBe('Serial RACE-1 is not in stock');
  });
});
