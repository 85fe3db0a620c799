// Credit limits (issue 24, item 4): set on the customer, refused above it, approved by an admin on the spot.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../tests/support/testApp.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, useShop } from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { fan: { qty: 500, cost: 200 } }, { mobile: '01711111111' });

const { call } = adminCalls(() => t);

const setLimit = async (credit_limit: number | null | string, credit_days: number | null = 30) => {
  const res = await call('PATCH', `/party_edit/${shop.customer}`, { credit_limit, credit_days });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A bill of `qty` fans at 1,000 each with `collect` taken. */
const bill = (qty: number, extra: object = {}, collect = 0) => ({
  inv_date: '2026-03-05',
  cus_id: shop.customer,
  inv_disc: 0,
  collect,
  collect_type: 'Cash',
  items: [{ m_id: shop.fan, qty, unit_price: 1000 }],
  ...extra,
});

describe('credit limit on the customer', () => {
  it('is saved with the party, shown in the list with who is over, and left alone by clients that do not send it', async () => {
    const p = await setLimit(150000, 30);
    expect(p).toMatchObject({ credit_limit: 150000, credit_days: 30, over_limit: false });
    // an old client's edit without the fields keeps them
    const kept = await call('PATCH', `/party_edit/${shop.customer}`, { name: 'Rahim Traders Ltd' });
    expect(kept.json().data).toMatchObject({ name: 'Rahim Traders Ltd', credit_limit: 150000, credit_days: 30 });
    // empty means no limit
    expect(await setLimit('', null)).toMatchObject({ credit_limit: null, credit_days: null, over_limit: false });
    const created = await call('POST', '/party_post', { type: 1, name: 'Karim Store', credit_limit: 5000, credit_days: 15 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ credit_limit: 5000, credit_days: 15 });
  });

  it('refuses a limit below zero or days that are not whole, beside the field, and changes nothing', async () => {
    await setLimit(1000);
    const below = await call('PATCH', `/party_edit/${shop.customer}`, { credit_limit: -1 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: 'Credit limit cannot be below zero', field: 'credit_limit' });
    const text = await call('POST', '/party_post', { type: 1, name: 'X', credit_limit: 'abc' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Credit limit must be a number', field: 'credit_limit' });
    const days = await call('PATCH', `/party_edit/${shop.customer}`, { credit_days: 2.5 });
    expect(days.statusCode).toBe(400);
    expect(days.json().field).toBe('credit_days');
    expect(await one(t.db, sql`select credit_limit::float8 as l, credit_days as d from parties where id = ${shop.customer}`)).toEqual({ l: 1000, d: 30 });
    expect(await countOf(t.db, 'parties')).toBe(1);
  });
});

describe('a bill above the credit limit', () => {
  it('is refused with the due, the limit and the excess named, and nothing is saved', async () => {
    await setLimit(100000);
    // 90,000 owed already: fine
    expect((await call('POST', '/create_sales', bill(90))).statusCode).toBe(201);
    const res = await call('POST', '/create_sales', bill(20, {}, 5000));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "Rahim Traders' due would be 1,05,000.00 with this bill, above the credit limit of 1,00,000.00 by 5,000.00. An admin must approve it.",
      field: 'approveOverLimit',
    });
    expect(await countOf(t.db, 'sales')).toBe(1);
    expect(await countOf(t.db, 'coll_pay')).toBe(0);
    expect(await partyDue(t.db, shop.customer)).toBe(90000);
    // a bill that stays within the limit, thanks to its collection, passes
    const within = await call('POST', '/create_sales', bill(20, {}, 10000));
    expect(within.statusCode, within.body).toBe(201);
    expect(await partyDue(t.db, shop.customer)).toBe(100000);
    // the list shows who is over and filters them
    expect((await call('GET', '/customer_all?credit=over')).json().total).toBe(0);
    expect(await t.violations()).toEqual([]);
  });

  it('passes when an admin approves the request from their own session, and the approval is recorded and audited', async () => {
    await setLimit(50000);
    const clerk = await t.userHeaders('clerk@test.local');
    const refused = await call('POST', '/create_sales', bill(60), clerk);
    expect(refused.statusCode).toBe(409);
    // a clerk cannot approve it alone
    const alone = await call('POST', '/create_sales', bill(60, { approveOverLimit: true }), clerk);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().field).toBe('approveOverLimit');
    // an admin's password sent along is no approval (issue 39: it is not accepted any more)
    const withPassword = await call('POST', '/create_sales', bill(60, { approveOverLimit: true, approver: { email: ADMIN.email, password: ADMIN.pass } }), clerk);
    expect(withPassword.statusCode).toBe(409);
    expect(await countOf(t.db, 'sales')).toBe(0);
    // the clerk asks; the admin approves from their session; the clerk's retry passes
    const asked = await call('POST', '/create_sales', bill(60, { requestApproval: true }), clerk);
    expect(asked.statusCode).toBe(409);
    const approvalId = asked.json().approvalId as number;
    expect((await call('POST', `/approval_requests/${approvalId}/approve`)).statusCode).toBe(200);
    const ok = await call('POST', '/create_sales', bill(60, { approvalId }), clerk);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await partyDue(t.db, shop.customer)).toBe(60000);
    const approvals = await rows(
      t.db,
      sql`select a.sale_id, a.due::float8 as due, a.credit_limit::float8 as lim, a.excess::float8 as excess, u.email as approver, r.email as clerk
          from credit_limit_approvals a join users u on u.id = a.approved_by join users r on r.id = a.requested_by`,
    );
    expect(approvals).toEqual([{ sale_id: ok.json().saleId, due: 60000, lim: 50000, excess: 10000, approver: ADMIN.email, clerk: 'clerk@test.local' }]);
    const audit = await rows<{ action: string }>(t.db, sql`select action from audit_log where table_name = 'credit_limit_approvals'`);
    expect(audit.length).toBe(1);
    // the customer list says they are over, and the filter finds them
    const over = (await call('GET', '/customer_all?credit=over')).json();
    expect(over.total).toBe(1);
    expect(over.data[0]).toMatchObject({ id: shop.customer, balance: 60000, credit_limit: 50000, over_limit: true });
    expect(await t.violations()).toEqual([]);
  });

  it('a signed-in admin approves with the flag alone; an edit is weighed by what it adds', async () => {
    await setLimit(50000);
    const first = await call('POST', '/create_sales', bill(40));
    expect(first.statusCode).toBe(201);
    const id = first.json().saleId;
    // the edit takes the bill from 40,000 to 55,000: refused
    const up = await call('PATCH', `/sales_update/${id}`, bill(55));
    expect(up.statusCode).toBe(409);
    expect(up.json().message).toContain('due would be 55,000.00');
    expect(await partyDue(t.db, shop.customer)).toBe(40000);
    const approved = await call('PATCH', `/sales_update/${id}`, bill(55, { approveOverLimit: true }));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await partyDue(t.db, shop.customer)).toBe(55000);
    // the customer is over now; an edit that lowers the bill passes without approval even though still over
    const down = await call('PATCH', `/sales_update/${id}`, bill(52));
    expect(down.statusCode, down.body).toBe(200);
    expect(await partyDue(t.db, shop.customer)).toBe(52000);
    expect(await countOf(t.db, 'credit_limit_approvals')).toBe(1);
    // the bill form's standing: due less this bill's own, the limit and the room
    const status = (await call('GET', `/credit_status?partyId=${shop.customer}&saleId=${id}`)).json();
    expect(status).toEqual({ party_id: shop.customer, due: 0, uncleared_cheques: 0, credit_limit: 50000, credit_days: 30, available: 50000, overdue: 0 });
    const now = (await call('GET', `/credit_status?partyId=${shop.customer}`)).json();
    expect(now).toMatchObject({ due: 52000, available: -2000 });
    expect(await t.violations()).toEqual([]);
  });

  it('a customer without a limit is never asked', async () => {
    const res = await call('POST', '/create_sales', bill(99));
    expect(res.statusCode).toBe(201);
    expect(await countOf(t.db, 'credit_limit_approvals')).toBe(0);
  });
});

