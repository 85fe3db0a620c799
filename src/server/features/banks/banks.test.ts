import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { inTransaction, one, sql } from '../../db/client.js';
import { createCollPay } from '../../ledger/collections.js';

const t = useTestApp();
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const { call } = adminCalls(() => t);
const bankCount = async () => (await one<{ n: number }>(t.db, sql`select count(*)::int as n from banks`))!.n;

async function bank(name: string, branch: string) {
  const res = await call('POST', '/bank_post', { name, branch });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('banks', () => {
  it('adds, lists, edits and deletes a bank', async () => {
    const b = await bank('Sonali Bank', 'Motijheel');
    expect(b).toMatchObject({ name: 'Sonali Bank', branch: 'Motijheel' });
    expect((await call('GET', '/bank_all')).json()).toMatchObject({ total: 1, data: [{ id: b.id, name: 'Sonali Bank', branch: 'Motijheel' }] });
    const edited = await call('PATCH', `/bank_edit/${b.id}`, { id: b.id, name: 'Sonali Bank PLC', branch: 'Gulshan' });
    expect(edited.json()).toMatchObject({ message: 'Bank updated successfully', data: { name: 'Sonali Bank PLC', branch: 'Gulshan' } });
    expect((await call('DELETE', `/bank_remove/${b.id}`)).json()).toEqual({ message: 'Bank deleted successfully' });
    expect(await bankCount()).toBe(0);
  });

  it('requires a name, refuses a duplicate bank and branch, and a body for another bank', async () => {
    expect((await call('POST', '/bank_post', { branch: 'X' })).json()).toEqual({ message: 'Bank name is required', field: 'name' });
    expect((await call('POST', '/bank_post', { name: ' ', branch: 'X' })).statusCode).toBe(400);
    const b = await bank('Sonali Bank', 'Motijheel');
    const dup = await call('POST', '/bank_post', { name: 'sonali bank', branch: 'MOTIJHEEL ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Bank sonali bank, branch MOTIJHEEL already exists');
    const other = await bank('Sonali Bank', 'Gulshan');
    expect((await call('PATCH', `/bank_edit/${other.id}`, { name: 'Sonali Bank', branch: 'Motijheel' })).statusCode).toBe(409);
    const mismatch = await call('PATCH', `/bank_edit/${other.id}`, { id: b.id, name: 'Other', branch: 'X' });
    expect(mismatch.statusCode).toBe(400);
    expect((await call('PATCH', '/bank_edit/999', { name: 'X', branch: '' })).statusCode).toBe(404);
    expect((await call('GET', '/bank_all')).json().data.map((x: { branch: string }) => x.branch)).toEqual(['Gulshan', 'Motijheel']);
  });

  it('searches bank name or branch and pages', async () => {
    await bank('Sonali Bank', 'Motijheel');
    await bank('Dutch-Bangla Bank', 'Mirpur');
    await bank('BRAC Bank', 'Gulshan');
    expect((await call('GET', '/bank_all?search=MIR')).json()).toMatchObject({ total: 1, data: [{ name: 'Dutch-Bangla Bank' }] });
    expect((await call('GET', '/bank_all?search=bank&limit=2')).json()).toMatchObject({ total: 3, data: [{ name: 'BRAC Bank' }, { name: 'Dutch-Bangla Bank' }] });
    expect((await call('GET', '/bank_all?limit=2&offset=2')).json().data).toMatchObject([{ name: 'Sonali Bank' }]);
  });

  it('refuses to delete a bank that a collection used, and loses nothing', async () => {
    const b = await bank('Sonali Bank', 'Motijheel');
    const party = await one<{ id: number }>(t.db, sql`insert into parties (type, name) values (1, 'Karim') returning id`);
    await inTransaction(t.db, (tx) =>
      createCollPay(tx, { kind: 'collection', partyId: party!.id, date: '2026-03-05', amount: 500, method: 'Bank', bankId: b.id, chqNo: 'C-1', chqDate: '2026-03-05', createdBy: 1 }),
    );
    const res = await call('DELETE', `/bank_remove/${b.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bank is used by collections, payments or vouchers; it cannot be deleted');
    expect(await bankCount()).toBe(1);
    expect(await t.violations()).toEqual([]);
  });
});

describe('access', () => {
  it('lets a user list banks but not change them (403), and nothing is written', async () => {
    const b = await bank('Sonali Bank', 'Motijheel');
    const user = await t.userHeaders();
    expect((await call('GET', '/bank_all', undefined, user)).statusCode).toBe(200);
    const writes: [Method, string][] = [['POST', '/bank_post'], ['PATCH', `/bank_edit/${b.id}`], ['DELETE', `/bank_remove/${b.id}`]];
    for (const [method, url] of writes) {
      const res = await call(method, url, method === 'DELETE' ? undefined : { name: 'Janata Bank', branch: 'X' }, user);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Only an admin can do this');
    }
    expect((await call('GET', '/bank_all')).json()).toMatchObject({ total: 1, data: [{ name: 'Sonali Bank', branch: 'Motijheel' }] });
  });

  it('answers 401 to every bank call without a token', async () => {
    for (const [method, url] of [['GET', '/bank_all'], ['POST', '/bank_post'], ['PATCH', '/bank_edit/1'], ['DELETE', '/bank_remove/1']] as [Method, string][]) {
      expect((await call(method, url, method === 'POST' || method === 'PATCH' ? { name: 'X' } : undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await bankCount()).toBe(0);
  });
});
