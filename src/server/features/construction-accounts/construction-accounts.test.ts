import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, fundPettyCash, makeChart, makeProject, ok, resetConstruction, voucher } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => resetConstruction(t));

describe('construction chart of accounts', () => {
  it("creates, edits and lists groups, mains and subs with the spec's messages", async () => {
    expect(await call(t, 'POST', '/project/group/create', { name: '' })).toEqual({ status: 400, body: { message: 'Group Name is required', field: 'name' } });
    const group = await call(t, 'POST', '/project/group/create', { name: 'Liabilities' });
    expect(group).toMatchObject({ status: 201, body: { message: 'Group Created !!' } });
    const g = group.body.insertId as number;
    expect((await call(t, 'POST', '/project/group/create', { name: 'liabilities' })).status).toBe(409);
    expect(await ok(t, 'PUT', `/project/group/update/${g}`, { name: 'Liabilities & Loans' })).toEqual({ message: 'Group Updated !!', result: { affectedRows: 1 } });

    expect((await call(t, 'POST', '/project/main/create', { name: 'Loans' })).body.message).toBe('Group Name is required');
    expect((await call(t, 'POST', '/project/main/create', { name: '', project_g_id: g })).body.message).toBe('Main Name is required');
    expect((await call(t, 'POST', '/project/main/create', { name: 'Loans', project_g_id: 99999 })).body.message).toBe('Group Name is required');
    const main = await ok(t, 'POST', '/project/main/create', { name: 'Loans', project_g_id: g });
    expect(main.message).toBe('Main Created!');
    const m = main.insertId as number;
    expect(await ok(t, 'PUT', `/project/main/update/${m}`, { name: 'Long-term Loans', project_g_id: g })).toMatchObject({ message: 'Main Updated!' });
    expect((await ok(t, 'GET', `/project/main/details/${m}`)).result).toEqual({ id: m, name: 'Long-term Loans', project_g_id: g, group_name: 'Liabilities & Loans' });

    expect((await call(t, 'POST', '/project/sub/create', { name: 'Bank Loan' })).body.message).toBe('Main Name is required');
    expect((await call(t, 'POST', '/project/sub/create', { project_main_id: m })).body.message).toBe('Sub Name is required');
    // The spec's sub head create message reads "Main Created!".
    const sub = await ok(t, 'POST', '/project/sub/create', { name: 'Bank Loan', project_main_id: m });
    expect(sub.message).toBe('Main Created!');
    expect(await ok(t, 'PUT', `/project/sub/update/${sub.insertId}`, { name: 'Bank Loans', project_main_id: m })).toMatchObject({ message: 'Sub Updated!' });
    expect((await ok(t, 'GET', `/project/sub-details/${sub.insertId}`)).result).toMatchObject({ name: 'Bank Loans', main_name: 'Long-term Loans', group_name: 'Liabilities & Loans' });

    expect(await ok(t, 'GET', '/project/group?search=loan')).toEqual({ result: [{ id: g, name: 'Liabilities & Loans', nature: 'liability' }], total: 1 });
    // A group's nature is read from its name unless it is chosen; an unknown one is refused.
    const site = await ok(t, 'POST', '/project/group/create', { name: 'Site Works', nature: 'expense' });
    expect((await call(t, 'POST', '/project/group/create', { name: 'Odd', nature: 'profit' })).body).toMatchObject({ field: 'nature' });
    await ok(t, 'PUT', `/project/group/update/${site.insertId}`, { name: 'Site Works' });
    expect((await ok(t, 'GET', '/project/group?search=site')).result).toEqual([{ id: site.insertId, name: 'Site Works', nature: 'expense' }]);
    await ok(t, 'PUT', `/project/group/update/${site.insertId}`, { name: 'Site Works', nature: 'income' });
    expect((await ok(t, 'GET', '/project/group?search=site')).result[0].nature).toBe('income');
    await ok(t, 'DELETE', `/project/group/delete/${site.insertId}`);
    expect(await ok(t, 'GET', '/project/main')).toMatchObject({ total: 2, result: [{ name: 'Current Assets' }, { name: 'Long-term Loans' }] });
    expect((await ok(t, 'GET', '/project/sub?search=liabilities')).total).toBe(1);
    expect((await call(t, 'PUT', '/project/group/update/99999', { name: 'X' })).status).toBe(404);
    expect((await call(t, 'GET', '/project/sub-details/99999')).status).toBe(404);
  });

  it('pages lists by page and limit', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await ok(t, 'POST', '/project/group/create', { name: `Group ${i}` })).insertId);
    const page = await ok(t, 'GET', '/project/group?page=2&limit=3');
    expect(page).toEqual({
      total: 8,
      result: [
        { id: ids[2], name: 'Group 3', nature: 'asset' },
        { id: ids[3], name: 'Group 4', nature: 'asset' },
        { id: ids[4], name: 'Group 5', nature: 'asset' },
      ],
    });
    expect((await ok(t, 'GET', '/project/group')).result).toHaveLength(8);
  });

  it('refuses to delete what is in use, and deletes what is not', async () => {
    const c = await makeChart(t);
    const inUse: [string, string][] = [
      [`/project/group/delete/${c.groupId}`, 'This group has main heads and cannot be deleted'],
      [`/project/main/delete/${c.mainId}`, 'This main head has sub heads and cannot be deleted'],
      [`/project/sub/delete/${c.subId}`, 'This sub head has ledgers and cannot be deleted'],
      ['/project/ledger/delete/1', 'The petty cash ledger cannot be deleted'],
    ];
    for (const [url, message] of inUse) expect(await call(t, 'DELETE', url)).toEqual({ status: 409, body: { message } });

    await voucher(t, 1, '2026-02-01', [{ project_ledger_id: c.ledger.cement, debit: 1 }, { project_ledger_id: c.ledger.labour, credit: 1 }]);
    expect((await call(t, 'DELETE', `/project/ledger/delete/${c.ledger.cement}`)).body.message).toBe('This ledger has vouchers and cannot be deleted');
    expect(await ok(t, 'DELETE', `/project/ledger/delete/${c.ledger.client}`)).toEqual({ message: 'Deleted successfully', result: { affectedRows: 1 } });
    expect((await call(t, 'DELETE', `/project/ledger/delete/${c.ledger.client}`)).status).toBe(404);
    const g = (await ok(t, 'POST', '/project/group/create', { name: 'Spare' })).insertId;
    expect((await ok(t, 'DELETE', `/project/group/delete/${g}`)).result.affectedRows).toBe(1);
  });

  it('keeps a ledger under a sub head of its main head, and moves ledgers with their sub head', async () => {
    const c = await makeChart(t);
    const wrong = await call(t, 'POST', '/project/ledger/create', { name: 'Steel', project_acc_main_id: 1, project_acc_sub_id: c.subId });
    expect(wrong).toEqual({ status: 400, body: { message: 'This sub head does not belong to the chosen main head', field: 'project_acc_sub_id' } });
    expect((await call(t, 'POST', '/project/ledger/create', { project_acc_main_id: c.mainId, project_acc_sub_id: c.subId })).body.message).toBe('Ledger Name is required');
    expect((await call(t, 'POST', '/project/ledger/create', { name: 'Steel', project_acc_sub_id: c.subId })).body.message).toBe('Main Name is required');
    expect((await call(t, 'POST', '/project/ledger/create', { name: 'Steel', project_acc_main_id: c.mainId })).body.message).toBe('Sub Name is required');
    expect((await call(t, 'POST', '/project/ledger/create', { name: 'cement', project_acc_main_id: c.mainId, project_acc_sub_id: c.subId })).status).toBe(409);
    expect((await call(t, 'PUT', '/project/ledger/update/1', { name: 'Petty Cash', project_acc_main_id: 1, project_acc_sub_id: 1, project_id: await makeProject(t) })).status).toBe(400);

    const otherMain = (await ok(t, 'POST', '/project/main/create', { name: 'Overheads', project_g_id: c.groupId })).insertId;
    await ok(t, 'PUT', `/project/sub/update/${c.subId}`, { name: 'Materials', project_main_id: otherMain });
    const moved = await rows<{ project_acc_main_id: number }>(t.db, sql`select distinct project_acc_main_id from project_ledgers where project_acc_sub_id = ${c.subId}`);
    expect(moved).toEqual([{ project_acc_main_id: otherMain }]);
  });

  it("lists ledgers with opening amount, date and balance; a project's ledgers with its own figures", async () => {
    const c = await makeChart(t);
    const p = await makeProject(t);
    const created = await call(t, 'POST', '/project/ledger/create', {
      name: 'Site Office',
      project_acc_main_id: c.mainId,
      project_acc_sub_id: c.subId,
      project_id: p,
      amount: '250.75',
      open_date: '2026-01-05',
      phone: '01711000000',
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Ledger Created!' } });
    const office = created.body.insertId as number;
    await fundPettyCash(t, 1000, c.ledger.client, p);
    await voucher(t, 2, '2026-02-03', [{ project_ledger_id: office, debit: 100 }, { project_ledger_id: 1, credit: 100 }], p);
    await voucher(t, 2, '2026-02-04', [{ project_ledger_id: c.ledger.cement, debit: 40 }, { project_ledger_id: 1, credit: 40 }]);

    const details = (await ok(t, 'GET', `/project/ledger-details/${office}`)).result;
    expect(details).toMatchObject({ name: 'Site Office', amount: 250.75, open_date: '2026-01-05', Avl_bal: 350.75, project_id: p, work_id: 'P-001', group_name: 'Expenses', main_name: 'Site Costs', sub_name: 'Materials', phone: '01711000000' });
    expect((await ok(t, 'GET', `/project/ledger?projectId=${p}`)).result.map((l: { id: number }) => l.id)).toEqual([office]);
    expect((await ok(t, 'GET', '/project/ledger?search=petty')).result[0]).toMatchObject({ id: 1, Avl_bal: 860 });
    expect(await ok(t, 'PUT', `/project/ledger/update/${office}`, { name: 'Site Office', project_acc_main_id: c.mainId, project_acc_sub_id: c.subId, project_id: p, amount: 0 })).toEqual({
      message: 'Ledger Updated!',
      result: { affectedRows: 1 },
    });

    const byProject = (await ok(t, 'GET', `/project/ledger-by-project/${p}`)).result as { id: number; project_debit: number; project_credit: number }[];
    expect(byProject.map((l) => [l.id, l.project_debit, l.project_credit])).toEqual([
      [1, 1000, 100],
      [c.ledger.client, 0, 1000],
      [office, 100, 0],
    ]);
    expect((await call(t, 'GET', '/project/ledger-by-project/999')).status).toBe(404);
  });
});

