// Issue 19, finding 8 (double submission): 20 identical collections sent at once were all saved.
// A write with an Idempotency-Key is saved once; a repeat gets the first answer back.
import { beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { one, rows, sql } from '../db/client.js';
import { partyDue } from '../ledger/balances.js';
import { registerIdempotency } from './idempotency.js';

const t = useTestApp();
beforeEach(() => t.reset());

const DAY = '2026-03-05';

async function customer(name = 'Rahim Traders'): Promise<number> {
  return (await one<{ id: number }>(t.db, sql`insert into parties (type, name, mobile) values (1, ${name}, '01711000000') returning id`))!.id;
}

const collection = (partyId: number, amount = 100, extra: object = {}) => ({
  supp_id: partyId,
  date: DAY,
  rmks: 'March dues',
  coll_pay_type: 2,
  cash_bank_type: 'Cash',
  amount,
  ...extra,
});

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object | undefined, key: string | undefined, headers = t.admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: key === undefined ? headers : { ...headers, 'idempotency-key': key } });

const count = async (table: string) => (await one<{ n: number }>(t.db, sql.raw(`select count(*)::int n from ${table}`)))!.n;

/** What was saved: so many collections, the customer's due, and books that hold. */
async function expectSaved(partyId: number, collections: number, due: number) {
  expect(await count('coll_pay')).toBe(collections);
  expect(await partyDue(t.db, partyId)).toBe(due);
  expect(await t.violations()).toEqual([]);
}

