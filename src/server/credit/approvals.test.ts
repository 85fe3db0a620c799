// Issue 39, finding 1: an admin approved a clerk's bill over the credit limit by typing their email and
// password into the clerk's dialog; the bill's idempotency record kept an unsalted SHA-256 of that
// body, the same password approved any later bill, and "Only an admin can approve" told a guesser
// that a non-admin's password was right. Now an approval is given from the admin's own session or
// with a one-time code, bound to one bill and used once, and no row keeps a guessable hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../tests/support/testApp.js';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../tests/support/adminCalls.js';
import { countOf, useShop } from '../../../tests/support/salesFixtures.js';
import { rows, sql } from '../db/client.js';
import { partyDue } from '../ledger/balances.js';
import { canonical } from '../http/fingerprint.js';

const t = useTestApp();
const shop = useShop(t, { fan: { qty: 500, cost: 200 } });
const { call } = adminCalls(() => t);

const bill = (qty: number, extra: object = {}, price = 1000) => ({
  inv_date: '2026-03-05',
  cus_id: shop.customer,
  inv_disc: 0,
  collect: 0,
  collect_type: 'Cash',
  items: [{ m_id: shop.fan, qty, unit_price: price }],
  ...extra,
});

const setLimit = async (credit_limit: number) => expect((await call('PATCH', `/party_edit/${shop.customer}`, { credit_limit })).statusCode).toBe(200);

/** The clerk's save asks for an approval; an admin approves it from their session; the id comes back. */
async function approvedRequest(body: object, clerk: Record<string, string>, key?: string): Promise<number> {
  const headers = key ? { ...clerk, 'idempotency-key': key } : clerk;
  const asked = await call('POST', '/create_sales', { ...body, requestApproval: true }, headers);
  expect(asked.statusCode, asked.body).toBe(409);
  const { approvalId, approvalStatus, message } = asked.json();
  expect(approvalStatus).toBe('pending');
  expect(message).toContain(`Approval request ${approvalId} is waiting for an admin's approval`);
  const list = (await call('GET', '/approval_requests')).json().data;
  expect(list).toEqual([expect.objectContaining({ id: approvalId, party: 'Rahim Traders', requested_by: 'Clerk' })]);
  expect((await call('GET', '/approval_requests', undefined, clerk)).statusCode).toBe(403);
  expect((await call('POST', `/approval_requests/${approvalId}/approve`, undefined, clerk)).statusCode).toBe(403);
  expect((await call('GET', `/approval_requests/${approvalId}`, undefined, clerk)).json()).toEqual({ id: approvalId, status: 'pending' });
  const ok = await call('POST', `/approval_requests/${approvalId}/approve`);
  expect(ok.statusCode, ok.body).toBe(200);
  expect((await call('GET', `/approval_requests/${approvalId}`, undefined, clerk)).json()).toEqual({ id: approvalId, status: 'approved' });
  return approvalId;
}

