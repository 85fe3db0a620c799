// Issue 41, item 9: a mobile money account is a cash equivalent on every cash report. The received
// and payment report left a bKash collection out (received 22,020, closing 2,51,920) where the cash
// flow for the same day gave 23,020 and 2,52,920.
//
// 30 Sep 2026: Sonali Bank opened with 2,00,000; capital of 29,900 into cash; Karim Traders owes 50,000.
// 1 Oct: Karim pays 22,020 in cash and 1,000 by bKash into our merchant account (opened with nothing).
// Opening 2,00,000 + 29,900 = 2,29,900; received 22,020 + 1,000 = 23,020; closing 2,52,920.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
beforeEach(() => t.reset());
const { ok, transfer } = adminCalls(() => t);

describe('issue 41, item 9: mobile money is cash on the cash reports', () => {
  it('the received and payment report counts the bKash collection as the cash flow does', async () => {
    await ok('POST', '/bank_post', { name: 'Sonali Bank', branch: 'Motijheel', opening_balance: 200000, opening_date: '2026-09-30' }, 201);
    const bkash = (await ok('POST', '/bank_post', { name: 'bKash Merchant', kind: 'bkash', wallet_no: '01711000000' }, 201)).data.id;
    await transfer('2026-09-30', { debit: LEDGER.cash, credit: LEDGER.capital, amount: 29900, narr: 'Capital' });
    const karim = (await ok('POST', '/party_post', { type: 1, name: 'Karim Traders', amount: 50000, opening_date: '2026-09-30' }, 201)).data.id;
    const collect = (body: object) => ok('POST', '/collPay_post', { coll_pay_type: 2, supp_id: karim, date: '2026-10-01', ...body }, 201);
    await collect({ cash_bank_type: 'Cash', amount: 22020 });
    await collect({ cash_bank_type: 'Mobile', amount: 1000, bankId: bkash, txnId: 'BK8X2Q1' });

    const rp = await ok('GET', '/received_payment_report?startDate=2026-10-01&endDate=2026-10-01');
    expect([rp.opening, rp.total_received, rp.total_payment, rp.closing]).toEqual([229900, 23020, 0, 252920]);
    expect(rp.received.map((r: { account: string; amount: number }) => [r.account, r.amount])).toEqual([
      ['Cash', 22020],
      [expect.stringContaining('bKash Merchant'), 1000],
    ]);
    const cf = await ok('GET', '/cash_flow?fromDate=2026-10-01&toDate=2026-10-01');
    expect([cf.opening, cf.totalReceipts, cf.totalPayments, cf.closing]).toEqual([rp.opening, rp.total_received, rp.total_payment, rp.closing]);
    expect(await t.violations()).toEqual([]);
  });
});
