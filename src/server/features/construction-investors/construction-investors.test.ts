import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, makeProject, ok, resetConstruction, voucher } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => resetConstruction(t));

const count = async (table: string) => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

/** The ledger with its place in the construction chart. */
async function ledgerOf(id: number) {
  const [l] = await rows<{ name: string; amount: string; sub: string; main: string; grp: string }>(
    t.db,
    sql`select l.name, l.amount, s.name as sub, m.name as main, g.name as grp from project_ledgers l
        join project_acc_subs s on s.id = l.project_acc_sub_id join project_acc_mains m on m.id = l.project_acc_main_id
        join project_acc_groups g on g.id = m.project_g_id where l.id = ${id}`,
  );
  return l;
}

const createInvestor = async (name: string, extra: object = {}) =>
  (await ok(t, 'POST', '/investor/create', { name, email: '', phone: '017', contact_info: 'Dhaka', ...extra })).insertId as number;
const ledgerIdOf = async (investorId: number) => (await ok(t, 'GET', `/investor-details/${investorId}`)).result[0].ledger_id as number;

describe('investors', () => {
  it('creates an investor with its own ledger under Liabilities > Capital > Investors, lists, edits and deletes it', async () => {
    const created = await call(t, 'POST', '/investor/create', { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711', contact_info: 'Gulshan' });
    expect([created.status, created.body.message]).toEqual([201, 'Investor Created !!']);
    const id = created.body.insertId;
    const details = (await ok(t, 'GET', `/investor-details/${id}`)).result;
    expect(details).toEqual([
      {
        id,
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        phone: '01711',
        contact_info: 'Gulshan',
        ledger_id: details[0].ledger_id,
        ledger_name: 'Rahim Uddin',
        total_contribution: 0,
        project_count: 0,
      },
    ]);
    expect(await ledgerOf(details[0].ledger_id)).toEqual({ name: 'Rahim Uddin', amount: '0.00', sub: 'Investors', main: 'Capital', grp: 'Liabilities' });

    // a second investor reuses the same heads
    const karim = await createInvestor('Karim Ahmed');
    expect(await ledgerOf(await ledgerIdOf(karim))).toMatchObject({ sub: 'Investors', main: 'Capital', grp: 'Liabilities' });
    expect(await count('project_acc_subs')).toBe(2);

    const list = await ok(t, 'GET', '/investors?search=kar');
    expect([list.total, list.result.total, list.result.dataResult.map((r: { name: string }) => r.name)]).toEqual([1, 1, ['Karim Ahmed']]);

    const upd = await call(t, 'PUT', `/investor/update/${id}`, { name: 'Rahim Uddin Khan', email: 'r@example.com', phone: '', contact_info: '' });
    expect([upd.status, upd.body]).toEqual([200, { message: 'Investor Updated !!', result: { affectedRows: 1 } }]);
    expect((await ledgerOf(details[0].ledger_id)).name).toBe('Rahim Uddin Khan');

    const del = await call(t, 'DELETE', `/investor/delete/${id}`);
    expect([del.status, del.body.result.affectedRows]).toEqual([200, 1]);
    expect(await ledgerOf(details[0].ledger_id)).toBeUndefined();
    expect((await call(t, 'GET', `/investor-details/${id}`)).status).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a missing name, a duplicate name and a name the chart already has, writing nothing', async () => {
    const before = await count('project_ledgers');
    const blank = await call(t, 'POST', '/investor/create', { name: '  ', phone: '1' });
    expect([blank.status, blank.body.message, blank.body.field]).toEqual([400, 'name is required', 'name']);
    expect([await count('investors'), await count('project_ledgers')]).toEqual([0, before]);

    await createInvestor('Salma Begum');
    const dup = await call(t, 'POST', '/investor/create', { name: 'salma begum' });
    expect([dup.status, dup.body.message]).toEqual([409, 'An investor with this name already exists']);
    expect([await count('investors'), await count('project_ledgers')]).toEqual([1, before + 1]);

    // a ledger typed into the Investors sub head by hand blocks an investor of the same name
    const [sub] = await rows<{ id: number; main: number }>(t.db, sql`select id, project_main_id as main from project_acc_subs where name = 'Investors'`);
    await ok(t, 'POST', '/project/ledger/create', { name: 'Nasir', project_acc_main_id: sub.main, project_acc_sub_id: sub.id });
    const clash = await call(t, 'POST', '/investor/create', { name: 'Nasir' });
    expect([clash.status, clash.body.message]).toEqual([409, 'A ledger named "Nasir" already exists under Investors in the construction chart']);
    expect(await count('investors')).toBe(1);
    expect((await call(t, 'PUT', '/investor/update/9999', { name: 'X' })).status).toBe(404);
  });

  it('keeps an investor whose ledger has vouchers or who has project investments', async () => {
    const id = await createInvestor('Rahim');
    const ledgerId = await ledgerIdOf(id);
    const r = await voucher(t, 4, '2026-02-01', [
      { project_ledger_id: 1, debit: 1000 },
      { project_ledger_id: ledgerId, credit: 1000 },
    ]);
    expect(r.status).toBe(201);
    const del = await call(t, 'DELETE', `/investor/delete/${id}`);
    expect([del.status, del.body.message]).toEqual([409, 'This investor has vouchers in the construction books and cannot be deleted']);

    const other = await createInvestor('Karim');
    await ok(t, 'POST', '/project-investor/assign', { project_id: await makeProject(t), investor_id: other, contribution_amount: 5000 });
    const del2 = await call(t, 'DELETE', `/investor/delete/${other}`);
    expect([del2.status, del2.body.message]).toEqual([409, 'This investor has project investments and cannot be deleted. Remove them first.']);
    expect(await count('investors')).toBe(2);
    // the chart will not delete an investor's ledger either
    expect((await call(t, 'DELETE', `/project/ledger/delete/${await ledgerIdOf(other)}`)).status).toBe(409);
    expect(await t.violations()).toEqual([]);
  });
});

describe('project investments', () => {
  it('assigns investors to projects with the spec messages, lists them with shares, edits and removes', async () => {
    const p1 = await makeProject(t, 'P-1', 'Road');
    const p2 = await makeProject(t, 'P-2', 'Bridge');
    const a = await createInvestor('Anis');
    const b = await createInvestor('Babul');

    const missing = async (body: object) => (await call(t, 'POST', '/project-investor/assign', body)).body.message;
    expect(await missing({ project_id: p1, contribution_amount: 10 })).toBe('Investor is required');
    expect(await missing({ project_id: p1, investor_id: a, contribution_amount: '' })).toBe('Contribution Amount is required');
    expect(await missing({ investor_id: a, contribution_amount: 10 })).toBe('project Location is required');
    expect(await missing({ project_id: p1, investor_id: a, contribution_amount: 0 })).toBe('Contribution Amount must be more than 0');
    expect((await call(t, 'POST', '/project-investor/assign', { project_id: 999, investor_id: a, contribution_amount: 10 })).status).toBe(404);
    expect(await count('project_investors')).toBe(0);

    const first = await call(t, 'POST', '/project-investor/assign', { project_id: p1, investor_id: a, contribution_amount: '300000.50' });
    expect([first.status, first.body.message]).toEqual([201, 'Investor Assigned!']);
    await ok(t, 'POST', '/project-investor/assign', { project_id: p1, investor_id: b, contribution_amount: 100000 });
    await ok(t, 'POST', '/project-investor/assign', { project_id: p2, investor_id: b, contribution_amount: 50000 });
    const dup = await call(t, 'POST', '/project-investor/assign', { project_id: p1, investor_id: a, contribution_amount: 1 });
    expect([dup.status, dup.body.message]).toEqual([409, 'This investor already exists in this project.']);

    const all = await ok(t, 'GET', '/project-investors');
    expect([all.total, all.result.total, all.result.total_contribution]).toEqual([3, 3, 450000.5]);
    const road = (await ok(t, 'GET', `/project-investors?projectId=${p1}`)).result.data;
    expect(
      road.map((r: { investor_name: string; contribution_amount: number; share_percent: number; place: string }) => [
        r.investor_name,
        r.contribution_amount,
        r.share_percent,
        r.place,
      ]),
    ).toEqual([
      ['Babul', 100000, 25, 'Mawa'],
      ['Anis', 300000.5, 75, 'Mawa'],
    ]);
    expect((await ok(t, 'GET', '/project-investors?search=bridge')).result.data.map((r: { project_id: number }) => r.project_id)).toEqual([p2]);
    expect((await ok(t, 'GET', '/investors')).result.dataResult.find((r: { id: number }) => r.id === b)).toMatchObject({
      total_contribution: 150000,
      project_count: 2,
    });

    const bridgeRow = (await ok(t, 'GET', `/project-investors?projectId=${p2}`)).result.data[0].id;
    expect((await ok(t, 'PUT', `/project-investor/update/${bridgeRow}`, { contribution_amount: 70000 })).result.affectedRows).toBe(1);
    // A contribution is a pledge: the project's investment is the capital actually paid in.
    expect((await ok(t, 'GET', `/projects`)).result.find((p: { id: number }) => p.id === p2)).toMatchObject({ pledged: 70000, investment: 0 });
    expect((await ok(t, 'DELETE', `/project-investor/delete/${bridgeRow}`)).result.affectedRows).toBe(1);
    expect(await count('project_investors')).toBe(2);
    expect(await t.violations()).toEqual([]);
  });

  it('stores the capital received as the investment on completion and keeps contributions fixed until the project is reopened', async () => {
    const p = await makeProject(t);
    const a = await createInvestor('Anis');
    const b = await createInvestor('Babul');
    await ok(t, 'POST', '/project-investor/assign', { project_id: p, investor_id: a, contribution_amount: 150000 });
    // Anis pays in 120,000 of the 150,000 pledged (a receipt credited to his ledger, tagged with the project).
    const capital = await voucher(t, 4, '2026-01-20', [{ project_ledger_id: 1, debit: 120000 }, { project_ledger_id: await ledgerIdOf(a), credit: 120000 }], p);
    expect(capital.status).toBe(201);
    await ok(t, 'PUT', `/project/status/${p}`, { status: 'completed' });
    expect((await ok(t, 'GET', `/project-details/${p}`)).result.project_details).toMatchObject({ investment: 120000, pledged: 150000, bill: 0, profit_loss: 0 });

    const row = (await ok(t, 'GET', '/project-investors')).result.data[0].id;
    const msg = 'This project is completed: set it back to Running before changing its investors.';
    for (const [method, url, body] of [
      ['POST', '/project-investor/assign', { project_id: p, investor_id: b, contribution_amount: 1 }],
      ['PUT', `/project-investor/update/${row}`, { contribution_amount: 5 }],
      ['DELETE', `/project-investor/delete/${row}`, undefined],
    ] as const) {
      const r = await call(t, method, url, body);
      expect([r.status, r.body.message], url).toEqual([409, msg]);
    }
    expect((await ok(t, 'GET', '/project-investors')).result.total_contribution).toBe(150000);

    await ok(t, 'PUT', `/project/status/${p}`, { status: 'in_progress' });
    await ok(t, 'POST', '/project-investor/assign', { project_id: p, investor_id: b, contribution_amount: 30000 });
    expect((await ok(t, 'GET', `/project-details/${p}`)).result.project_details).toMatchObject({ investment: 120000, pledged: 180000 });
    // the project cannot go while investors are on it
    expect((await call(t, 'DELETE', `/project/delete/${p}`)).status).toBe(409);
  });
});

describe('construction suppliers', () => {
  it('keeps a supplier with its ledger; the opening balance is owed by us (credit opening)', async () => {
    const created = await call(t, 'POST', '/supplier/create', {
      name: 'Akij Cement',
      email: 'a@akij.example',
      phone: '018',
      contact_info: 'Tejgaon',
      opening_balance: '5000',
    });
    expect([created.status, created.body.message]).toEqual([201, 'Supplier Created !!']);
    const id = created.body.insertId;
    const [s] = (await ok(t, 'GET', `/supplier/details/${id}`)).result;
    expect(s).toMatchObject({ name: 'Akij Cement', email: 'a@akij.example', phone: '018', contact_info: 'Tejgaon', opening_balance: 5000, balance: 5000 });
    expect(await ledgerOf(s.ledger_id)).toEqual({
      name: 'Akij Cement',
      amount: '-5000.00',
      sub: 'Construction Suppliers',
      main: 'Current Liabilities',
      grp: 'Liabilities',
    });

    // paying the supplier from petty cash lowers what we owe
    await voucher(t, 4, '2026-01-02', [
      { project_ledger_id: 1, debit: 3000 },
      { project_ledger_id: s.ledger_id, credit: 3000 },
    ]);
    await voucher(t, 2, '2026-01-03', [
      { project_ledger_id: s.ledger_id, debit: 2000 },
      { project_ledger_id: 1, credit: 2000 },
    ]);
    expect((await ok(t, 'GET', '/supplier/get?search=akij')).result.dataResult[0]).toMatchObject({ opening_balance: 5000, balance: 6000 });

    await ok(t, 'PUT', `/supplier/update/${id}`, { name: 'Akij Cement Ltd', opening_balance: 4000 });
    expect(await ledgerOf(s.ledger_id)).toMatchObject({ name: 'Akij Cement Ltd', amount: '-4000.00' });
    expect((await call(t, 'DELETE', `/supplier/delete/${id}`)).status).toBe(409);

    const blank = await call(t, 'POST', '/supplier/create', { name: '' });
    expect([blank.status, blank.body.message]).toEqual([400, 'name is required']);
    const other = (await ok(t, 'POST', '/supplier/create', { name: 'Bashundhara' })).insertId;
    const list = await ok(t, 'GET', '/supplier/get?limit=1');
    expect([list.total, list.result.dataResult.length]).toEqual([2, 1]);
    expect((await ok(t, 'DELETE', `/supplier/delete/${other}`)).result.affectedRows).toBe(1);
    expect(await count('construction_suppliers')).toBe(1);
    expect(await t.violations()).toEqual([]);
  });
});
