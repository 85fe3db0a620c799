import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, ok, resetConstruction } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => resetConstruction(t));

const stored = () =>
  rows<{ description: string; amount: string; type: string; date: string }>(
    t.db,
    sql`select description, amount, type, date from returnable_transactions order by id`,
  );

describe('returnable transactions', () => {
  it('adds, edits and deletes with the spec messages and affectedRows; the summary is received − paid', async () => {
    const add = await call(t, 'POST', '/todo/create', { description: 'Loan from Hasan', amount: '15000.25', type: 'receive', date: '2026-03-01' });
    expect([add.status, add.body.message, add.body.result.affectedRows]).toEqual([201, 'Transaction added!', 1]);
    const pay = (await ok(t, 'POST', '/todo/create', { description: 'Advance to Jamal', amount: 40000, type: 'payment', date: '2026-03-02' })).result.insertId;
    // type defaults to receive
    await ok(t, 'POST', '/todo/create', { description: 'Deposit back', amount: 5000, date: '2026-02-20' });

    let list = (await ok(t, 'GET', '/todos')).result;
    expect(list.todos.map((r: { description: string }) => r.description)).toEqual(['Advance to Jamal', 'Loan from Hasan', 'Deposit back']);
    expect(list.summary).toEqual({ total_receive: 20000.25, total_payment: 40000, total: -19999.75 });

    const edit = await call(t, 'PUT', `/todo/edit/${pay}`, { description: 'Advance to Jamal (part)', amount: 10000, type: 'payment', date: '2026-03-02' });
    expect([edit.status, edit.body]).toEqual([200, { message: 'Transaction updated!', result: { affectedRows: 1 } }]);
    list = (await ok(t, 'GET', '/todos')).result;
    expect(list.summary).toEqual({ total_receive: 20000.25, total_payment: 10000, total: 10000.25 });

    const del = await call(t, 'DELETE', `/todo/delete/${add.body.result.insertId}`);
    expect([del.status, del.body]).toEqual([200, { message: 'Transaction deleted!', result: { affectedRows: 1 } }]);
    expect(await stored()).toEqual([
      { description: 'Advance to Jamal (part)', amount: '10000.00', type: 'payment', date: '2026-03-02' },
      { description: 'Deposit back', amount: '5000.00', type: 'receive', date: '2026-02-20' },
    ]);
    // the Outstanding overview subtracts the absolute balance: |5,000 − 10,000|
    expect((await ok(t, 'GET', '/project/report/investor-outstanding')).result.outstanding).toBe(-5000);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses an empty description, amount or date, a bad amount or type, and writes nothing', async () => {
    const good = { description: 'Loan', amount: 100, type: 'receive', date: '2026-03-01' };
    const cases: [object, string, string][] = [
      [{ ...good, description: '   ' }, 'description', 'Description is required'],
      [{ ...good, amount: '' }, 'amount', 'Amount is required'],
      [{ ...good, date: '' }, 'date', 'Date is required'],
      [{ ...good, amount: 'ten' }, 'amount', 'Amount must be a number'],
      [{ ...good, amount: 0 }, 'amount', 'Amount must be more than 0'],
      [{ ...good, amount: -5 }, 'amount', 'Amount cannot be negative'],
      [{ ...good, type: 'loan' }, 'type', 'Type must be receive or payment'],
      [{ ...good, date: '2026-02-30' }, 'date', 'Date must be a real date written yyyy-mm-dd'],
    ];
    for (const [body, field, message] of cases) {
      const r = await call(t, 'POST', '/todo/create', body);
      expect([r.status, r.body.field, r.body.message], JSON.stringify(body)).toEqual([400, field, message]);
    }
    const id = (await ok(t, 'POST', '/todo/create', good)).result.insertId;
    const r = await call(t, 'PUT', `/todo/edit/${id}`, { ...good, description: '' });
    expect([r.status, r.body.message]).toEqual([400, 'Description is required']);
    expect(await stored()).toEqual([{ description: 'Loan', amount: '100.00', type: 'receive', date: '2026-03-01' }]);
    expect((await call(t, 'PUT', '/todo/edit/9999', good)).status).toBe(404);
    expect((await call(t, 'DELETE', '/todo/delete/9999')).status).toBe(404);
  });

  it('searches by description and pages by 50 with the summary over all of them', async () => {
    for (let i = 1; i <= 55; i++)
      await ok(t, 'POST', '/todo/create', { description: `Item ${i}`, amount: i, type: i % 2 ? 'receive' : 'payment', date: '2026-01-01' });
    const page = await ok(t, 'GET', '/todos');
    expect([page.total, page.result.todos.length, page.result.todos[0].description]).toEqual([55, 50, 'Item 55']);
    // receive 1+3+...+55 = 784, payment 2+4+...+54 = 756
    expect(page.result.summary).toEqual({ total_receive: 784, total_payment: 756, total: 28 });
    const more = await ok(t, 'GET', '/todos?limit=100');
    expect(more.result.todos).toHaveLength(55);
    const found = await ok(t, 'GET', '/todos?search=item 5');
    expect(found.result.todos.map((r: { description: string }) => r.description)).toEqual([
      'Item 55',
      'Item 54',
      'Item 53',
      'Item 52',
      'Item 51',
      'Item 50',
      'Item 5',
    ]);
  });
});
