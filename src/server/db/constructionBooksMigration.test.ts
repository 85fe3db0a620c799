// Migration 0047 (issue 21: the construction books by account nature) on a database made by the
// previous version: each group takes a nature from its name, each bill item its bill's To ledger, and
// a completed project's stored profit/loss and investment, which the previous version took by voucher
// type (capital as income, a supplier's payment as expense again), are recomputed; the audit log keeps
// what they were. No voucher line moves.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';

const MIGRATION = '0047_construction_books.sql';
const old = useUpgradedDatabase(MIGRATION, previousVersion, { companyName: 'Old Builders', companyCode: 'OB' });
const { q } = old;
const lines = () => q(`select project_vc_no, project_ledger_id, project_id, debit::text, credit::text from project_voucher_lines order by id`);
let before: unknown[];

/** The previous version's construction books: a completed project whose stored figures were taken by voucher type. */
async function previousVersion() {
  await q(`insert into project_acc_groups (id, name) values (10, 'Site Expenses'), (11, 'Income'), (12, 'Liabilities'), (13, 'Owners Capital')`);
  await q(`insert into project_acc_mains (id, name, project_g_id) values (10, 'Direct', 10), (11, 'Revenue', 11), (12, 'Capital', 12), (13, 'Current Liabilities', 12)`);
  await q(`insert into project_acc_subs (id, name, project_main_id) values (10, 'Materials', 10), (11, 'Bills', 11), (12, 'Investors', 12), (13, 'Suppliers', 13)`);
  await q(
    `insert into project_ledgers (id, name, project_acc_main_id, project_acc_sub_id, amount, open_date) values
       (10, 'Cement', 10, 10, 0, '2026-01-01'), (11, 'Client', 11, 11, 0, '2026-01-01'),
       (12, 'Rahim', 12, 12, 0, '2026-01-01'), (13, 'Akij', 13, 13, 0, '2026-01-01')`,
  );
  await q(`insert into investors (id, name, ledger_id) values (1, 'Rahim', 12)`);
  await q(`insert into projects (id, work_id, project_name, place, start_date) values (1, 'P-1', 'Road', 'Mawa', '2026-01-01')`);
  // A voucher's two lines in one statement (the balance is checked at commit): [ledger, debit, credit, bill item].
  const voucher = (vc: string, type: number, date: string, ...l: [number, number, number, number][]) =>
    q(
      `insert into project_voucher_lines (project_vc_no, project_vc_type, project_vc_date, project_ledger_id, project_id, inx, debit, credit, type)
       values ($1, $2, $3, $4, 1, 1, $5, $6, $7), ($1, $2, $3, $8, 1, 2, $9, $10, $11)`,
      [vc, type, date, ...l[0], ...l[1]],
    );
  // Capital 100,000 (CR, credited to Rahim), a bill of cement 30,000 on the supplier, the supplier paid 30,000 in cash,
  // and the client's 50,000: the previous version stored bill 150,000 − expense 60,000 = 90,000 and no investment.
  await voucher('CR-2026-1001', 4, '2026-01-02', [1, 100000, 0, 0], [12, 0, 100000, 0]);
  await voucher('INV-Road-2026-1001', 2, '2026-01-03', [10, 30000, 0, 1], [13, 0, 30000, 0]);
  await voucher('CP-2026-1001', 2, '2026-01-04', [13, 30000, 0, 0], [1, 0, 30000, 0]);
  await voucher('CR-2026-1002', 4, '2026-01-05', [1, 50000, 0, 0], [11, 0, 50000, 0]);
  await q(`insert into project_bills (id, vc_no, vc_type, vc_date, ledger_id, project_id) values (1, 'INV-Road-2026-1001', 2, '2026-01-03', 10, 1)`);
  await q(`insert into project_bill_items (bill_id, inx, description, amount) values (1, 1, 'Cement', 30000)`);
  await q(`update projects set status = 'completed', profit_loss = 90000, investment = 0 where id = 1`);
  before = await lines();
}

describe('issue 21 migration 0047 upgrades a database of the previous version', () => {
  it('gives each group a nature from its name and each bill item its ledger; no line moves', async () => {
    expect(await q(`select id, nature from project_acc_groups order by id`)).toEqual([
      { id: 1, nature: 'asset' },
      { id: 10, nature: 'expense' },
      { id: 11, nature: 'income' },
      { id: 12, nature: 'liability' },
      { id: 13, nature: 'equity' },
    ]);
    expect(await q(`select ledger_id from project_bill_items`)).toEqual([{ ledger_id: 10 }]);
    expect(await lines()).toEqual(before);
  });

  it("recomputes a completed project's stored figures by account nature, keeping the old ones in the audit log", async () => {
    // Income 50,000 − expense 30,000 = 20,000; investment the 100,000 of capital.
    expect(await q(`select profit_loss::text, investment::text from projects where id = 1`)).toEqual([{ profit_loss: '20000.00', investment: '100000.00' }]);
    const [audit] = await q<{ before: { profit_loss: number }; after: { profit_loss: number } }>(
      `select before, after from audit_log where table_name = 'projects' and action = 'update' order by id desc limit 1`,
    );
    expect([Number(audit.before.profit_loss), Number(audit.after.profit_loss)]).toEqual([90000, 20000]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });
});