describe('double submission (issue 19, finding 8)', () => {
  it('twenty identical collections sent at once with one key save one collection, and all twenty get its answer', async () => {
    const c = await customer();
    const body = collection(c, 250);
    const replies = await Promise.all(Array.from({ length: 20 }, () => send('POST', '/collPay_post', body, 'form-submission-1')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const first = replies.find((r) => r.headers['idempotent-replayed'] === undefined)!;
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    // Every answer is the first one: the same body, byte for byte (same id, same number).
    for (const r of replies) expect(r.body).toBe(first.body);
    expect(first.json().data.vc_no).toBe('CR-TT-2026-1000001');
    expect(await count('voucher_lines')).toBe(2);
    await expectSaved(c, 1, -250);
  });

  it('twenty collections with twenty different keys are twenty collections (keys do not over-dedupe)', async () => {
    const c = await customer();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send('POST', '/collPay_post', collection(c, 10), `submission-${i}`)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(replies.every((r) => r.headers['idempotent-replayed'] === undefined)).toBe(true);
    expect(new Set(replies.map((r) => r.json().data.vc_no)).size).toBe(20);
    await expectSaved(c, 20, -200);
  });

  it('a write without a key is not deduplicated (the header is optional)', async () => {
    const c = await customer();
    const replies = await Promise.all([send('POST', '/collPay_post', collection(c), undefined), send('POST', '/collPay_post', collection(c), undefined)]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await count('coll_pay')).toBe(2);
  });

  it('the same key with a different body, path or method is refused with 422 and saves nothing', async () => {
    const c = await customer();
    expect((await send('POST', '/collPay_post', collection(c, 100), 'k1')).statusCode).toBe(201);
    const otherBody = await send('POST', '/collPay_post', collection(c, 101), 'k1');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().message).toBe(
      'This Idempotency-Key was already used for a different request (POST /api/collPay_post). Send a new key with each new submission.',
    );
    const otherCall = await send('POST', '/party_post', { type: 1, name: 'Karim', mobile: '01711000001' }, 'k1');
    expect(otherCall.statusCode).toBe(422);
    expect(await count('parties')).toBe(1);
    await expectSaved(c, 1, -100);
  });

  it('a failed first attempt (400) releases the key: the corrected retry with the same key saves once', async () => {
    const c = await customer();
    // Refused by the service after the key was claimed: a cheque needs a bank.
    const failed = await send('POST', '/collPay_post', collection(c, 300, { cash_bank_type: 'Cheque' }), 'retry-key');
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toBe('Please select a bank for a cheque');
    // Refused by the schema, before any claim.
    expect((await send('POST', '/collPay_post', collection(c, 0), 'retry-key')).statusCode).toBe(400);
    expect(await count('idempotency_keys')).toBe(0);
    const bank = (await one<{ id: number }>(t.db, sql`insert into banks (name, branch) values ('Sonali Bank', 'Motijheel') returning id`))!.id;
    const corrected = collection(c, 300, { cash_bank_type: 'Cheque', bankId: bank, chqNo: 'A-1', chqDate: DAY });
    const saved = await send('POST', '/collPay_post', corrected, 'retry-key');
    expect(saved.statusCode).toBe(201);
    const again = await send('POST', '/collPay_post', corrected, 'retry-key');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(saved.json().data.id);
    await expectSaved(c, 1, -300);
  });

  it("one user's key is not another's: user B with user A's key saves B's own collection", async () => {
    const c = await customer();
    const userB = await t.userHeaders();
    const a = await send('POST', '/collPay_post', collection(c, 100), 'shared-key', t.admin);
    const b = await send('POST', '/collPay_post', collection(c, 100), 'shared-key', userB);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().data.id).not.toBe(a.json().data.id);
    // Nor does B's different body under the same key meet A's request.
    expect((await send('POST', '/collPay_post', collection(c, 5), 'other-key', userB)).statusCode).toBe(201);
    expect((await send('POST', '/collPay_post', collection(c, 6), 'other-key', t.admin)).statusCode).toBe(201);
    await expectSaved(c, 4, -211);
  });

  it('an edit and a delete sent twice with one key run once; the repeat gets the first answer', async () => {
    const c = await customer();
    const id = (await send('POST', '/collPay_post', collection(c, 100), 'create')).json().data.id;
    const edits = await Promise.all([1, 2, 3].map(() => send('PATCH', `/collPay_edit/${id}`, collection(c, 150), 'edit')));
    expect(edits.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(edits.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await partyDue(t.db, c)).toBe(-150);
    const del1 = await send('DELETE', `/collPay_remove/${id}`, undefined, 'delete');
    const del2 = await send('DELETE', `/collPay_remove/${id}`, undefined, 'delete');
    expect([del1.statusCode, del2.statusCode]).toEqual([200, 200]);
    expect(del2.json()).toEqual({ message: 'Deleted successfully!' });
    expect(del2.headers['idempotent-replayed']).toBe('true');
    // Without the key the second delete finds nothing, as before.
    expect((await send('DELETE', `/collPay_remove/${id}`, undefined, undefined)).statusCode).toBe(404);
    expect(await partyDue(t.db, c)).toBe(0);
    expect(await t.violations()).toEqual([]);
  });

  it('masters and vouchers take the key too: a party, a voucher and its approval sent twice with one key happen once', async () => {
    const parties = await Promise.all([1, 2].map(() => send('POST', '/party_post', { type: 2, name: 'Delta Supply', mobile: '01711000002' }, 'party-form')));
    expect(parties.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(parties[1].body).toBe(parties[0].body);
    expect(await count('parties')).toBe(1);
    const supplier = (await one<{ id: number }>(t.db, sql`select id from parties`))!.id;
    const voucher = {
      vc_date: DAY,
      vc_type: 2,
      lines: [
        { ledger_id: 1, partyId: supplier, debit: 500 },
        { ledger_id: 7, credit: 500 },
      ],
    };
    const vouchers = await Promise.all([1, 2].map(() => send('POST', '/voucher_post', voucher, 'voucher-form')));
    expect(vouchers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(vouchers[1].body).toBe(vouchers[0].body);
    const vcNo = vouchers[0].json().data.vc_no;
    expect(await count('voucher_lines')).toBe(2);
    // Approving twice with one key: the repeat gets the first "approved", not "already posted".
    const approvals = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'PUT', url: `/api/vc_posting/${vcNo}`, headers: { ...t.admin, 'idempotency-key': 'approve' } })),
    );
    expect(approvals.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await t.violations()).toEqual([]);
  });

  it('a key that is not 1 to 200 visible characters is refused with 400 and saves nothing', async () => {
    const c = await customer();
    for (const key of ['', 'x'.repeat(201), 'has space']) {
      const r = await send('POST', '/collPay_post', collection(c), key);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/Idempotency-Key must be 1 to 200 visible characters/);
    }
    expect(await count('coll_pay')).toBe(0);
  });

  it('the key table is bookkeeping: it is not audited, and holds the stored answer', async () => {
    const c = await customer();
    await send('POST', '/collPay_post', collection(c), 'audit-check');
    const [row] = await rows<{ method: string; url: string; status: number; reply: string }>(
      t.db,
      sql`select method, url, status, reply from idempotency_keys`,
    );
    expect(row).toMatchObject({ method: 'POST', url: '/api/collPay_post', status: 201 });
    expect(JSON.parse(row.reply).message).toBe('Collection Successfully');
    expect(await count(`audit_log where table_name = 'idempotency_keys'`)).toBe(0);
    const triggers = await rows(t.db, sql`select tgname from pg_trigger where tgrelid = 'idempotency_keys'::regclass and not tgisinternal`);
    expect(triggers).toEqual([]);
  });
});

