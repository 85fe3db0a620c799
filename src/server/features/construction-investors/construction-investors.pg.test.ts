// Concurrency on a PostgreSQL server (run with TEST_DB=pg): two clerks adding the same investor, the
// same project investment, or paying in capital while the project is being completed.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, makeProject, ok, resetConstruction } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => resetConstruction(t));

const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(t.db, query))[0].n;

describe('investors on PostgreSQL', () => {
  it('runs on a PostgreSQL server', () => {
    expect(t.database.kind).toBe('postgres');
  });

  it('two clerks adding the same investor at once: one is added with one ledger, the other is told', async () => {
    const results = await Promise.all([1, 2, 3].map(() => call(t, 'POST', '/investor/create', { name: 'Rahim Uddin' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await count(sql`select count(*)::int n from investors`)).toBe(1);
    expect(await count(sql`select count(*)::int n from project_ledgers where name = 'Rahim Uddin'`)).toBe(1);
    expect(await count(sql`select count(*)::int n from project_acc_subs where name = 'Investors'`)).toBe(1);
  });

  it('two clerks assigning the same investor to a project at once: one assignment', async () => {
    const p = await makeProject(t);
    const inv = (await ok(t, 'POST', '/investor/create', { name: 'Karim' })).insertId;
    const results = await Promise.all(
      [1000, 2000].map((amount) => call(t, 'POST', '/project-investor/assign', { project_id: p, investor_id: inv, contribution_amount: amount })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('This investor already exists in this project.');
    expect(await count(sql`select count(*)::int n from project_investors`)).toBe(1);
  });

  it('capital paid in while the project is being completed: the stored investment counts it, or the receipt is refused', async () => {
    const p = await makeProject(t);
    const a = (await ok(t, 'POST', '/investor/create', { name: 'A' })).insertId;
    const ledger = (await ok(t, 'GET', `/investor-details/${a}`)).result[0].ledger_id as number;
    const capital = (amount: number) =>
      call(t, 'POST', '/project/voucher/create', {
        project_vc_type: 4,
        project_vc_date: '2026-02-01',
        project_id: p,
        data: [{ project_ledger_id: 1, debit: amount }, { project_ledger_id: ledger, credit: amount }],
      });
    expect((await capital(100)).status).toBe(201);
    const [receipt] = await Promise.all([capital(50), call(t, 'PUT', `/project/status/${p}`, { status: 'completed' })]);
    const stored = (await ok(t, 'GET', `/project-details/${p}`)).result.project_details.investment;
    const paidIn = Number((await rows<{ s: string }>(t.db, sql`select sum(credit - debit) s from project_voucher_lines where project_ledger_id = ${ledger}`))[0].s);
    expect(stored).toBe(paidIn);
    if (receipt.status === 201) expect(paidIn).toBe(150);
    else expect([receipt.status, paidIn]).toEqual([409, 100]);
    expect(await t.violations()).toEqual([]);
  });
});
