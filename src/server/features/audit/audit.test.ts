import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { rows, sql } from '../../db/client.js';
import { makeModel, makeParty, stockIn } from '../../../../tests/support/salesFixtures.js';
import { COUNT_CAP } from '../../db/paging.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call } = adminCalls(() => t);

async function customer(name = 'Karim Traders') {
  const res = await call('POST', '/party_post', { name, type: 1, mobile: '01711000000', phone: '02-000', amount: 0 });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json().data?.id ?? res.json().id) as number;
}

describe('audit log', () => {
  it('records who created and edited a record, with the values before and after', async () => {
    const id = await customer();
    const edited = await call('PATCH', `/party_edit/${id}`, { name: 'Karim Traders Ltd', type: 1, mobile: '01711000000', phone: '02-000', amount: 0 });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    const me = (await call('GET', '/user_me')).json().user;
    const log = (await call('GET', `/audit_log?table=parties&rowId=${id}`)).json();
    expect(log.total).toBe(2);
    const [update, insert] = log.data;
    expect(insert).toMatchObject({ action: 'insert', user_id: me.id, user_name: me.name, before: null });
    expect(update).toMatchObject({ action: 'update', user_id: me.id, table_name: 'parties', row_id: String(id) });
    expect(update.before.name).toBe('Karim Traders');
    expect(update.after.name).toBe('Karim Traders Ltd');
  });

  it('never keeps a password hash, and only an admin can read it; there is no call that changes it', async () => {
    await call('POST', '/register', { name: 'Clerk', email: 'c@x.bd', pass: 'clerk-secret-1' });
    const entry = (await call('GET', '/audit_log?table=users')).json().data[0];
    expect(entry.after.email).toBe('c@x.bd');
    expect(entry.after).not.toHaveProperty('pass_hash');
    expect((await call('GET', '/audit_log', undefined, await t.userHeaders())).statusCode).toBe(403);
    const writes = t.app.apiRoutes.filter((r) => r.url.includes('audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
  });
});

describe('period lock', () => {
  const voucher = (date: string) => ({
    vc_date: date,
    vc_type: 1,
    lines: [
      { ledger_id: 7, debit: 100, credit: 0, narr: 'test' },
      { ledger_id: 14, debit: 0, credit: 100, narr: 'test' },
    ],
  });

  it('refuses a voucher dated on or before the lock, an edit and a delete of one, and lets later ones through', async () => {
    const early = await call('POST', '/voucher_post', voucher('2026-01-10'));
    expect(early.statusCode, early.body).toBeLessThan(300);
    const vcNo = (await rows<{ vc_no: string }>(t.db, sql`select distinct vc_no from voucher_lines`))[0].vc_no;

    expect((await call('PUT', '/period_lock', { locked_until: '2026-01-31' })).json().locked_until).toBe('2026-01-31');
    const refused = await call('POST', '/voucher_post', voucher('2026-01-31'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The books are closed up to 31-Jan-2026: nothing can be dated 31-Jan-2026 or earlier');
    const del = await call('DELETE', `/voucher_delete?vc_no=${vcNo}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/^The books are closed up to 31-Jan-2026/);
    expect(await rows(t.db, sql`select 1 from voucher_lines`)).toHaveLength(2);

    expect((await call('POST', '/voucher_post', voucher('2026-02-01'))).statusCode).toBeLessThan(300);
    expect((await call('PUT', '/period_lock', { locked_until: null })).json().locked_until).toBeNull();
    expect((await call('DELETE', `/voucher_delete?vc_no=${vcNo}`)).statusCode).toBeLessThan(300);
    expect(await t.violations()).toEqual([]);
  });

  it('only an admin sets the lock, and the date must be real', async () => {
    expect((await call('PUT', '/period_lock', { locked_until: '2026-01-31' }, await t.userHeaders())).statusCode).toBe(403);
    expect((await call('PUT', '/period_lock', { locked_until: '2026-02-30' })).statusCode).toBe(400);
  });
});

describe('audit log of a document', () => {
  it("shows an edited sale's values before and after, and who edited it", async () => {
    const cus = await makeParty(t.db, 'Audit Customer');
    const fan = await makeModel(t.db, 'Audit Fan');
    await stockIn(t.db, { modelId: fan, qty: 10, unitCost: 500 });
    const sale = { inv_date: '2026-03-05', cus_id: cus, inv_disc: 0, collect: 0, items: [{ m_id: fan, qty: 2, unit_price: 800 }] };
    const created = await call('POST', '/create_sales', sale);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().saleId;
    const edited = await call('PATCH', `/sales_update/${id}`, { ...sale, inv_disc: 100, items: [{ m_id: fan, qty: 3, unit_price: 800 }] });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    const me = (await call('GET', '/user_me')).json().user;
    const update = (await call('GET', `/audit_log?table=sales&rowId=${id}&action=update`))
      .json()
      .data.find((e: { before: { grand_total: string }; after: { grand_total: string } }) => e.before.grand_total !== e.after.grand_total);
    expect(update).toMatchObject({ user_id: me.id, table_name: 'sales' });
    expect([Number(update.before.sub_total), Number(update.before.grand_total)]).toEqual([1600, 1600]);
    expect([Number(update.after.sub_total), Number(update.after.inv_disc), Number(update.after.grand_total)]).toEqual([2400, 100, 2300]);
    expect(await t.violations()).toEqual([]);
  });
});

describe('audit log search, dates and count at size', () => {
  /** Entries written straight into the log, at given times (the trigger stamps now()). */
  const entries = (n: number, table: string, at: string, rowId = (i: number) => String(i), after = (i: number) => ({ name: `Row ${i}` })) =>
    t.db.execute(sql`insert into audit_log (at, action, table_name, row_id, after)
      select ${at}::timestamptz, 'insert', ${table}, x.r, x.a::jsonb
      from jsonb_to_recordset(${JSON.stringify(Array.from({ length: n }, (_, i) => ({ r: rowId(i + 1), a: JSON.stringify(after(i + 1)) })))}::jsonb) as x(r text, a text)`);

  it('finds a table by name and a record by number; values only within dates', async () => {
    await entries(
      3,
      'parties',
      '2026-05-10T06:00:00Z',
      (i) => String(700 + i),
      (i) => ({ name: `Karim ${i}`, mobile: '01799999999' }),
    );
    await entries(2, 'sales', '2026-05-10T06:00:00Z', (i) => String(700 + i));
    const ids = async (q: string) =>
      (await call('GET', `/audit_log?${q}`))
        .json()
        .data.map((e: { table_name: string; row_id: string }) => `${e.table_name}#${e.row_id}`)
        .sort();
    expect(await ids('search=Parties')).toEqual(['parties#701', 'parties#702', 'parties#703']);
    expect(await ids('search=702')).toEqual(['parties#702', 'sales#702']);
    expect(await ids('search=01799999999')).toEqual([]);
    expect(await ids('search=01799999999&startDate=2026-05-01&endDate=2026-05-31')).toEqual(['parties#701', 'parties#702', 'parties#703']);
    expect(await ids('search=Karim 2&startDate=2026-05-01&endDate=2026-05-31')).toEqual(['parties#702']);
  });

  it('takes dates as days in Dhaka', async () => {
    // 17:59 UTC on 9 May is 23:59 in Dhaka; 18:00 UTC is already 10 May there.
    await entries(1, 'banks', '2026-05-09T17:59:00Z', () => 'before');
    await entries(1, 'banks', '2026-05-09T18:00:00Z', () => 'first');
    await entries(1, 'banks', '2026-05-10T17:59:59Z', () => 'last');
    await entries(1, 'banks', '2026-05-10T18:00:00Z', () => 'after');
    const r = (await call('GET', '/audit_log?table=banks&startDate=2026-05-10&endDate=2026-05-10')).json();
    expect(r.data.map((e: { row_id: string }) => e.row_id)).toEqual(['last', 'first']);
    expect([r.total, r.capped]).toEqual([2, false]);
  });

  it('stops counting past ten thousand and says there are more', async () => {
    await entries(COUNT_CAP + 5, 'product_models', '2026-05-10T06:00:00Z');
    const first = (await call('GET', '/audit_log?table=product_models&limit=50')).json();
    expect([first.data.length, first.total, first.capped]).toEqual([50, COUNT_CAP, true]);
    expect(first.data[0].row_id).toBe(String(COUNT_CAP + 5));
    // paging past the cap still counts far enough to know what is left
    const deep = (await call('GET', `/audit_log?table=product_models&limit=10&offset=${COUNT_CAP - 5}`)).json();
    expect([deep.data.length, deep.total, deep.capped]).toEqual([10, COUNT_CAP + 5, false]);
    const exact = (await call('GET', '/audit_log?table=product_models&search=17')).json();
    expect([exact.total, exact.capped, exact.data[0].row_id]).toEqual([1, false, '17']);
  });
});