describe('number grouping setting', () => {
  it('is lakh by default; an admin switches it to western, a clerk may not', async () => {
    expect((await call('GET', '/number_format')).json()).toEqual({ number_grouping: 'lakh', date_format: 'dd/mm/yyyy' });
    const clerk = await t.userHeaders();
    expect((await t.app.inject({ method: 'PUT', url: '/api/number_format', headers: clerk, payload: { number_grouping: 'western' } })).statusCode).toBe(403);
    const set = await t.app.inject({ method: 'PUT', url: '/api/number_format', headers: t.admin, payload: { number_grouping: 'western' } });
    expect(set.json()).toEqual({ number_grouping: 'western', date_format: 'dd/mm/yyyy' });
    await setLimit(1000);
    const res = await call('POST', '/create_sales', bill(2));
    expect(res.json().message).toContain('above the credit limit of 1,000.00 by 1,000.00');
    await t.app.inject({ method: 'PUT', url: '/api/number_format', headers: t.admin, payload: { number_grouping: 'lakh' } });
  });

  it('dates show dd/mm/yyyy by default; an admin may choose another style, the grouping kept; nothing named is a 400', async () => {
    const put = (payload: object, headers = t.admin) => t.app.inject({ method: 'PUT', url: '/api/number_format', headers, payload });
    expect((await put({ date_format: 'd-mmm-yyyy' }, await t.userHeaders())).statusCode).toBe(403);
    expect((await put({ date_format: 'd-mmm-yyyy' })).json()).toEqual({ number_grouping: 'lakh', date_format: 'd-mmm-yyyy' });
    const bad = await put({ date_format: 'mm/dd/yyyy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Date format must be dd/mm/yyyy, d-mmm-yyyy or yyyy-mm-dd');
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ date_format: 'dd/mm/yyyy' })).json()).toEqual({ number_grouping: 'lakh', date_format: 'dd/mm/yyyy' });
  });
});
