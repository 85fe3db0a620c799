import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, freshChartEachTest, fundPettyCash, lineCount, makeProject, ok, pettyCash, voucher } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
const c = freshChartEachTest(t);

const linesOf = (vcNo: string) =>
  rows<{ project_ledger_id: number; project_id: number | null; debit: string; credit: string; type: number; project_vc_type: number }>(
    t.db,
    sql`select project_ledger_id, project_id, debit, credit, type, project_vc_type from project_voucher_lines where project_vc_no = ${vcNo} order by inx`,
  );

describe('construction vouchers', () => {
  it('numbers each type in its own series above 1000 and writes balanced lines', async () => {
    await fundPettyCash(t, 1000, c.ledger.client);
    const cp1 = await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: '100.10' }, { project_ledger_id: 1, credit: 100.1 }]);
    const cp2 = await voucher(t, 2, '2026-03-06', [{ project_ledger_id: c.ledger.cement, debit: 0.1 }, { project_ledger_id: c.ledger.cement, debit: 0.2 }, { project_ledger_id: 1, credit: 0.3 }]);
    const jv = await voucher(t, 1, '2026-03-06', [{ project_ledger_id: c.ledger.labour, debit: 5 }, { project_ledger_id: c.ledger.cement, credit: 5 }]);
    const cn = await voucher(t, 6, '2025-12-31', [{ project_ledger_id: c.ledger.bank, debit: 50 }, { project_ledger_id: 1, credit: 50 }]);
    expect([cp1.body.project_vc_no, cp2.body.project_vc_no, jv.body.project_vc_no, cn.body.project_vc_no]).toEqual([
      'CP-2026-1001',
      'CP-2026-1002',
      'JV-2026-1001',
      'CN-2025-1001',
    ]);
    expect(await linesOf('CP-2026-1001')).toEqual([
      { project_ledger_id: c.ledger.cement, project_id: null, debit: '100.10', credit: '0.00', type: 0, project_vc_type: 2 },
      { project_ledger_id: 1, project_id: null, debit: '0.00', credit: '100.10', type: 0, project_vc_type: 2 },
    ]);
    expect(await pettyCash(t)).toBe('849.60');
    expect(await t.violations()).toEqual([]);
  });

  it('refuses an unbalanced voucher and writes nothing, not even a number', async () => {
    const r = await voucher(t, 1, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 100 }, { project_ledger_id: c.ledger.labour, credit: 99.99 }]);
    expect(r).toEqual({ status: 400, body: { message: 'Debit and credit totals must be equal!' } });
    expect(await lineCount(t)).toBe(0);
    const next = await voucher(t, 1, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 100 }, { project_ledger_id: c.ledger.labour, credit: 100 }]);
    expect(next.body.project_vc_no).toBe('JV-2026-1001');
    expect(await t.violations()).toEqual([]);
  });

  it("refuses incomplete lines, a single line, both sides on a line and a missing ledger with the spec's messages", async () => {
    const cases: [unknown[], string][] = [
      [[{ project_ledger_id: c.ledger.cement, debit: 10 }, { project_ledger_id: '', credit: 10 }], 'Please fill all required entry fields before submitting.'],
      [[{ project_ledger_id: c.ledger.cement, debit: 10 }, { project_ledger_id: c.ledger.labour }], 'Please fill all required entry fields before submitting.'],
      [[{ project_ledger_id: c.ledger.cement, debit: 10, credit: 0 }], 'At least two voucher entries are required.'],
      [[{ project_ledger_id: c.ledger.cement, debit: 10, credit: 10 }, { project_ledger_id: c.ledger.labour, credit: 0.01 }], 'A line has either a debit or a credit, not both'],
      [[{ project_ledger_id: 99999, debit: 10 }, { project_ledger_id: c.ledger.labour, credit: 10 }], 'A voucher line names a ledger or project that does not exist'],
      [[{ project_ledger_id: c.ledger.cement, debit: -10 }, { project_ledger_id: c.ledger.labour, credit: -10 }], 'Amounts must be zero or more'],
    ];
    for (const [data, message] of cases) {
      const r = await call(t, 'POST', '/project/voucher/create', { project_vc_type: 1, project_vc_date: '2026-03-05', data });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const badType = await call(t, 'POST', '/project/voucher/create', { project_vc_type: 7, project_vc_date: '2026-03-05', data: [] });
    expect(badType.status).toBe(400);
    expect(await lineCount(t)).toBe(0);
  });

  it('refuses a credit to petty cash above its available balance, and writes nothing', async () => {
    await fundPettyCash(t, 1000, c.ledger.client);
    const over = await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 1000.01 }, { project_ledger_id: 1, credit: 1000.01 }]);
    expect(over).toEqual({ status: 409, body: { message: 'Warning: Some Petty Cash entries exceed available balance. Please review.' } });
    // Two petty cash lines together above the balance are refused too.
    const split = await voucher(t, 2, '2026-03-05', [
      { project_ledger_id: c.ledger.cement, debit: 1200 },
      { project_ledger_id: 1, credit: 600 },
      { project_ledger_id: 1, credit: 600 },
    ]);
    expect(split.status).toBe(409);
    expect(await lineCount(t)).toBe(2);
    expect(await pettyCash(t)).toBe('1000.00');

    const exact = await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 1000 }, { project_ledger_id: 1, credit: 1000 }]);
    expect(exact.status).toBe(201);
    expect(await pettyCash(t)).toBe('0.00');
    expect(await t.violations()).toEqual([]);
  });

  it("counts petty cash's opening amount, and refuses lowering it below what was paid out", async () => {
    await ok(t, 'PUT', '/project/ledger/update/1', { name: 'Petty Cash', project_acc_main_id: 1, project_acc_sub_id: 1, amount: 500, open_date: '2026-01-01' });
    expect((await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 400 }, { project_ledger_id: 1, credit: 400 }])).status).toBe(201);
    expect((await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 100.01 }, { project_ledger_id: 1, credit: 100.01 }])).status).toBe(409);
    const lower = await call(t, 'PUT', '/project/ledger/update/1', { name: 'Petty Cash', project_acc_main_id: 1, project_acc_sub_id: 1, amount: 399.99 });
    expect(lower.status).toBe(409);
    expect(await pettyCash(t)).toBe('100.00');
    expect(await t.violations()).toEqual([]);
  });

  it('updates a voucher in place: same number, new date and lines, petty cash checked against the new lines', async () => {
    await fundPettyCash(t, 1000, c.ledger.client);
    const p = await makeProject(t);
    const { project_vc_no } = (await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 700 }, { project_ledger_id: 1, credit: 700 }])).body;
    // Raising the payment to 1000 fits (the old 700 comes back first); 1000.01 does not.
    const tooMuch = await call(t, 'PUT', `/project/voucher/update/${project_vc_no}`, {
      vc_no: project_vc_no,
      data: [{ project_ledger_id: c.ledger.cement, debit: 1000.01 }, { project_ledger_id: 1, credit: 1000.01 }],
    });
    expect(tooMuch.status).toBe(409);
    expect(await pettyCash(t)).toBe('300.00');
    const r = await ok(t, 'PUT', `/project/voucher/update/${project_vc_no}`, {
      vc_no: project_vc_no,
      project_vc_date: '2026-03-07',
      project_id: p,
      data: [
        { project_ledger_id: c.ledger.cement, debit: 600, remarks: 'Cement 60 bags' },
        { project_ledger_id: c.ledger.labour, debit: 400 },
        { project_ledger_id: 1, credit: 1000 },
      ],
    });
    expect(r).toEqual({ message: 'Project vouchers updated successfully', project_vc_no: 'CP-2026-1001' });
    const lines = await linesOf('CP-2026-1001');
    expect(lines.map((l) => [l.project_ledger_id, l.project_id, l.debit, l.credit])).toEqual([
      [c.ledger.cement, p, '600.00', '0.00'],
      [c.ledger.labour, p, '400.00', '0.00'],
      [1, p, '0.00', '1000.00'],
    ]);
    const details = await ok(t, 'GET', '/project/voucher-details/CP-2026-1001');
    expect(details.result.master).toMatchObject({ project_vc_date: '2026-03-07', project_vc_type: 2, total_debit: 1000, total_credit: 1000, project_id: p });
    expect(details.result.items[0]).toMatchObject({ ledger_name: 'Cement', remarks: 'Cement 60 bags', debit: 600, balance: 600 });
    expect(await pettyCash(t)).toBe('0.00');

    const typeChange = await call(t, 'PUT', `/project/voucher/update/${project_vc_no}`, { project_vc_type: 4, data: [] });
    expect(typeChange.status).toBe(400);
    const unbalanced = await call(t, 'PUT', `/project/voucher/update/${project_vc_no}`, {
      data: [{ project_ledger_id: c.ledger.cement, debit: 5 }, { project_ledger_id: 1, credit: 4 }],
    });
    expect(unbalanced.body.message).toBe('Debit and credit totals must be equal!');
    expect(await lineCount(t)).toBe(5);
    expect((await call(t, 'PUT', '/project/voucher/update/CP-2026-9999', { data: [] })).status).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('deletes a voucher, but not the receipt that funded petty cash money already spent', async () => {
    const funding = await fundPettyCash(t, 1000, c.ledger.client);
    const { project_vc_no } = (await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 700 }, { project_ledger_id: 1, credit: 700 }])).body;
    const refused = await call(t, 'DELETE', `/project/voucher/delete/${funding}`);
    expect(refused.status).toBe(409);
    expect(await pettyCash(t)).toBe('300.00');
    expect(await ok(t, 'DELETE', `/project/voucher/delete/${project_vc_no}`)).toEqual({ message: 'Deleted successfully', result: { affectedRows: 2 } });
    expect(await ok(t, 'DELETE', `/project/voucher/delete/${funding}`)).toMatchObject({ result: { affectedRows: 2 } });
    expect(await lineCount(t)).toBe(0);
    expect((await call(t, 'DELETE', `/project/voucher/delete/${funding}`)).status).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('lists one row per voucher with filters by type, dates, project and search, and pages by 50', async () => {
    const p = await makeProject(t);
    await fundPettyCash(t, 1000, c.ledger.client, p);
    await voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 100, remarks: 'cement bags' }, { project_ledger_id: 1, credit: 100 }], p);
    await voucher(t, 1, '2026-03-10', [{ project_ledger_id: c.ledger.labour, debit: 25 }, { project_ledger_id: c.ledger.cement, credit: 25 }]);
    const all = await ok(t, 'GET', '/project/voucher');
    expect(all.total).toBe(3);
    expect(all.total_amount).toBe(1125);
    expect(all.result.map((r: { project_vc_no: string }) => r.project_vc_no)).toEqual(['JV-2026-1001', 'CP-2026-1001', 'CR-2026-1001']);
    expect(all.result[1]).toMatchObject({ project_vc_type: 2, amount: 100, ledger_names: 'Cement, Petty Cash', remarks: 'cement bags', project_name: 'Padma Bridge Approach Road' });
    expect((await ok(t, 'GET', '/project/voucher?vc_type=2')).result).toHaveLength(1);
    expect((await ok(t, 'GET', '/project/voucher?sDate=2026-03-01&eDate=2026-03-06')).total).toBe(1);
    expect((await ok(t, 'GET', `/project/voucher?projectId=${p}`)).total).toBe(2);
    expect((await ok(t, 'GET', '/project/voucher?search=CEMENT%20BAGS')).result[0].project_vc_no).toBe('CP-2026-1001');
    const page2 = await ok(t, 'GET', '/project/voucher?page=2&limit=2');
    expect(page2).toMatchObject({ total: 3, result: [{ project_vc_no: 'CR-2026-1001' }] });
    expect((await call(t, 'GET', '/project/voucher-details/NOPE-1')).status).toBe(404);
  });

  it('previews the next number without taking it', async () => {
    expect(await ok(t, 'GET', '/project/voucher/next-no?project_vc_type=5&project_vc_date=2026-04-01')).toEqual({ project_vc_no: 'BR-2026-1001' });
    expect(await ok(t, 'GET', '/project/voucher/next-no?project_vc_type=5&project_vc_date=2026-04-01')).toEqual({ project_vc_no: 'BR-2026-1001' });
  });
});

