import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, fundPettyCash, freshChartEachTest, makeProject, ok, voucher } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
const c = freshChartEachTest(t);

const project = (over: Record<string, unknown> = {}) => ({
  work_id: 'DH-01',
  project_name: 'Dhanmondi Tower',
  work_amount: '1250000.50',
  start_date: '2026-01-15',
  end_date: '2026-12-31',
  place: 'Dhaka',
  organization: 'RAJUK',
  qoutation: 'e-GP tender 42',
  remarks: 'Phase 1',
  ...over,
});

describe('projects', () => {
  it("requires the spec's fields with its messages, and at most 8 characters of Project ID", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ work_id: '' }, 'work_id', 'Project ID is required'],
      [{ work_id: 'ABCDEFGHI' }, 'work_id', 'Project ID must be at most 8 characters'],
      [{ project_name: ' ' }, 'project_name', 'Project name is required'],
      [{ work_amount: '' }, 'work_amount', 'Tender Amount is required'],
      [{ start_date: undefined }, 'start_date', 'Opening date is required'],
      [{ place: '' }, 'place', 'Project Location is required'],
      [{ end_date: '2026-01-01' }, 'end_date', 'End date cannot be before the opening date'],
    ];
    for (const [over, field, message] of cases) {
      const r = await call(t, 'POST', '/project/create', project(over));
      expect([r.status, r.body.field, r.body.message]).toEqual([400, field, message]);
    }
    expect(await rows(t.db, sql`select 1 from projects`)).toHaveLength(0);

    const r = await call(t, 'POST', '/project/create', project({ work_id: 'ABCDEFGH', security_money: undefined }));
    expect(r).toEqual({ status: 201, body: { message: 'Project Created !!', insertId: 1 } });
    const saved = (await ok(t, 'GET', '/project-details/1')).result.project_details;
    expect(saved).toMatchObject({ work_id: 'ABCDEFGH', work_amount: 1250000.5, security_money: 0, status: 'start', end_date: '2026-12-31', qoutation: 'e-GP tender 42' });
  });

  it('keeps Project ID unique, whatever its case, on create and on edit', async () => {
    const a = await makeProject(t, 'P-001');
    const b = await makeProject(t, 'P-002');
    const dup = await call(t, 'POST', '/project/create', project({ work_id: 'p-001' }));
    expect(dup).toEqual({ status: 409, body: { message: 'Project Id Already Exist please try another one', field: 'work_id' } });
    const edit = await call(t, 'PUT', `/project/update/${b}`, project({ work_id: 'P-001' }));
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Project Id Already Exist please try another one');
    // Keeping its own id is not a duplicate.
    const same = await ok(t, 'PUT', `/project/update/${a}`, project({ work_id: 'P-001', project_name: undefined, security_money: 10 }));
    expect(same).toEqual({ message: 'Project updated successfully!', result: { affectedRows: 1 } });
    expect((await ok(t, 'GET', `/project-details/${a}`)).result.project_details).toMatchObject({ project_name: 'Padma Bridge Approach Road', security_money: 10, place: 'Dhaka' });
    expect((await call(t, 'PUT', '/project/update/999', project())).status).toBe(404);
  });

  it("matches a hand calculation of a project's expense, bill and profit/loss", async () => {
    const p = await makeProject(t, 'P-001');
    const other = await makeProject(t, 'P-002', 'Other Site');
    // Bill received: 50,000.00 (CR into petty cash) + 20,000.25 (BR into the bank) = 70,000.25
    await fundPettyCash(t, 50000, c.ledger.client, p);
    await voucher(t, 5, '2026-02-02', [{ project_ledger_id: c.ledger.bank, debit: '20000.25' }, { project_ledger_id: c.ledger.client, credit: '20000.25' }], p);
    // Expense: 12,345.67 (CP) + 1,000.10 + 999.90 (BP, two lines) + bill 2,500.33 = 16,846.00
    await voucher(t, 2, '2026-02-03', [{ project_ledger_id: c.ledger.cement, debit: '12345.67' }, { project_ledger_id: 1, credit: '12345.67' }], p);
    await voucher(t, 3, '2026-02-04', [
      { project_ledger_id: c.ledger.cement, debit: '1000.10' },
      { project_ledger_id: c.ledger.labour, debit: '999.90' },
      { project_ledger_id: c.ledger.bank, credit: '2000.00' },
    ], p);
    await ok(t, 'POST', '/project-bill/create', {
      project_id: p,
      vc_date: '2026-02-05',
      ledger_id: c.ledger.labour,
      items: [{ description: 'Masons', amount: '2000.33' }, { description: 'Helpers', amount: 500 }],
      data: [{ project_ledger_id: 1, credit: '2500.33' }],
    });
    // A journal between two expense heads nets to nothing; neither a contra nor another project's payment is this project's expense.
    await voucher(t, 1, '2026-02-06', [{ project_ledger_id: c.ledger.cement, debit: 77 }, { project_ledger_id: c.ledger.labour, credit: 77 }], p);
    await voucher(t, 6, '2026-02-06', [{ project_ledger_id: c.ledger.bank, debit: 100 }, { project_ledger_id: 1, credit: 100 }], p);
    await voucher(t, 2, '2026-02-06', [{ project_ledger_id: c.ledger.cement, debit: 3 }, { project_ledger_id: 1, credit: 3 }], other);

    const details = await ok(t, 'GET', `/project-details/${p}`);
    expect(details.result.project_details).toMatchObject({ expense: 16846, bill: 70000.25, profit_loss: 53154.25, investment: 0, status: 'start' });
    const summary = details.result.ledger_summary as { vc_no: string; ledger_name: string; total_payment: number; total_received: number }[];
    expect(summary.map((r) => [r.vc_no, r.ledger_name, r.total_payment, r.total_received])).toEqual([
      ['CR-2026-1001', 'Client Receipts', 0, 50000],
      ['BR-2026-1001', 'Client Receipts', 0, 20000.25],
      ['CP-2026-1001', 'Cement', 12345.67, 0],
      ['BP-2026-1001', 'Cement', 1000.1, 0],
      ['BP-2026-1001', 'Labour', 999.9, 0],
      ['INV-Padma Bri-2026-1001', 'Labour', 2000.33, 0],
      ['INV-Padma Bri-2026-1001', 'Labour', 500, 0],
      ['JV-2026-1001', 'Cement', 77, 0],
      ['JV-2026-1001', 'Labour', -77, 0],
    ]);

    const list = await ok(t, 'GET', '/projects');
    expect(list).toMatchObject({ total: 2, total_expense: 16849, total_bill: 70000.25, total_work_amount: 1000000, total_security_money: 50000 });
    expect(list.result.find((r: { id: number }) => r.id === other)).toMatchObject({ expense: 3, bill: 0, profit_loss: -3 });
    expect(await t.violations()).toEqual([]);
  });

  it('stores profit/loss and investment on completion from the books, ignoring the figures sent', async () => {
    const p = await makeProject(t);
    await fundPettyCash(t, 9000, c.ledger.client, p);
    await voucher(t, 2, '2026-02-03', [{ project_ledger_id: c.ledger.cement, debit: '1234.56' }, { project_ledger_id: 1, credit: '1234.56' }], p);
    await ok(t, 'PUT', `/project/status/${p}`, { status: 'in_progress' });
    expect((await ok(t, 'GET', '/projects?status=in_progress')).in_progress_projects).toBe(1);

    const done = await ok(t, 'PUT', `/project/status/${p}`, { status: 'completed', profitLoss: 999999, investment: 5 });
    expect(done).toMatchObject({ message: 'Status updated successfully', result: { affectedRows: 1 }, data: { status: 'completed', profit_loss: 7765.44, investment: 0 } });
    // A completed project is locked: a voucher, an edit or a delete of its books is refused, naming it.
    const locked = `Project "Padma Bridge Approach Road" (P-001) is completed: its vouchers and bills are locked until an admin reopens it.`;
    const late = await voucher(t, 2, '2026-03-01', [{ project_ledger_id: c.ledger.cement, debit: 100 }, { project_ledger_id: 1, credit: 100 }], p);
    expect(late).toEqual({ status: 409, body: { message: locked } });
    const edit = await call(t, 'PUT', '/project/voucher/update/CP-2026-1001', {
      project_vc_date: '2026-02-03',
      data: [{ project_ledger_id: c.ledger.cement, debit: '1484.06' }, { project_ledger_id: 1, credit: '1484.06' }],
    });
    expect(edit).toEqual({ status: 409, body: { message: locked } });
    expect((await call(t, 'DELETE', '/project/voucher/delete/CP-2026-1001')).status).toBe(409);
    const after = await ok(t, 'GET', '/projects?status=completed');
    expect(after).toMatchObject({ total: 1, completed_projects: 1, total_profit_or_loss_for_completed: 7765.44 });
    expect(after.result[0]).toMatchObject({ profit_loss: 7765.44, expense: 1234.56 });
    expect((await ok(t, 'GET', '/projects?status=start')).total).toBe(0);

    // Only an admin reopens it; then its books move again, and completing recomputes the stored figure.
    const clerk = await t.userHeaders();
    const byClerk = await t.app.inject({ method: 'PUT', url: `/api/project/status/${p}`, headers: clerk, payload: { status: 'in_progress' } });
    expect([byClerk.statusCode, byClerk.json().message]).toEqual([403, 'A completed project is locked: only an admin can reopen it']);
    await ok(t, 'PUT', `/project/status/${p}`, { status: 'cancelled' });
    expect((await voucher(t, 2, '2026-03-01', [{ project_ledger_id: c.ledger.cement, debit: 100 }, { project_ledger_id: 1, credit: 100 }], p)).status).toBe(201);
    const reopened = (await ok(t, 'GET', `/project-details/${p}`)).result.project_details;
    expect(reopened).toMatchObject({ status: 'cancelled', profit_loss: 7665.44 });
    const again = await ok(t, 'PUT', `/project/status/${p}`, { status: 'completed' });
    expect(again.data).toMatchObject({ status: 'completed', profit_loss: 7665.44, expense: 1334.56 });
    expect(await t.violations()).toEqual([]);
    expect((await call(t, 'PUT', `/project/status/${p}`, { status: 'done' })).status).toBe(400);
    expect((await call(t, 'PUT', '/project/status/999', { status: 'completed' })).status).toBe(404);
  });

  it('refuses to delete a project with vouchers; deletes one without, with its unused ledgers', async () => {
    const p = await makeProject(t, 'P-001');
    const empty = await makeProject(t, 'P-002');
    const own = (await ok(t, 'POST', '/project/ledger/create', { name: 'Site Office', project_acc_main_id: c.mainId, project_acc_sub_id: c.subId, project_id: empty })).insertId;
    await fundPettyCash(t, 100, c.ledger.client, p);

    const refused = await call(t, 'DELETE', `/project/delete/${p}`);
    expect(refused).toEqual({ status: 409, body: { message: 'This project has vouchers or bills and cannot be deleted. Delete them first.' } });
    expect(await rows(t.db, sql`select 1 from projects where id = ${p}`)).toHaveLength(1);

    expect(await ok(t, 'DELETE', `/project/delete/${empty}`)).toEqual({ message: 'Deleted successfully', result: { affectedRows: 1 } });
    expect(await rows(t.db, sql`select 1 from project_ledgers where id = ${own}`)).toHaveLength(0);
    expect((await call(t, 'DELETE', `/project/delete/${empty}`)).status).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('lists with search, status and paging by 50, newest first', async () => {
    for (let i = 1; i <= 53; i++) await makeProject(t, `W-${i}`, `Road ${i}`);
    const first = await ok(t, 'GET', '/projects');
    expect(first.result).toHaveLength(50);
    expect(first.total).toBe(53);
    expect(first.result[0].work_id).toBe('W-53');
    expect((await ok(t, 'GET', '/projects?page=2&limit=50')).result.map((r: { work_id: string }) => r.work_id)).toEqual(['W-3', 'W-2', 'W-1']);
    expect((await ok(t, 'GET', '/projects?search=road%205')).total).toBe(5); // Road 5, 50 to 53
    expect((await call(t, 'GET', '/projects?status=unknown')).status).toBe(400);
  });
});

