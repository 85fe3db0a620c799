// The Received and Payment report's opening balance, read from the period balances of earlier
// months and the lines of the start's own month, across month boundaries. The expected figures are
// added up here from the vouchers posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { inTransaction } from '../../db/client.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  // A bank account added by hand beside the seeded banks (sub head 2), opened with 1000.00 on 2025-12-15.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ledger_post',
    headers: t.admin,
    payload: { m_id: 1, s_id: 2, name: 'City Bank A/C', amount: '1000.00', open_date: '2025-12-15' },
  });
  expect(res.statusCode, res.body).toBe(201);
  // Money in a bank posts to that bank's own ledger (issue 20): the lines sent to ledgers 6 and 8 name a bank.
  const bank = await t.app.inject({ method: 'POST', url: '/api/bank_post', headers: t.admin, payload: { name: 'Sonali Bank', branch: 'Motijheel' } });
  expect(bank.statusCode, bank.body).toBe(201);
  const bankId: number = bank.json().data.id;
  // Money in: the cash or bank ledger debited against capital; money out: the other way round.
  const voucher = (vcDate: string, ledgerId: number, amount: string, side: 'in' | 'out', postStatus: 0 | 1 = 1) => {
    const [debited, credited] = side === 'in' ? [ledgerId, LEDGER.capital] : [LEDGER.capital, ledgerId];
    const lines = [
      { ledgerId: debited, debit: amount, bankId: debited === ledgerId ? bankId : null },
      { ledgerId: credited, credit: amount, bankId: credited === ledgerId ? bankId : null },
    ];
    return inTransaction(t.db, (tx) => post(tx, { vcType: 1, vcDate, postStatus, lines }));
  };
  await voucher('2025-12-20', LEDGER.cash, '500.50', 'in');
  await voucher('2026-01-31', LEDGER.cash, '120.25', 'out');
  await voucher('2026-02-01', LEDGER.bankPayment, '30.10', 'out');
  await voucher('2026-02-10', LEDGER.cash, '44.44', 'in');
  await voucher('2026-02-15', LEDGER.bankCollection, '7.07', 'in');
  await voucher('2026-02-20', LEDGER.cash, '999.00', 'in', 0);
  await voucher('2026-03-05', LEDGER.cash, '3.00', 'out');
});
afterAll(() => t.close());

const report = async (startDate: string, endDate: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/received_payment_report?startDate=${startDate}&endDate=${endDate}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json();
  const amounts = (list: { amount: number }[]) => list.map((x) => x.amount);
  return { opening: r.opening, received: amounts(r.received), payments: amounts(r.payments), closing: r.closing };
};

describe('received and payment: the opening balance across months', () => {
  it('mid-month: earlier months and the month’s lines before the start day, not those of the day', async () => {
    // 1000.00 + 500.50 - 120.25 - 30.10 + 44.44 = 1394.59; the unposted 999.00 never counts.
    expect(await report('2026-02-15', '2026-02-28')).toEqual({ opening: 1394.59, received: [7.07], payments: [], closing: 1401.66 });
  });

  it('on the first of a month: the closed months only', async () => {
    // 1000.00 + 500.50 - 120.25 = 1380.25, then 1380.25 + 44.44 + 7.07 - 30.10 = 1401.66.
    expect(await report('2026-02-01', '2026-02-28')).toEqual({ opening: 1380.25, received: [44.44, 7.07], payments: [30.1], closing: 1401.66 });
    expect(await report('2026-01-01', '2026-03-31')).toEqual({ opening: 1500.5, received: [44.44, 7.07], payments: [120.25, 30.1, 3], closing: 1398.66 });
  });

  it('before any line, and after every line', async () => {
    // Issue 20, finding 6: the bank's opening balance of 1000.00 dated in the range is an opening, not money received.
    expect(await report('2025-01-01', '2025-12-15')).toEqual({ opening: 1000, received: [], payments: [], closing: 1000 });
    expect(await report('2026-04-01', '2026-04-30')).toEqual({ opening: 1398.66, received: [], payments: [], closing: 1398.66 });
    expect(await t.violations()).toEqual([]);
  });
});
