// Issue 26, item 2: a user sees their open sign-ins and ends any of them; an admin sees and ends
// anyone's (in the audit log); a user cannot see or end another's. An ended sign-in's token is
// refused at its next request.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { one, sql } from '../../db/client.js';
import { describeDevice } from './device.js';

const t = useTestApp();
beforeEach(() => t.reset());

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(email: string, pass: string, ua: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, pass }, headers: { 'user-agent': ua }, remoteAddress: '10.0.0.7' });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const del = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api${url}`, headers });

describe('sign-ins', () => {
  it('a user lists their own sign-ins with device and address, ends the other one, and its token stops working', async () => {
    await t.userHeaders('rahim@test.local');
    await t.app.inject({ method: 'PATCH', url: '/api/user_update/' + (await userId('rahim@test.local')), payload: { pass: 'rahim-pass-99' }, headers: t.admin });
    const desk = await signIn('rahim@test.local', 'rahim-pass-99', CHROME_WIN);
    const phone = await signIn('rahim@test.local', 'rahim-pass-99', SAFARI_IPHONE);

    const list = (await get('/sessions', desk)).json().data as { id: string; device: string; address: string; current: boolean; userName: string }[];
    expect(list.map((s) => [s.device, s.address, s.current]).sort()).toEqual([
      ['Chrome on Windows', '10.0.0.7', true],
      ['Safari on iOS', '10.0.0.7', false],
    ]);
    expect(list.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
    // the phone's own token works until its sign-in is ended from the desk
    expect((await get('/sessions', phone)).statusCode).toBe(200);
    const other = list.find((s) => !s.current)!;
    const end = await del(`/sessions/${other.id}`, desk);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().message).toBe('Sign-in ended');
    expect((await get('/sessions', phone)).statusCode).toBe(401);
    expect((await get('/sessions', desk)).json().data).toHaveLength(1);
    // ending it again: gone
    expect((await del(`/sessions/${other.id}`, desk)).statusCode).toBe(404);
  });

  it("a user cannot see or end another user's sign-in; an admin sees everyone's and ends one, in the audit log", async () => {
    const karim = await t.userHeaders('karim@test.local');
    const rahim = await t.userHeaders('rahim@test.local');
    expect((await get('/sessions?all=1', karim)).statusCode).toBe(403);
    const rahims = (await get('/sessions', rahim)).json().data as { id: string }[];
    expect(rahims).toHaveLength(1);
    expect((await del(`/sessions/${rahims[0].id}`, karim)).statusCode).toBe(404);
    expect((await get('/sessions', rahim)).statusCode).toBe(200);
    // a malformed id: 400, nothing ended
    expect((await del('/sessions/..%2F..%2Fusers', karim)).statusCode).toBe(400);

    const everyone = (await get('/sessions?all=1', t.admin)).json().data as { id: string; email: string }[];
    expect(everyone.map((s) => s.email)).toEqual(expect.arrayContaining(['karim@test.local', 'rahim@test.local']));
    const target = everyone.find((s) => s.email === 'rahim@test.local')!;
    expect((await del(`/sessions/${target.id}`, t.admin)).statusCode).toBe(200);
    expect((await get('/sessions', rahim)).statusCode).toBe(401);
    expect((await get('/sessions', karim)).statusCode).toBe(200);
    const audit = await one<{ action: string; row_id: string; before: { user: string } }>(
      t.db,
      sql`select action, row_id, before from audit_log where table_name = 'user_sessions' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'end sign-in', row_id: String(await userId('rahim@test.local')), before: { user: 'rahim@test.local' } });
  });

  it('describes devices from their user agents', () => {
    expect(describeDevice(CHROME_WIN)).toBe('Chrome on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(describeDevice('')).toBe('Unknown device');
  });
});

async function userId(email: string) {
  return (await one<{ id: number }>(t.db, sql`select id from users where email = ${email}`))!.id;
}