/** Every value of every row of every table, as text (what a backup holds). */
async function everyRowAsText(): Promise<string> {
  const tables = await rows<{ tablename: string }>(t.db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const all = await rows<{ r: string }>(t.db, sql.raw(`select t::text as r from "${tablename}" t`));
    parts.push(...all.map((x) => x.r));
  }
  return parts.join('\n');
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('approval of a bill over the credit limit, without the admin sharing a secret', () => {
  it('a backup after an approved bill holds no value from which the admin password can be guessed', async () => {
    await setLimit(50000);
    const clerk = await t.userHeaders();
    // An old client sends the admin's email and password with the bill, under an Idempotency-Key.
    const body = bill(60, { approveOverLimit: true, approver: { email: ADMIN.email, password: ADMIN.pass } });
    const old = await call('POST', '/create_sales', body, { ...clerk, 'idempotency-key': 'old-client' });
    // (Before issue 39 this saved the bill and kept sha256 of the body, password and all.)
    const leaks = (dump: string) => [ADMIN.pass, sha256(ADMIN.pass), sha256(canonical({ query: {}, body }))].filter((g) => dump.includes(g));
    expect(leaks(await everyRowAsText())).toEqual([]);
    // The credentials are no approval: the bill is refused and nothing is saved.
    expect(old.statusCode).toBe(409);
    expect(await countOf(t.db, 'sales')).toBe(0);
    // The new way: the admin approves from their own session, the clerk's retry passes.
    const id = await approvedRequest(bill(60), clerk, 'new-client');
    const ok = await call('POST', '/create_sales', bill(60, { approvalId: id }), { ...clerk, 'idempotency-key': 'new-client' });
    expect(ok.statusCode, ok.body).toBe(201);
    // An admin's own code, used by a second bill, also leaves nothing guessable.
    const code = (await call('POST', '/approval_codes')).json().code as string;
    const second = await call('POST', '/create_sales', bill(5, { approvalCode: code }), { ...clerk, 'idempotency-key': 'code-client' });
    expect(second.statusCode, second.body).toBe(201);

    const dump = await everyRowAsText();
    expect(dump).toContain('new-client');
    // Neither the password nor its SHA-256, nor the SHA-256 of any body that carried it (what an
    // attacker with the backup would try, guess after guess), nor the code or its SHA-256.
    const guesses = [ADMIN.pass, sha256(ADMIN.pass), code, sha256(code)];
    for (const b of [body, { ...body, approveOverLimit: undefined }]) guesses.push(sha256(canonical({ query: {}, body: b })), sha256(canonical({ query: null, body: b })));
    for (const g of guesses) expect(dump.includes(g), g).toBe(false);
    // The idempotency fingerprints are keyed: the plain SHA-256 of the bill as sent is not among them.
    const hashes = await rows<{ body_hash: string }>(t.db, sql`select body_hash from idempotency_keys`);
    expect(hashes.length).toBe(2);
    for (const h of hashes) {
      expect(h.body_hash).not.toBe(sha256(canonical({ query: {}, body: bill(60, { approvalId: id }) })));
      expect(h.body_hash).not.toBe(sha256(canonical({ query: {}, body: bill(60) })));
    }
    expect(await t.violations()).toEqual([]);
  });

  it('an approval is used once only', async () => {
    await setLimit(50000);
    const clerk = await t.userHeaders();
    const id = await approvedRequest(bill(60), clerk);
    const first = await call('POST', '/create_sales', bill(60, { approvalId: id }), clerk);
    expect(first.statusCode, first.body).toBe(201);
    // the same bill again with the same approval: refused, nothing saved
    const again = await call('POST', '/create_sales', bill(60, { approvalId: id }), clerk);
    expect(again.statusCode).toBe(403);
    expect(again.json().field).toBe('approvalId');
    expect(await countOf(t.db, 'sales')).toBe(1);
    expect((await call('GET', `/approval_requests/${id}`, undefined, clerk)).json().status).toBe('used');
    // a code, too, approves one bill only
    await call('PATCH', `/sales_update/${first.json().saleId}`, bill(1));
    const code = (await call('POST', '/approval_codes')).json().code as string;
    expect((await call('POST', '/create_sales', bill(60, { approvalCode: code }), clerk)).statusCode).toBe(201);
    const reuse = await call('POST', '/create_sales', bill(1, { approvalCode: code }), clerk);
    expect(reuse.statusCode).toBe(403);
    expect(await countOf(t.db, 'sales')).toBe(2);
    expect(await partyDue(t.db, shop.customer)).toBe(61000);
    const approvals = await rows(t.db, sql`select count(*)::int as n from audit_log where table_name = 'sale_approvals'`);
    expect(approvals[0]).toMatchObject({ n: expect.any(Number) });
  });

  it('an approval bound to one bill cannot approve a different amount, customer or call', async () => {
    await setLimit(50000);
    const other = (await call('POST', '/party_post', { type: 1, name: 'Karim Store', credit_limit: 1000 })).json().data.id as number;
    const clerk = await t.userHeaders();
    const id = await approvedRequest(bill(60), clerk);
    for (const changed of [bill(61, { approvalId: id }), bill(60, { approvalId: id }, 1001), bill(60, { approvalId: id, cus_id: other })]) {
      const res = await call('POST', '/create_sales', changed, clerk);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'This approval is not for this bill as it is now, was used already or has expired: ask again', field: 'approvalId' });
    }
    // another clerk cannot use it either
    const other2 = await t.userHeaders();
    expect((await call('POST', '/create_sales', bill(60, { approvalId: id }), other2)).statusCode).toBe(403);
    expect(await countOf(t.db, 'sales')).toBe(0);
    // and it is still good for the bill it was given for
    expect((await call('POST', '/create_sales', bill(60, { approvalId: id }), clerk)).statusCode).toBe(201);
    // a refused request approves nothing
    const asked = (await call('POST', '/create_sales', bill(10, { requestApproval: true }), clerk)).json();
    expect((await call('POST', `/approval_requests/${asked.approvalId}/refuse`)).statusCode).toBe(200);
    const refused = await call('POST', '/create_sales', bill(10, { approvalId: asked.approvalId }), clerk);
    expect(refused.json()).toEqual({ message: `An admin refused approval request ${asked.approvalId}`, field: 'approvalId' });
    expect((await call('POST', `/approval_requests/${asked.approvalId}/approve`)).statusCode).toBe(409);
  });

  it('a wrong code and the code of a user who is no admin get the same answer; wrong codes are throttled per clerk', async () => {
    await setLimit(50000);
    const clerk = await t.userHeaders();
    // a code made by an admin who has since become a plain user
    const demoted = await t.userHeaders('demoted@test.local');
    await t.db.execute(sql`update users set role = 'admin' where email = 'demoted@test.local'`);
    const theirs = (await call('POST', '/approval_codes', undefined, demoted)).json().code as string;
    await t.db.execute(sql`update users set role = 'user' where email = 'demoted@test.local'`);
    const wrong = await call('POST', '/create_sales', bill(60, { approvalCode: theirs === '123456' ? '654321' : '123456' }), clerk);
    const notAdmin = await call('POST', '/create_sales', bill(60, { approvalCode: theirs }), clerk);
    expect(wrong.statusCode).toBe(403);
    expect(notAdmin.statusCode).toBe(wrong.statusCode);
    expect(notAdmin.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ message: 'This approval code is not right, was used already or has expired', field: 'approvalCode' });
    // a clerk may not ask for a code
    expect((await call('POST', '/approval_codes', undefined, clerk)).statusCode).toBe(403);
    // three more wrong codes (five in all), then even the right one is refused for this clerk
    for (let i = 0; i < 3; i++) expect((await call('POST', '/create_sales', bill(60, { approvalCode: `00000${i}` }), clerk)).statusCode).toBe(403);
    const good = (await call('POST', '/approval_codes')).json().code as string;
    const blocked = await call('POST', '/create_sales', bill(60, { approvalCode: good }), clerk);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many wrong approval codes/);
    // another clerk is not blocked
    const fresh = await t.userHeaders();
    expect((await call('POST', '/create_sales', bill(60, { approvalCode: good }), fresh)).statusCode).toBe(201);
  });

  it('a line below its minimum price passes with an approval where the setting lets an admin allow it', async () => {
    await t.db.execute(sql`update product_models set sale_price = 1000, min_price = 900 where id = ${shop.fan}`);
    const clerk = await t.userHeaders();
    const refused = await call('POST', '/create_sales', bill(2, {}, 800), clerk);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('only an admin may sell below it');
    const asked = await call('POST', '/create_sales', bill(2, { requestApproval: true }, 800), clerk);
    expect(asked.statusCode).toBe(400);
    const id = asked.json().approvalId as number;
    expect((await call('POST', `/approval_requests/${id}/approve`)).statusCode).toBe(200);
    expect((await call('POST', '/create_sales', bill(2, { approvalId: id }, 799), clerk)).statusCode).toBe(403);
    expect((await call('POST', '/create_sales', bill(2, { approvalId: id }, 800), clerk)).statusCode).toBe(201);
    // where the setting refuses every price below the minimum, no approval helps
    expect((await call('PUT', '/price_settings', { below_min_price: 'refuse' })).statusCode).toBe(200);
    const code = (await call('POST', '/approval_codes')).json().code as string;
    expect((await call('POST', '/create_sales', bill(2, { approvalCode: code }, 800), clerk)).statusCode).toBe(400);
  });
});