describe('construction dashboard', () => {
  it('reads its twelve figures from the books, Outstanding as the spec defines it', async () => {
    const empty = await ok(t, 'GET', '/project/report/dashboard');
    expect(Object.values(empty).every((v) => v === 0)).toBe(true);

    const a = await makeProject(t, 'A-1');
    const b = await makeProject(t, 'B-1', 'Bridge');
    await makeProject(t, 'C-1', 'Culvert');
    await fundPettyCash(t, 10000, c.ledger.client, a); // bill 10,000 into petty cash
    await voucher(t, 5, '2026-02-02', [{ project_ledger_id: c.ledger.bank, debit: 4000 }, { project_ledger_id: c.ledger.client, credit: 4000 }], b); // bill 4,000 into bank
    await voucher(t, 2, '2026-02-03', [{ project_ledger_id: c.ledger.cement, debit: '2500.50' }, { project_ledger_id: 1, credit: '2500.50' }], a); // expense 2,500.50
    await voucher(t, 3, '2026-02-03', [{ project_ledger_id: c.ledger.labour, debit: 1000 }, { project_ledger_id: c.ledger.bank, credit: 1000 }], b); // expense 1,000
    await voucher(t, 6, '2026-02-04', [{ project_ledger_id: c.ledger.bank, debit: 500 }, { project_ledger_id: 1, credit: 500 }]); // contra
    await ok(t, 'PUT', `/project/status/${a}`, { status: 'completed' });
    await ok(t, 'PUT', `/project/status/${b}`, { status: 'in_progress' });

    // petty cash 10,000 − 2,500.50 − 500 = 6,999.50; bank 4,000 − 1,000 + 500 = 3,500
    // project outstanding = 0 − 3,500.50 + 14,000 = 10,499.50; outstanding = 6,999.50 + 3,500 + 10,499.50 − 0 = 20,999.00
    expect(await ok(t, 'GET', '/project/report/dashboard')).toEqual({
      total_projects: 3,
      completed_projects: 1,
      running_projects: 1,
      total_investment: 0,
      total_profit_loss: 7499.5,
      total_expense: 3500.5,
      total_bill_received: 14000,
      petty_cash: 6999.5,
      cash_at_bank: 3500,
      project_petty_cash: 10499.5,
      returnable: 0,
      outstanding: 20999,
    });
  });
});
