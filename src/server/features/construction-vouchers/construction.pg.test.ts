// Concurrency on a PostgreSQL server (run with TEST_DB=pg): voucher and bill numbers stay unique, and
// two clerks cannot both spend the same petty cash.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { fundPettyCash, freshChartEachTest, makeProject, pettyCash, voucher, call } from '../../../../tests/support/construction.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
const c = freshChartEachTest(t);

describe('construction vouchers on PostgreSQL', () => {
  it('runs on a PostgreSQL server', () => {
    expect(t.database.kind).toBe('postgres');
  });

  it('two concurrent voucher saves get different numbers', async () => {
    await fundPettyCash(t, 100000, c.ledger.client);
    const save = (i: number) =>
      voucher(t, 2, '2026-03-05', [{ project_ledger_id: c.ledger.cement, debit: 10 + i }, { project_ledger_id: 1, credit: 10 + i }]);
    const [a, b] = await Promise.all([save(1), save(2)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.project_vc_no, b.body.project_vc_no].sort()).toEqual(['CP-2026-1001', 'CP-2026-1002']);

    // And ten at once, half of them on a series no one has used yet.
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        voucher(t, i % 2 ? 2 : 1, '2026-03-06', [{ project_ledger_id: c.ledger.labour, debit: 1 }, { project_ledger_id: i % 2 ? 1 : c.ledger.cement, credit: 1 }]),
      ),
    );
    const numbers = many.map((r) => r.body.project_vc_no as string).sort();
    expect(numbers).toEqual([
      'CP-2026-1003', 'CP-2026-1004', 'CP-2026-1005', 'CP-2026-1006', 'CP-2026-1007',
      'JV-2026-1001', 'JV-2026-1002', 'JV-2026-1003', 'JV-2026-1004', 'JV-2026-1005',
    ]);
    const perVoucher = await rows<{ n: number }>(t.db, sql`select count(*)::int n from project_voucher_lines group by project_vc_no having count(*) <> 2`);
    expect(perVoucher).toEqual([]);
    expect(await pettyCash(t)).toBe('99972.00');
    expect(await t.violations()).toEqual([]);
  });

  it('two concurrent bills of one project get different numbers', async () => {
    const p = await makeProject(t);
    const bill = (amount: number) =>
      call(t, 'POST', '/project-bill/create', {
        project_id: p,
        vc_date: '2026-03-08',
        ledger_id: c.ledger.labour,
        items: [{ description: 'Masons', amount }],
        data: [{ project_ledger_id: c.ledger.bank, credit: amount }],
      });
    const [a, b] = await Promise.all([bill(100), bill(200)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.vc_no, b.body.vc_no].sort()).toEqual(['INV-Padma Bri-2026-1001', 'INV-Padma Bri-2026-1002']);
    expect(await t.violations()).toEqual([]);
  });

  it('two clerks paying out the same petty cash at once: one succeeds, the other is refused', async () => {
    await fundPettyCash(t, 1000, c.ledger.client);
    // A cash payment and a contra to the bank: different number series, so only the petty cash lock keeps them apart.
    const pay = (type: number, ledger: number) => voucher(t, type, '2026-03-05', [{ project_ledger_id: ledger, debit: 600 }, { project_ledger_id: 1, credit: 600 }]);
    const results = await Promise.all([pay(2, c.ledger.cement), pay(6, c.ledger.bank)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Warning: Some Petty Cash entries exceed available balance. Please review.');
    expect(await pettyCash(t)).toBe('400.00');
    expect(await t.violations()).toEqual([]);
  });
});
