// Cash in hand below zero (issue 42, item 11): a payment that would take it there is saved with a
// warning (the company's default) or refused (409, nothing written), as the admin's setting says; a
// payment dated back is weighed on every later day; a collection or a bill is never held up.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../tests/support/adminCalls.js';
import { one, sql } from '../db/client.js';
import { LEDGER } from './accounts.js';
import { ledgerBalance } from './balances.js';

const t = useTestApp();
beforeEach(() => t.reset());
const { call, ok } = adminCalls(() => t);

const party = async (type: number, name: string) =>
  (await one<{ id: number }>(t.db, sql`insert into parties (type, name, mobile) values (${type}, ${name}, '01711000000') returning id`))!.id;
const money = (type: 1 | 2, partyId: number, amount: number, date: string) =>
  call('POST', '/collPay_post', { supp_id: partyId, date, rmks: '', coll_pay_type: type, cash_bank_type: 'Cash', amount });
const warningOf = (res: { headers: Record<string, unknown> }) => (res.headers['x-warning'] ? decodeURIComponent(String(res.headers['x-warning'])) : undefined);
const lines = async () => (await one<{ n: number }>(t.db, sql`select count(*)::int n from voucher_lines`))!.n;

describe('cash in hand below zero', () => {
  it('warns by default: a payment of 20,000 with 5,000 in hand is saved, and says cash is -15,000.00', async () => {
    const customer = await party(1, 'Rahim Traders');
    const supplier = await party(2, 'Walton Plaza');
    // 5,000 collected on 1 March: cash 5,000.
    const c = await money(2, customer, 5000, '2026-03-01');
    expect(c.statusCode).toBe(201);
    expect(warningOf(c)).toBeUndefined();
    // 20,000 paid on 5 March: 5,000 − 20,000 = −15,000.
    const p = await money(1, supplier, 20000, '2026-03-05');
    expect(p.statusCode, p.body).toBe(201);
    expect(warningOf(p)).toBe('Cash would be -15,000.00 on 5-Mar-2026: more cash is paid out than there is in hand.');
    expect(await ledgerBalance(t.db, LEDGER.cash)).toBe(-15000);
  });

  it('refuses when the admin says so, naming the figure, and writes nothing; a plain user cannot change the setting', async () => {
    const user = await t.userHeaders('cash.clerk@test.local');
    expect((await call('PUT', '/cash_setting', { negative_cash: 'refuse' }, user)).statusCode).toBe(403);
    expect(await ok('PUT', '/cash_setting', { negative_cash: 'refuse' })).toEqual({ negative_cash: 'refuse' });
    expect(await ok('GET', '/cash_setting')).toEqual({ negative_cash: 'refuse' });
    const customer = await party(1, 'Rahim Traders');
    const supplier = await party(2, 'Walton Plaza');
    await money(2, customer, 5000, '2026-03-01');
    const before = await lines();
    const p = await money(1, supplier, 20000, '2026-03-05');
    expect(p.statusCode).toBe(409);
    expect(p.json().message).toBe(
      'Cash would be -15,000.00 on 5-Mar-2026: more cash is paid out than there is in hand. Record the cash received first, or pay from a bank.',
    );
    expect(await lines()).toBe(before);
    expect(await ledgerBalance(t.db, LEDGER.cash)).toBe(5000);
    // 5,000 exactly leaves 0: allowed.
    expect((await money(1, supplier, 5000, '2026-03-05')).statusCode).toBe(201);
    expect(await ledgerBalance(t.db, LEDGER.cash)).toBe(0);
  });

  it('weighs a payment dated back on every later day', async () => {
    await ok('PUT', '/cash_setting', { negative_cash: 'refuse' });
    const customer = await party(1, 'Rahim Traders');
    const supplier = await party(2, 'Walton Plaza');
    // 1 March +10,000; 10 March −8,000 → 2,000 left from the 10th.
    await money(2, customer, 10000, '2026-03-01');
    expect((await money(1, supplier, 8000, '2026-03-10')).statusCode).toBe(201);
    // A payment of 3,000 on 5 March: the 5th has 7,000, but the 10th would have 2,000 − 3,000 = −1,000.
    const back = await money(1, supplier, 3000, '2026-03-05');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toContain('Cash would be -1,000.00 on 10-Mar-2026');
    // 2,000 on the 5th leaves 0 on the 10th: allowed.
    expect((await money(1, supplier, 2000, '2026-03-05')).statusCode).toBe(201);
  });
});