describe('project bills', () => {
  const bill = (projectId: number, over: Record<string, unknown> = {}) => ({
    project_id: projectId,
    vc_date: '2026-03-08',
    ledger_id: c.ledger.labour,
    items: [
      { description: 'Masons, 10 days', amount: 1200.5 },
      { description: 'Helpers', amount: 299.5 },
    ],
    data: [{ project_ledger_id: 1, credit: 1500, remarks: 'paid in cash' }],
    ...over,
  });

  it('saves the bill and its voucher together: items debit the To ledger, numbered INV-{name}-{year}-{n}', async () => {
    const p = await makeProject(t);
    await fundPettyCash(t, 2000, c.ledger.client, p);
    const r = await call(t, 'POST', '/project-bill/create', bill(p));
    expect(r).toEqual({ status: 201, body: { message: 'Project vouchers & bills created successfully', bill_id: 1, vc_no: 'INV-Padma Bri-2026-1001' } });
    expect((await linesOf('INV-Padma Bri-2026-1001')).map((l) => [l.project_ledger_id, l.project_id, l.debit, l.credit, l.type, l.project_vc_type])).toEqual([
      [c.ledger.labour, p, '1200.50', '0.00', 1, 2],
      [c.ledger.labour, p, '299.50', '0.00', 1, 2],
      [1, p, '0.00', '1500.00', 0, 2],
    ]);
    const got = await ok(t, 'GET', `/project-bill/get?vc_no=${encodeURIComponent('INV-Padma Bri-2026-1001')}&projectId=${p}`);
    expect(got).toMatchObject({ bill_id: 1, vc_type: 2, vc_date: '2026-03-08', ledger_name: 'Labour', total: 1500, project_name: 'Padma Bridge Approach Road' });
    expect(got.items).toEqual([
      { id: 1, description: 'Masons, 10 days', amount: 1200.5, ledger_id: c.ledger.labour, ledger_name: 'Labour' },
      { id: 2, description: 'Helpers', amount: 299.5, ledger_id: c.ledger.labour, ledger_name: 'Labour' },
    ]);
    expect(got.lines).toHaveLength(3);
    const second = await ok(t, 'POST', '/project-bill/create', bill(p, { items: [{ description: 'Tea', amount: 50 }], data: [{ project_ledger_id: 1, credit: 50 }] }));
    expect(second.vc_no).toBe('INV-Padma Bri-2026-1002');
    expect(await pettyCash(t)).toBe('450.00');
    expect(await t.violations()).toEqual([]);
  });

  it("a supplier's bill with several expense heads: each item on its own ledger, the supplier credited, expense counted once", async () => {
    const p = await makeProject(t);
    const supplier = (await ok(t, 'POST', '/supplier/create', { name: 'Akij Cement' })).insertId;
    const supplierLedger = (await ok(t, 'GET', `/supplier/details/${supplier}`)).result[0].ledger_id as number;
    const r = await ok(t, 'POST', '/project-bill/create', bill(p, {
      ledger_id: c.ledger.cement,
      items: [
        { description: 'Cement 100 bags', amount: '52000.25' },
        { description: 'Unloading', amount: '1999.75', ledger_id: c.ledger.labour },
      ],
      data: [{ project_ledger_id: supplierLedger, credit: 54000 }],
    }));
    expect((await linesOf(r.vc_no)).map((l) => [l.project_ledger_id, l.debit, l.credit, l.type])).toEqual([
      [c.ledger.cement, '52000.25', '0.00', 1],
      [c.ledger.labour, '1999.75', '0.00', 1],
      [supplierLedger, '0.00', '54000.00', 0],
    ]);
    const got = await ok(t, 'GET', `/project-bill/get?vc_no=${encodeURIComponent(r.vc_no)}`);
    expect(got.items.map((i: { ledger_name: string; amount: number }) => [i.ledger_name, i.amount])).toEqual([['Cement', 52000.25], ['Labour', 1999.75]]);
    // Paying the supplier later is not a second expense.
    await fundPettyCash(t, 60000, c.ledger.client, p);
    await voucher(t, 2, '2026-03-10', [{ project_ledger_id: supplierLedger, debit: 54000 }, { project_ledger_id: 1, credit: 54000 }], p);
    expect((await ok(t, 'GET', `/project-details/${p}`)).result.project_details).toMatchObject({ expense: 54000, bill: 60000, profit_loss: 6000 });
    const bad = await call(t, 'POST', '/project-bill/create', bill(p, { items: [{ description: 'X', amount: 10, ledger_id: 99999 }], data: [{ project_ledger_id: 1, credit: 10 }] }));
    expect([bad.status, bad.body.message]).toEqual([400, 'Item 1: its ledger does not exist']);
    expect(await t.violations()).toEqual([]);
  });

  it('a received bill credits the To ledger and counts as bill received', async () => {
    const p = await makeProject(t);
    const r = await ok(t, 'POST', '/project-bill/create', bill(p, { vc_type: 4, ledger_id: c.ledger.client, items: [{ description: 'Running bill 1', amount: 80000 }], data: [{ project_ledger_id: c.ledger.bank, debit: 80000 }] }));
    expect((await linesOf(r.vc_no)).map((l) => [l.project_ledger_id, l.debit, l.credit, l.type])).toEqual([
      [c.ledger.client, '0.00', '80000.00', 1],
      [c.ledger.bank, '80000.00', '0.00', 0],
    ]);
    expect((await ok(t, 'GET', `/project-details/${p}`)).result.project_details).toMatchObject({ bill: 80000, expense: 0, profit_loss: 80000 });
    expect(await t.violations()).toEqual([]);
  });

  it("refuses a bill without To ledger, without items, unbalanced or beyond petty cash, and writes nothing", async () => {
    const p = await makeProject(t);
    await fundPettyCash(t, 1000, c.ledger.client, p);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ledger_id: '' }, 400, "Please select the 'To Ledger'"],
      [{ ledger_id: 99999 }, 400, "Please select the 'To Ledger'"],
      [{ items: [] }, 400, 'At least one bill item is required.'],
      [{ items: [{ description: '', amount: 10 }] }, 400, 'Please fill all required entry fields before submitting.'],
      [{ data: [{ project_ledger_id: 1, credit: 1499 }] }, 400, 'Debit and credit totals must be equal!'],
      [{}, 409, 'Warning: Some Petty Cash entries exceed available balance. Please review.'],
    ];
    for (const [over, status, message] of cases) {
      const r = await call(t, 'POST', '/project-bill/create', bill(p, over));
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await lineCount(t)).toBe(2);
    expect((await rows(t.db, sql`select 1 from project_bills`)).length).toBe(0);
    expect((await call(t, 'POST', '/project-bill/create', bill(99999))).status).toBe(404);
  });

  it('updates a bill (items, To ledger and voucher together, same number) and deletes it with its voucher', async () => {
    const p = await makeProject(t);
    await fundPettyCash(t, 2000, c.ledger.client, p);
    const { bill_id, vc_no } = await ok(t, 'POST', '/project-bill/create', bill(p));
    // Its voucher is edited with the bill, not on its own.
    expect((await call(t, 'PUT', `/project/voucher/update/${encodeURIComponent(vc_no)}`, { data: [] })).status).toBe(409);

    const upd = await ok(t, 'PUT', `/project-bill/update/${bill_id}`, {
      vc_no,
      vc_date: '2026-03-09',
      ledger_id: c.ledger.cement,
      items: [{ description: 'Cement 20 bags', amount: 1800 }],
      data: [{ project_ledger_id: 1, credit: 1800 }],
    });
    expect(upd).toEqual({ message: 'Project vouchers & bills updated successfully', bill_id, vc_no: 'INV-Padma Bri-2026-1001' });
    expect((await linesOf(vc_no)).map((l) => [l.project_ledger_id, l.debit, l.credit, l.type])).toEqual([
      [c.ledger.cement, '1800.00', '0.00', 1],
      [1, '0.00', '1800.00', 0],
    ]);
    const got = await ok(t, 'GET', `/project-bill/get?vc_no=${encodeURIComponent(vc_no)}`);
    expect(got).toMatchObject({ ledger_id: c.ledger.cement, vc_date: '2026-03-09', total: 1800, items: [{ description: 'Cement 20 bags', amount: 1800 }] });
    expect(await pettyCash(t)).toBe('200.00');
    expect(await t.violations()).toEqual([]);

    expect((await call(t, 'DELETE', `/project-bill/delete?id=${bill_id}`)).body.message).toBe('Missing bill ID or voucher number');
    expect((await call(t, 'DELETE', `/project-bill/delete?id=${bill_id}&vc_no=INV-other-2026-1001`)).status).toBe(404);
    // The spec's page sends id and vc_no as a JSON body.
    expect(await ok(t, 'DELETE', '/project-bill/delete', { id: bill_id, vc_no })).toEqual({ message: 'Bill and its voucher deleted successfully' });
    expect(await lineCount(t)).toBe(2);
    expect((await rows(t.db, sql`select 1 from project_bill_items`)).length).toBe(0);
    expect(await pettyCash(t)).toBe('2000.00');
    expect(await t.violations()).toEqual([]);
  });

  it('deleting a bill voucher from the voucher list deletes its bill too', async () => {
    const p = await makeProject(t);
    await fundPettyCash(t, 2000, c.ledger.client, p);
    const { vc_no } = await ok(t, 'POST', '/project-bill/create', bill(p));
    expect((await ok(t, 'DELETE', `/project/voucher/delete/${encodeURIComponent(vc_no)}`)).result.affectedRows).toBe(3);
    expect((await rows(t.db, sql`select 1 from project_bills`)).length).toBe(0);
    expect((await call(t, 'GET', `/project-bill/get?vc_no=${encodeURIComponent(vc_no)}`)).status).toBe(404);
    expect(await t.violations()).toEqual([]);
  });
});
