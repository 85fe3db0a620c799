// Issue 41, items 3 and 5: one meaning of "collected". Karim Traders owes 1,00,000 on 1 Oct 2026
// (credit limit 1,20,000). On 5 Oct he pays 5,000 in cash, a cheque X of 40,000 and a cheque Y of
// 1,00,000 dated 10 Nov. X is deposited on the 6th and bounces on the 8th (a charge of 200 passed on
// to him). The Date Wise Collection, the money receipt, the dashboard and the credit check then all
// say the same: 5,000 collected, 40,000 bounced, 1,00,000 in hand and still owed for the limit.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
beforeEach(() => t.reset());
const { ok } = adminCalls(() => t);

async function october() {
  const bank = (await ok('POST', '/bank_post', { name: 'Sonali Bank', branch: 'Motijheel', opening_balance: 0, opening_date: '2026-10-01' }, 201)).data;
  const karim = (await ok('POST', '/party_post', { type: 1, name: 'Karim Traders', amount: 100000, opening_date: '2026-10-01', credit_limit: 120000 }, 201)).data
    .id as number;
  const collect = (body: object) => ok('POST', '/collPay_post', { coll_pay_type: 2, supp_id: karim, date: '2026-10-05', ...body }, 201);
  const cash = (await collect({ cash_bank_type: 'Cash', amount: 5000 })).data;
  const x = (await collect({ cash_bank_type: 'Cheque', amount: 40000, bankId: bank.id, chqNo: 'X-1', chqDate: '2026-10-05' })).data;
  const y = (await collect({ cash_bank_type: 'Cheque', amount: 100000, bankId: bank.id, chqNo: 'Y-2', chqDate: '2026-11-10' })).data;
  const chequeX = (await one<{ id: number }>(t.db, sql`select id from cheques where vc_no = ${x.vc_no}`))!.id;
  await ok('POST', `/cheques/${chequeX}/state`, { to: 'deposited', date: '2026-10-06' });
  await ok('POST', `/cheques/${chequeX}/state`, { to: 'bounced', date: '2026-10-08', charge: 200, chargeToParty: true });
  return { karim, cash, x, y };
}

describe('issue 41: collected means cash, bank and mobile money; cheques count by their state', () => {
  it('the Date Wise Collection, the money receipt, the dashboard and the highlights', async () => {
    const { karim, cash, x, y } = await october();
    // Due: 1,00,000 - 5,000 - 40,000 - 1,00,000 + 40,000 (bounced) + 200 (its charge) = -4,800.
    expect(await partyDue(t.db, karim)).toBe(-4800);
    expect(await t.violations()).toEqual([]);
    // The report to 31 Oct: 1,45,000 recorded, of which 5,000 collected; X bounced, Y in hand.
    const r = await ok('GET', '/date_wise_collection_report?startDate=2026-10-01&endDate=2026-10-31');
    expect(r.data.map((d: { rows: { inv_no: string; cheque_state: string | null; collected: number }[] }) => d.rows.map((w) => [w.inv_no, w.cheque_state, w.collected]))).toEqual([
      [
        [cash.inv_no, null, 5000],
        [x.inv_no, 'bounced', 0],
        [y.inv_no, 'received', 0],
      ],
    ]);
    expect([r.grandTotal, r.collected, r.cheques]).toEqual([145000, 5000, { bounced: 40000, received: 100000 }]);
    expect([r.data[0].total, r.data[0].collected, r.data[0].cheques]).toEqual([145000, 5000, { bounced: 40000, received: 100000 }]);
    // As at the 7th, X was deposited, not bounced.
    const r7 = await ok('GET', '/date_wise_collection_report?startDate=2026-10-01&endDate=2026-10-07');
    expect([r7.collected, r7.cheques]).toEqual([5000, { deposited: 40000, received: 100000 }]);
    // The money receipt of X is stamped: bounced on 8 Oct with its charge of 200.
    expect((await ok('GET', `/collPay/${x.id}`)).data).toMatchObject({ cheque_state: 'bounced', bounced_date: '2026-10-08', bounce_charge: 200 });
    expect((await ok('GET', `/collPay/${cash.id}`)).data).toMatchObject({ cheque_state: null, bounced_date: null, bounce_charge: 0 });
    // The dashboard on the 8th: 5,000 collected on the 5th, 1,40,000 of cheques received that day;
    // this month's cheques: 40,000 bounced, 1,00,000 in hand.
    const dash = await ok('GET', '/dashboard?date=2026-10-08');
    expect(dash.daily.find((d: { date: string }) => d.date === '2026-10-05')).toEqual({ date: '2026-10-05', sales: 0, collections: 5000, cheques: 140000 });
    expect(dash.months.thisMonth.collections).toBe(5000);
    expect(dash.chequesThisMonth).toEqual({ bounced: 40000, received: 100000 });
    // Today's Highlights on the 5th: cash collection 5,000, cheque collection 1,40,000.
    const h = await ok('GET', '/todays-high-light?date=2026-10-05');
    expect([h.todayCashColl.today_cash_coll, h.todayBankColl.today_bank_coll]).toEqual([5000, 140000]);
  });

  it('the credit check counts the cheque not cleared yet as still owed', async () => {
    const { karim } = await october();
    // Due -4,800; Y (1,00,000) not cleared: room under the limit 1,20,000 + 4,800 - 1,00,000 = 24,800.
    expect(await ok('GET', `/credit_status?partyId=${karim}`)).toMatchObject({ due: -4800, uncleared_cheques: 100000, credit_limit: 120000, available: 24800 });
  });

  it("the customer's ledger shows each receipt by cheque with the cheque's state now", async () => {
    const { karim, x, y } = await october();
    const l = (await ok('GET', `/combine_ledger_all?partyId=${karim}`)).ledger as { vc_no: string; debit: number; credit: number; cheque: object | null }[];
    // opening 1,00,000; cash 5,000; X 40,000 (bounced); Y 1,00,000 (in hand, dated 10 Nov); X's bounce
    // 40,000 back on the due and its charge of 200 (the cheque's own moves, not receipts)
    expect(l.map((r) => [r.debit, r.credit, r.cheque])).toEqual([
      [0, 0, null],
      [100000, 0, null],
      [0, 5000, null],
      [0, 40000, { chq_no: 'X-1', direction: 'received', state: 'bounced' }],
      [0, 100000, { chq_no: 'Y-2', direction: 'received', state: 'received' }],
      [40000, 0, null],
      [200, 0, null],
    ]);
    expect(l.filter((r) => r.cheque).map((r) => r.vc_no)).toEqual([x.vc_no, y.vc_no]);
  });
});
