// Issue 20, finding 1: migration 0042 (a ledger per bank) on a database made by the previous version,
// whose collections and payments sit on ledgers 6 "Bank (Collections)" and 8 "Bank (Payments)" and
// part of whose books are closed by the period lock. Every line is kept; each bank's ledger holds
// what that bank holds (worked out by hand below); the books check passes.
import { describe, expect, it } from 'vitest';
import { migrateRest, seededDatabaseBefore, useOldDatabasePerTest } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';
import { bankBook } from '../features/reports/bankBook.js';

const old = useOldDatabasePerTest();
const { q } = old;

/** The previous version's books: seeded chart, two banks, a customer and a supplier. */
async function previousVersion() {
  const { ex } = Object.assign(old, await seededDatabaseBefore('0042_bank_ledgers.sql'));
  const [a] = await q<{ id: number }>(`insert into banks (name, branch) values ('Sonali Bank', 'Motijheel') returning id`);
  const [b] = await q<{ id: number }>(`insert into banks (name, branch) values ('Dutch-Bangla Bank', '') returning id`);
  const [c] = await q<{ id: number }>(`insert into parties (type, name) values (1, 'Karim Traders') returning id`);
  const [s] = await q<{ id: number }>(`insert into parties (type, name) values (2, 'Rahim Supply') returning id`);
  return { ex, bankA: a.id, bankB: b.id, customer: c.id, supplier: s.id };
}

