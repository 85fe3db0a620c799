import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { inTransaction, one, rows, sql } from '../../db/client.js';
import { createCollPay } from '../../ledger/collections.js';
import { LEDGER } from '../../ledger/accounts.js';
import { todayInDhaka } from '../../../domain/dates.js';

const t = useTestApp();
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const { call } = adminCalls(() => t);

async function party(payload: object) {
  const res = await call('POST', '/party_post', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const openingLines = (partyId: number) =>
  rows<{ vc_no: string; vc_type: number; vc_date: string; ledger_id: number; party_id: number | null; debit: string; credit: string }>(
    t.db,
    sql`select vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit from voucher_lines
        where source_type = 'party_opening' and source_id = ${partyId} order by id`,
  );
const balance = async (partyId: number) => (await call('GET', `/get_open_balance?partyId=${partyId}`)).json().data.balance;

/** A cash collection from a customer, as the collections feature books it. */
const collect = (partyId: number, amount: number, createdBy = 1) =>
  inTransaction(t.db, (tx) => createCollPay(tx, { kind: 'collection', partyId, date: todayInDhaka(), amount, method: 'Cash', createdBy }));

describe('opening balances', () => {
  it("posts a supplier's opening as Cr payable with its party, and reads the due from the books", async () => {
    const s = await party({ type: 2, name: 'Rahim Traders', mobile: '01711000000', amount: 5000 });
    expect(s).toMatchObject({ type: 2, name: 'Rahim Traders', amount: 5000, balance: 5000, created_by: 1 });
    expect(await balance(s.id)).toBe(5000);
    const year = todayInDhaka().slice(0, 4);
    expect(await openingLines(s.id)).toEqual([
      { vc_no: `JV-${year}-1000001`, vc_type: 1, vc_date: todayInDhaka(), ledger_id: LEDGER.openingBalanceEquity, party_id: null, debit: '5000.00', credit: '0.00' },
      { vc_no: `JV-${year}-1000001`, vc_type: 1, vc_date: todayInDhaka(), ledger_id: LEDGER.payable, party_id: s.id, debit: '0.00', credit: '5000.00' },
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it("posts a customer's and a combine party's opening on the side their type says", async () => {
    const c = await party({ type: 1, name: 'Karim Store', amount: 3000 });
    expect((await openingLines(c.id)).map((l) => [l.ledger_id, l.party_id, l.debit, l.credit])).toEqual([
      [LEDGER.receivable, c.id, '3000.00', '0.00'],
      [LEDGER.openingBalanceEquity, null, '0.00', '3000.00'],
    ]);
    const owes = await party({ type: 3, name: 'Both Ways', amount: 700 });
    expect((await openingLines(owes.id)).map((l) => [l.ledger_id, l.debit])).toEqual([
      [LEDGER.receivable, '700.00'],
      [LEDGER.openingBalanceEquity, '0.00'],
    ]);
    const owed = await party({ type: 3, name: 'Owed', amount: -400 });
    expect((await openingLines(owed.id)).map((l) => [l.ledger_id, l.party_id, l.debit, l.credit])).toEqual([
      [LEDGER.openingBalanceEquity, null, '400.00', '0.00'],
      [LEDGER.payable, owed.id, '0.00', '400.00'],
    ]);
    expect([await balance(c.id), await balance(owes.id), await balance(owed.id)]).toEqual([3000, 700, -400]);
    expect(await party({ type: 1, name: 'No opening' })).toMatchObject({ amount: 0, balance: 0 });
    expect(await t.violations()).toEqual([]);
  });

  it('re-posts the opening when its amount or type is edited, under the same number', async () => {
    const s = await party({ type: 2, name: 'Rahim Traders', amount: 5000 });
    const [first] = await openingLines(s.id);
    const res = await call('PATCH', `/party_edit/${s.id}`, { amount: 6500.5, phone: '029999' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Update Successfully', data: { amount: 6500.5, balance: 6500.5, phone: '029999', name: 'Rahim Traders' } });
    expect((await openingLines(s.id)).map((l) => [l.vc_no, l.ledger_id, l.debit, l.credit])).toEqual([
      [first.vc_no, LEDGER.openingBalanceEquity, '6500.50', '0.00'],
      [first.vc_no, LEDGER.payable, '0.00', '6500.50'],
    ]);
    await call('PATCH', `/party_edit/${s.id}`, { type: 1 });
    expect((await openingLines(s.id)).map((l) => [l.ledger_id, l.debit])).toEqual([
      [LEDGER.receivable, '6500.50'],
      [LEDGER.openingBalanceEquity, '0.00'],
    ]);
    await call('PATCH', `/party_edit/${s.id}`, { amount: 0 });
    expect(await openingLines(s.id)).toEqual([]);
    expect(await t.violations()).toEqual([]);
  });

  it('gives the due after collections, in the lists and in get_open_balance', async () => {
    const c = await party({ type: 1, name: 'Karim Store', amount: 3000 });
    await collect(c.id, 1000);
    expect(await balance(c.id)).toBe(2000);
    expect((await call('GET', '/customer_all')).json().data[0]).toMatchObject({ id: c.id, balance: 2000 });
    expect(await t.violations()).toEqual([]);
  });
});

describe('validation', () => {
  it('requires a name, with the type in the message, and a known type', async () => {
    const cases: [object, string][] = [
      [{ type: 1 }, 'Customer name is required'],
      [{ type: 2, name: '  ' }, 'Supplier name is required'],
      [{ type: 3 }, 'Name is required'],
      [{ type: 4, name: 'X' }, 'Party type must be 1 (customer), 2 (supplier) or 3 (both)'],
      [{ name: 'X' }, 'Party type must be 1 (customer), 2 (supplier) or 3 (both)'],
      [{ type: 1, name: 'X', amount: 'abc' }, 'Amount must be a number'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/party_post', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const s = await party({ type: 2, name: 'Rahim' });
    const edit = await call('PATCH', `/party_edit/${s.id}`, { name: '' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: 'Supplier name is required', field: 'name' });
    expect((await call('PATCH', '/party_edit/999', { name: 'x' })).json()).toEqual({ message: 'Party not found' });
    expect(await one(t.db, sql`select count(*)::int n from parties`)).toEqual({ n: 1 });
  });

  it('answers get_open_balance with 400 without a party and 404 for an unknown one', async () => {
    expect((await call('GET', '/get_open_balance')).json()).toMatchObject({ message: 'Please select a party' });
    expect((await call('GET', '/get_open_balance?partyId=999')).statusCode).toBe(404);
  });
});

describe('lists', () => {
  async function sample() {
    return {
      c: await party({ type: 1, name: 'Karim Store', mobile: '01711111111', zone: 'Mirpur', amount: 100 }),
      s: await party({ type: 2, name: 'Rahim Traders', phone: '029876', zone: 'Motijheel', amount: 200 }),
      both: await party({ type: 3, name: 'Both Ways', zone: 'mirpur' }),
    };
  }
  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

  it('shows customers and combine parties, suppliers and combine parties, or everyone', async () => {
    await sample();
    expect(names((await call('GET', '/customer_all')).json())).toEqual(['Both Ways', 'Karim Store']);
    expect(names((await call('GET', '/supplier_all')).json())).toEqual(['Both Ways', 'Rahim Traders']);
    const all = (await call('GET', '/combine_all')).json();
    expect(all).toMatchObject({ total: 3, zones: ['Mirpur', 'Motijheel'] });
    expect(all.data.find((p: { name: string }) => p.name === 'Rahim Traders')).toMatchObject({ balance: 200, amount: 200, phone: '029876' });
  });

  it('filters by zone and searches name, mobile, phone and zone without regard to case', async () => {
    await sample();
    expect(names((await call('GET', '/combine_all?zone=MIRPUR')).json())).toEqual(['Both Ways', 'Karim Store']);
    expect(names((await call('GET', '/combine_all?search=0171')).json())).toEqual(['Karim Store']);
    expect(names((await call('GET', '/combine_all?search=9876')).json())).toEqual(['Rahim Traders']);
    expect(names((await call('GET', '/combine_all?search=RAHIM')).json())).toEqual(['Rahim Traders']);
    expect(names((await call('GET', '/combine_all?search=motij')).json())).toEqual(['Rahim Traders']);
    expect(names((await call('GET', '/supplier_all?zone=mirpur&search=both')).json())).toEqual(['Both Ways']);
  });

  it('pages with limit and offset and counts every match', async () => {
    await t.db.execute(sql`insert into parties (type, name) select 1, 'Customer ' || lpad(n::text, 3, '0') from generate_series(1, 75) n`);
    const first = (await call('GET', '/customer_all?limit=50')).json();
    expect(first.total).toBe(75);
    expect(first.data).toHaveLength(50);
    expect((await call('GET', '/customer_all?limit=50&offset=50')).json().data).toHaveLength(25);
    expect((await call('GET', '/customer_all')).json().data).toHaveLength(75);
  });
});

describe('delete', () => {
  it('deletes a party with only its opening balance, and the opening voucher goes with it', async () => {
    const s = await party({ type: 2, name: 'Rahim', amount: 5000 });
    expect((await call('DELETE', `/party_remove/${s.id}`)).json()).toEqual({ message: 'Deleted successfully!' });
    expect(await openingLines(s.id)).toEqual([]);
    expect((await call('DELETE', `/party_remove/${s.id}`)).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses to delete a party that has transactions, and loses nothing', async () => {
    const c = await party({ type: 1, name: 'Karim', amount: 3000 });
    await collect(c.id, 500);
    const res = await call('DELETE', `/party_remove/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This party has transactions in the books; it cannot be deleted');
    expect(await balance(c.id)).toBe(2500);
    expect(await openingLines(c.id)).toHaveLength(2);
  });
});

describe('access', () => {
  it('answers 401 to every party call without a token', async () => {
    const calls: [Method, string][] = [
      ['GET', '/customer_all'], ['GET', '/supplier_all'], ['GET', '/combine_all'], ['GET', '/get_open_balance?partyId=1'],
      ['POST', '/party_post'], ['PATCH', '/party_edit/1'], ['DELETE', '/party_remove/1'],
    ];
    for (const [method, url] of calls) {
      const res = await call(method, url, method === 'POST' || method === 'PATCH' ? { type: 1, name: 'x' } : undefined, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await one(t.db, sql`select count(*)::int n from parties`)).toEqual({ n: 0 });
  });

  it('stamps the signed-in user as created_by, whatever the browser sends', async () => {
    const user = await t.userHeaders();
    const res = await call('POST', '/party_post', { type: 1, name: 'Karim', amount: 10, created_by: 1 }, user);
    const me = await one<{ id: number }>(t.db, sql`select id from users where email <> 'admin@test.local'`);
    expect(res.json().data.created_by).toBe(me!.id);
    expect(await one(t.db, sql`select distinct created_by from voucher_lines`)).toEqual({ created_by: me!.id });
  });
});