describe('ledger reports', () => {
  it('gives the opening balance, each line with a running balance, and the totals', async () => {
    const c = await makeChart(t);
    const p = await makeProject(t);
    await ok(t, 'PUT', '/project/ledger/update/1', { name: 'Petty Cash', project_acc_main_id: 1, project_acc_sub_id: 1, amount: 200, open_date: '2026-01-01' });
    await fundPettyCash(t, 1000, c.ledger.client, p); // 2026-02-01
    await voucher(t, 2, '2026-02-10', [{ project_ledger_id: c.ledger.cement, debit: '300.25' }, { project_ledger_id: 1, credit: '300.25', remarks: 'cement' }], p);
    await voucher(t, 2, '2026-03-01', [{ project_ledger_id: c.ledger.labour, debit: 99 }, { project_ledger_id: 1, credit: 99 }]);

    const all = (await ok(t, 'GET', '/project/report/ledger?ledgerId=1')).result;
    expect(all).toMatchObject({ ledger_id: 1, ledger_name: 'Petty Cash', opening_balance: 200, total_debit: 1000, total_credit: 399.25, closing_balance: 800.75 });
    expect(all.rows.map((r: { project_vc_no: string; debit: number; credit: number; balance: number }) => [r.project_vc_no, r.debit, r.credit, r.balance])).toEqual([
      ['CR-2026-1001', 1000, 0, 1200],
      ['CP-2026-1001', 0, 300.25, 899.75],
      ['CP-2026-1002', 0, 99, 800.75],
    ]);

    const feb = (await ok(t, 'GET', '/project/report/ledger?ledgerId=1&sDate=2026-02-05&eDate=2026-02-28')).result;
    expect(feb).toMatchObject({ opening_balance: 1200, total_debit: 0, total_credit: 300.25, closing_balance: 899.75 });
    expect(feb.rows).toHaveLength(1);
    expect(feb.rows[0]).toMatchObject({ remarks: 'cement', project_name: 'Padma Bridge Approach Road', project_vc_type: 2 });

    // Project-wise: only the project's lines; the opening amount belongs to no project.
    const projectWise = (await ok(t, 'GET', `/project/ledger-by-project/${p}/1`)).result;
    expect(projectWise).toMatchObject({ opening_balance: 0, total_debit: 1000, total_credit: 300.25, closing_balance: 699.75 });

    expect(await call(t, 'GET', '/project/report/ledger')).toEqual({ status: 400, body: { message: 'Please select a ledger first.', field: 'ledgerId' } });
    expect((await call(t, 'GET', '/project/report/ledger?ledgerId=999')).status).toBe(404);
    expect((await call(t, 'GET', '/project/report/ledger?ledgerId=1&sDate=2026-02-30')).status).toBe(400);
  });
});
