// Issue 42, items 11 and 14: the first-start checklist ticks each step when its data exists; the
// company logo is kept as an image data URL, set and removed by an admin only.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';

const t = useTestApp();
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('first-start checklist', () => {
  const steps = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/first_start', headers: t.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { steps: { key: string; done: boolean }[]; done: boolean };
    return { done: body.done, ...Object.fromEntries(body.steps.map((s) => [s.key, s.done])) } as Record<string, boolean>;
  };
  const put = (url: string, payload: object, headers = t.admin, method: 'PUT' | 'PATCH' | 'POST' = 'PUT') =>
    t.app.inject({ method, url: `/api/${url}`, headers, payload });

  it('starts with every step to do but what the seed made, and ticks each as its data is saved', async () => {
    const before = await steps();
    expect(before).toMatchObject({ logo: false, opening_cash: false, banks: false, vat: false, catalogue: false, parties: false, done: false });

    // the logo: a clerk may not set it; a file that is not an image is a 400; an admin sets and reads it
    expect((await put('company/logo', { logo: PNG }, await t.userHeaders())).statusCode).toBe(403);
    const bad = await put('company/logo', { logo: 'data:text/html;base64,PGI+' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The logo must be a PNG, JPEG, WebP or SVG image');
    expect((await put('company/logo', { logo: PNG })).json()).toEqual({ logo: PNG });
    expect((await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: await t.userHeaders() })).json()).toEqual({ logo: PNG });

    await put('company', { name: 'Karim Electronics', code: 'KE', address: 'Dhaka', phone: '01700000000', email: '' }, t.admin, 'PATCH');
    expect((await put('ledger_edit/7', { amount: 20000 }, t.admin, 'PATCH')).statusCode).toBe(200);
    expect((await put('bank_post', { name: 'Sonali Bank' }, t.admin, 'POST')).statusCode).toBe(201);
    expect((await put('party_post', { type: 1, name: 'Rahim Store', mobile: '01711111111' }, t.admin, 'POST')).statusCode).toBe(201);
    expect((await put('vat/settings', { vat_registered: false })).statusCode).toBe(200);
    const after = await steps();
    expect(after).toMatchObject({ company: true, logo: true, opening_cash: true, banks: true, vat: true, catalogue: false, parties: true, done: false });

    expect((await put('company/logo', { logo: null })).json()).toEqual({ logo: null });
    expect((await steps()).logo).toBe(false);
  });
});