describe('idempotency hooks on their own (leases, waiting, purging)', () => {
  // A small app: a signed-in user from a header, and a write that counts its runs.
  async function tiny(options: Parameters<typeof registerIdempotency>[2], handlerMs = 0) {
    const app: FastifyInstance = Fastify();
    let runs = 0;
    app.decorateRequest('sessionUser', null as never);
    app.addHook('onRequest', async (req) => {
      req.sessionUser = { id: Number(req.headers['x-user']), role: 'admin', name: 'A', email: 'a@x' };
    });
    registerIdempotency(app, () => t.db, options);
    app.post('/api/thing', async (_req, reply) => {
      runs++;
      await new Promise((r) => setTimeout(r, handlerMs));
      return reply.code(201).send({ run: runs });
    });
    await app.ready();
    const post = (key: string, user: number) =>
      app.inject({ method: 'POST', url: '/api/thing', payload: { a: 1 }, headers: { 'idempotency-key': key, 'x-user': String(user) } });
    return { app, post, runs: () => runs };
  }
  const adminId = async () => (await one<{ id: number }>(t.db, sql`select id from users order by id limit 1`))!.id;

  it('a repeat that waits longer than the bound gets 409 and saves nothing; the first still answers', async () => {
    const { app, post, runs } = await tiny({ waitMs: 100 }, 600);
    const user = await adminId();
    const [first, second] = await Promise.all([post('slow', user), new Promise((r) => setTimeout(r, 50)).then(() => post('slow', user))]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/still being saved/);
    expect(runs()).toBe(1);
    await app.close();
  });

  it('a claim left by a server that stopped is taken over after the lease', async () => {
    const { app, post, runs } = await tiny({ leaseMs: 1000 });
    const user = await adminId();
    await post('probe', user);
    const hash = (await one<{ h: string }>(t.db, sql`select body_hash h from idempotency_keys where key = 'probe'`))!.h;
    await t.db.execute(
      sql`insert into idempotency_keys (user_id, key, method, url, body_hash, owner, claimed_at) values (${user}, 'orphan', 'POST', '/api/thing', ${hash}, 'dead-server', now() - interval '5 seconds')`,
    );
    const r = await post('orphan', user);
    expect(r.statusCode).toBe(201);
    expect(r.headers['idempotent-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
    expect((await post('orphan', user)).headers['idempotent-replayed']).toBe('true');
    expect(runs()).toBe(2);
    await app.close();
  });

  it('a reply carrying a sign-in token is not kept in the key table', async () => {
    const app: FastifyInstance = Fastify();
    app.decorateRequest('sessionUser', null as never);
    app.addHook('onRequest', async (req) => {
      req.sessionUser = { id: Number(req.headers['x-user']), role: 'admin', name: 'A', email: 'a@x' };
    });
    registerIdempotency(app, () => t.db);
    app.post('/api/password', async () => ({ message: 'Password changed', token: 'secret-token' }));
    await app.ready();
    const user = await adminId();
    const r = await app.inject({ method: 'POST', url: '/api/password', payload: {}, headers: { 'idempotency-key': 'pw', 'x-user': String(user) } });
    expect(r.json().token).toBe('secret-token');
    expect(await count('idempotency_keys')).toBe(0);
    await app.close();
  });

  it('keys older than 24 hours are purged', async () => {
    const { app, post } = await tiny({ purgeEveryMs: 0 });
    const user = await adminId();
    await post('old', user);
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old'`);
    await post('new', user);
    // The purge runs after the answer has gone out.
    await expect.poll(async () => (await rows<{ key: string }>(t.db, sql`select key from idempotency_keys order by key`)).map((r) => r.key)).toEqual(['new']);
    await app.close();
  });
});