/** A voucher as the previous version posted a collection (Dr 6, Cr receivable) or payment (Dr payable, Cr 8). */
async function oldVoucher(vcNo: string, vcType: number, date: string, lines: [ledger: number, party: number | null, debit: number, credit: number, bank: number | null][]) {
  // One statement, as the balance check runs at its end.
  const values = lines.map((_, i) => `($1, $2, $3, $${4 + i * 5}, $${5 + i * 5}, $${6 + i * 5}, $${7 + i * 5}, $${8 + i * 5}, 1, 'collpay', 1)`);
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, bank_id, post_status, source_type, source_id) values ${values.join(', ')}`,
    [vcNo, vcType, date, ...lines.flat()],
  );
}

const totals = () => q<{ n: number; debit: string; credit: string }>(`select count(*)::int n, sum(debit)::text debit, sum(credit)::text credit from voucher_lines`);
const net = async (ledgerId: number) => Number((await q<{ n: string }>(`select coalesce(sum(debit - credit), 0)::text n from voucher_lines where ledger_id = $1`, [ledgerId]))[0].n);

describe('issue 20 finding 1: migration 0042 moves the bank lines of a previous version to each bank’s ledger', () => {
  it('keeps every line (count and sums), gives each bank its balance, empties ledgers 6 and 8, keeps the period lock, and the books check passes', { timeout: 120_000 }, async () => {
    const { ex, bankA, bankB, customer, supplier } = await previousVersion();
    // Sonali: in 200,000 (10 Jan), out 10,000 (20 Jan) → 190,000. Dutch-Bangla: in 30,000, out 5,000 → 25,000.
    await oldVoucher('BR-OT-2026-1000001', 5, '2026-01-10', [[6, null, 200000, 0, bankA], [4, customer, 0, 200000, null]]);
    await oldVoucher('BP-OT-2026-1000001', 3, '2026-01-20', [[1, supplier, 10000, 0, null], [8, null, 0, 10000, bankA]]);
    await oldVoucher('BR-OT-2026-1000002', 5, '2026-02-05', [[6, null, 30000, 0, bankB], [4, customer, 0, 30000, null]]);
    await oldVoucher('BP-OT-2026-1000002', 3, '2026-02-15', [[1, supplier, 5000, 0, null], [8, null, 0, 5000, bankB]]);
    await oldVoucher('CR-OT-2026-1000001', 4, '2026-02-16', [[7, null, 1000, 0, null], [4, customer, 0, 1000, null]]);
    // The books are closed up to 31 January: the first two vouchers are locked.
    await q(`update period_lock set locked_until = '2026-01-31', updated_by = 1 where id = 1`);
    const before = await totals();
    expect(before).toEqual([{ n: 10, debit: '246000.00', credit: '246000.00' }]);
    expect([await net(6), await net(8)]).toEqual([230000, -15000]); // the old books: a negative "Bank (Payments)"

    const applied = await migrateRest(old.db);
    expect(applied[0]).toBe('0042_bank_ledgers.sql');

    expect(await totals()).toEqual(before);
    const banks = await q<{ id: number; ledger_id: number; name: string; s_id: number; system_role: string; account_no: string }>(
      `select b.id, b.ledger_id, l.name, l.s_id, l.system_role, b.account_no from banks b join ledgers l on l.id = b.ledger_id order by b.id`,
    );
    expect(banks.map((b) => [b.id, b.name, b.s_id, b.system_role, b.account_no])).toEqual([
      [bankA, 'Sonali Bank - Motijheel', 2, `bank:${bankA}`, ''],
      [bankB, 'Dutch-Bangla Bank', 2, `bank:${bankB}`, ''],
    ]);
    const [ledgerA, ledgerB] = banks.map((b) => b.ledger_id);
    expect([await net(ledgerA), await net(ledgerB), await net(6), await net(8)]).toEqual([190000, 25000, 0, 0]);
    expect((await q<{ n: number }>(`select count(*)::int n from voucher_lines where ledger_id in (6, 8)`))[0].n).toBe(0);
    // The period balances moved with the lines: January's Sonali row is 200,000 in and 10,000 out.
    expect(
      await q(`select sum(debit)::text debit, sum(credit)::text credit from ledger_month_balances where ledger_id = $1 and month = '2026-01-01'`, [ledgerA]),
    ).toEqual([{ debit: '200000.00', credit: '10000.00' }]);
    // The lock is back as it was, and still refuses a change to a closed line.
    expect(await q(`select locked_until::text, updated_by from period_lock`)).toEqual([{ locked_until: '2026-01-31', updated_by: 1 }]);
    await expect(q(`update voucher_lines set narr = 'x' where vc_no = 'BR-OT-2026-1000001'`)).rejects.toThrow(/The books are closed up to 31-Jan-2026/);
    expect(await checkBooks(ex)).toEqual([]);

    // The bank book reads each bank's ledger: Sonali closes January at 190,000.
    const book = await bankBook(ex, { startDate: '2026-01-01', endDate: '2026-01-31', bankId: bankA });
    expect(book.banks.map((x) => [x.bank_name, x.opening, x.total_debit, x.total_credit, x.closing])).toEqual([['Sonali Bank', 0, 200000, 10000, 190000]]);
    const feb = await bankBook(ex, { startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(feb.banks.map((x) => [x.bank_name, x.opening, x.closing])).toEqual([
      ['Dutch-Bangla Bank', 0, 25000],
      ['Sonali Bank', 190000, 190000],
    ]);

    // A bank created after the upgrade gets its ledger from the trigger too.
    const [c] = await q<{ ledger_id: number }>(`insert into banks (name, branch) values ('BRAC Bank', 'Gulshan') returning ledger_id`);
    expect(await q(`select name, s_id from ledgers where id = $1`, [c.ledger_id])).toEqual([{ name: 'BRAC Bank - Gulshan', s_id: 2 }]);
  });

  it('moves lines that name no bank to "Bank (unassigned)", which the books check reports', { timeout: 120_000 }, async () => {
    const { ex, bankA, customer } = await previousVersion();
    await oldVoucher('BR-OT-2026-1000001', 5, '2026-01-10', [[6, null, 700, 0, bankA], [4, customer, 0, 700, null]]);
    await oldVoucher('JV-OT-2026-1000001', 1, '2026-01-11', [[8, null, 300, 0, null], [14, null, 0, 300, null]]);
    const before = await totals();
    await migrateRest(old.db);
    expect(await totals()).toEqual(before);
    const [unassigned] = await q<{ id: number; s_id: number }>(`select id, s_id from ledgers where system_role = 'bankUnassigned' and name = 'Bank (unassigned)'`);
    expect(unassigned.s_id).toBe(2);
    expect([await net(unassigned.id), await net(6), await net(8)]).toEqual([300, 0, 0]);
    const violations = await checkBooks(ex);
    expect(violations.map((v) => [v.rule, v.records.length])).toEqual([["every bank line is on its bank's own ledger", 1]]);
  });
});
