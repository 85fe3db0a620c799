// Issue 41, item 4: after a bounce, the ageing report and the bill form's overdue figure agree. A
// bounced cheque re-opens its amount at the age of the bill it paid, not on the day it bounced.
//
// Rahim Traders, credit days 30. Dates count back from today (T):
//   T-40  bill A 45,000, collected on it by cheque Q-45       (the bill is settled while the cheque is good)
//   T-20  bill C 10,000, collected on it by cheque Q-10
//   T-10  bill B 21,399 on credit
//   T-5   both cheques deposited;  T-3  both bounce.
// Due: 45,000 - 45,000 + 10,000 - 10,000 + 21,399 + 45,000 + 10,000 (the bounces) = 76,399.
// The bills it is made of, newest first: B 21,399 (10 days), C's bounce 10,000 (at C's age, 20 days),
// A's bounce 45,000 (at A's age, 40 days). Within the 30 credit days: 21,399 + 10,000 = 31,399; overdue
// 76,399 - 31,399 = 45,000. The ageing: 1-30 days 31,399, 31-60 days 45,000, the same 45,000 past
// 30 days. (Before: the ageing put both bounces at 3 days, all 76,399 within 1-30; the bill form
// counted bill C as settled, overdue 76,399 - 21,399 = 55,000.)
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { useShop } from '../../../../tests/support/salesFixtures.js';
import { one, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';
import { todayInDhaka } from '../../../domain/dates.js';

const t = useTestApp();
const shop = useShop(t, { fan: { qty: 500, cost: 200 } });
const { ok } = adminCalls(() => t);

const today = todayInDhaka();
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('issue 41, item 4: the ageing and the bill form agree after a bounce', () => {
  it('re-opens each bounced cheque at its bill’s age; the overdue part is the same on both', async () => {
    await ok('PATCH', `/party_edit/${shop.customer}`, { credit_limit: null, credit_days: 30 });
    const bank = (await ok('POST', '/bank_post', { name: 'Sonali Bank', branch: 'Motijheel', opening_balance: 0, opening_date: daysAgo(60) }, 201)).data.id;
    const bill = (date: string, amount: number, cheque?: string) =>
      ok(
        'POST',
        '/create_sales',
        {
          inv_date: date,
          cus_id: shop.customer,
          inv_disc: 0,
          items: [{ m_id: shop.fan, qty: 1, unit_price: amount }],
          ...(cheque ? { collect: amount, collect_type: 'Cheque', bankId: bank, chqNo: cheque, chqDate: date } : { collect: 0, collect_type: 'Cash' }),
        },
        201,
      );
    await bill(daysAgo(40), 45000, 'Q-45');
    await bill(daysAgo(20), 10000, 'Q-10');
    await bill(daysAgo(10), 21399);
    for (const no of ['Q-45', 'Q-10']) {
      const id = (await one<{ id: number }>(t.db, sql`select id from cheques where chq_no = ${no}`))!.id;
      await ok('POST', `/cheques/${id}/state`, { to: 'deposited', date: daysAgo(5) });
      await ok('POST', `/cheques/${id}/state`, { to: 'bounced', date: daysAgo(3) });
    }
    expect(await partyDue(t.db, shop.customer)).toBe(76399);

    const status = await ok('GET', `/credit_status?partyId=${shop.customer}`);
    expect(status).toMatchObject({ due: 76399, credit_days: 30, overdue: 45000 });

    const a = await ok('GET', `/ageing?asOn=${today}`);
    const row = a.receivables.parties.find((p: { party_id: number }) => p.party_id === shop.customer);
    expect(row).toMatchObject({ current: 0, d1_30: 31399, d31_60: 45000, d61_90: 0, over_90: 0, total: 76399, credit_days: 30, overdue: 45000 });
    // the same figure both ways: the buckets past the 30 credit days, and the bill form's
    expect(row.d31_60 + row.d61_90 + row.over_90).toBe(status.overdue);
    expect(row.overdue).toBe(status.overdue);

    // As on T-4, before the bounces: only bill B is owed, 6 days old, nothing overdue.
    const before = await ok('GET', `/ageing?asOn=${daysAgo(4)}`);
    expect(before.receivables.parties.map((p: { d1_30: number; total: number; overdue: number }) => [p.d1_30, p.total, p.overdue])).toEqual([[21399, 21399, 0]]);
    expect(await t.violations()).toEqual([]);
  });
});
