// Refuse, don't alter (issue 19, finding 9), over the whole route table: every write call refuses an
// invisible name, a name with a direction override, a NUL, word joiner, tag character or line
// separator in a name, a name of combining marks only (issue 39), an amount of 10^13 and a date in 1999, each with
// a 400 that says why; every call with a date filter refuses 1999; every JSON body with a lone
// surrogate is refused. A new route is covered without editing this file.
//
// Each value spoils one field of a body that is otherwise what a clerk's form sends (made from the
// call's schema, as in the hostile-input test). The refusal comes from the call's schema, before any
// record is looked up, so no books are needed. When the answer is not the expected refusal, the same
// body unspoiled is sent: if it is refused the same way, the form itself was not one the call takes
// (counted as inconclusive, and few are allowed); otherwise the spoiled value got through, which fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/testApp.js';
import { encode, pathsOf, plausible, writeRoutesOf, type BuiltRequest, type JsonSchema, type Path, type WriteRoute } from './requests.js';

let t: TestContext;
let routes: WriteRoute[];
let openapi: { paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: JsonSchema }[] }>> };

beforeAll(async () => {
  t = await createTestApp();
  openapi = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = writeRoutesOf(t.app.apiRoutes as { method: string; url: string; access: string }[], openapi);
}, 300_000);
afterAll(() => t.close());

const NAME_KEY = /^(name|\w+_name|contact_person|branch|zone|place|organization)$/;
const AMOUNT_KEY =
  /^(amount|\w+_amount|unit_price|r_unit|debit|credit|collect|paid|inv_disc|open_rate|opening_balance|security_money|qty|r_qty|adj_qty|open_qty)$/;
const DATE_KEY = /(date|until)$/i;

interface Spoiler {
  finding: string;
  key: RegExp;
  value: unknown;
  expected: RegExp;
}

const SPOILERS: Spoiler[] = [
  { finding: 'a name made only of invisible characters', key: NAME_KEY, value: '\u200b\u2060\u3164', expected: /cannot be made only of invisible characters/ },
  {
    finding: 'a name with a bidirectional override',
    key: NAME_KEY,
    value: 'Invoice\u202eexe.pdf',
    expected: /cannot contain text-direction control characters/,
  },
  { finding: 'an isolate in a name', key: NAME_KEY, value: 'Rahim \u2067Traders\u2069', expected: /cannot contain text-direction control characters/ },
  { finding: 'a NUL in a name', key: NAME_KEY, value: 'Rahim\u0000Traders', expected: /cannot contain control or invisible characters \(U\+0000 found\)/ },
  { finding: 'a word joiner in a name', key: NAME_KEY, value: 'Ra\u2060him', expected: /cannot contain control or invisible characters \(U\+2060 found\)/ },
  { finding: 'a tag character in a name', key: NAME_KEY, value: 'Rahim\u{E0041}', expected: /cannot contain control or invisible characters \(U\+E0041 found\)/ },
  { finding: 'a line separator in a name', key: NAME_KEY, value: 'Rahim\u2028Traders', expected: /cannot contain control or invisible characters \(U\+2028 found\)/ },
  { finding: 'a name made only of combining marks', key: NAME_KEY, value: '\u0301\u0308', expected: /cannot be made only of combining marks/ },
  { finding: 'an amount of 10^13', key: AMOUNT_KEY, value: 1e13, expected: /is out of range \(at most / },
  { finding: 'an amount of 10^13 as text', key: AMOUNT_KEY, value: '10000000000000.00', expected: /is out of range \(at most / },
  { finding: 'an amount or quantity with a decimal too many', key: AMOUNT_KEY, value: '100.1234', expected: /can have at most [23] decimals/ },
  { finding: 'a date in 1999', key: DATE_KEY, value: '1999-12-31', expected: /Date must be between 2000-01-01 and 2099-12-31/ },
  { finding: 'a date in 2100', key: DATE_KEY, value: '2100-01-01', expected: /Date must be between 2000-01-01 and 2099-12-31/ },
];

/** Values a form sends where the schema alone does not say (a short project ID, a 0/1 flag, a bill's type). */
const FORM_VALUES: Record<string, unknown> = { work_id: 'P-1', srl_avl: 0, pro_status: 1, vc_type: 2, project_vc_type: 1 };

const withFormValues = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(withFormValues);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k in FORM_VALUES ? FORM_VALUES[k] : withFormValues(x)]));
  return v;
};

/** The call as a form sends it (ids 1), with `change` applied to its body. */
function requestFor(route: WriteRoute, change: (body: unknown) => unknown = (b) => b): BuiltRequest {
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === 'vc_no' ? 'JV-2026-1000001' : '1'));
  const qs = route.query.map((q) => `${encode(q.name)}=${encode(String(plausible(q.schema, q.name, 1)))}`).join('&');
  const body = route.body ? change(withFormValues(plausible(route.body, '', 1))) : undefined;
  return { method: route.method, url: qs ? `${path}?${qs}` : path, who: 'admin', body };
}

/** body with the value at `p` replaced. */
function setAt(body: unknown, p: Path, value: unknown): unknown {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const k of p.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[p[p.length - 1]] = value;
  return copy;
}

const valueAt = (body: unknown, p: Path) => p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body);

async function send(req: BuiltRequest) {
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers: { ...t.admin, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
  });
  let message = '';
  try {
    message = String(res.json().message ?? '');
  } catch {
    message = res.body;
  }
  return { status: res.statusCode, message };
}

const keyOf = (p: Path) => [...p].reverse().find((k) => typeof k === 'string') as string | undefined;
const leaf = (v: unknown) => v === null || typeof v !== 'object';

describe('refuse, do not alter: every write call of the route table', () => {
  for (const spoiler of SPOILERS) {
    it(`refuses ${spoiler.finding} in every field of that kind of every write call, with a 400 that says why`, { timeout: 300_000 }, async () => {
      let checked = 0;
      let inconclusive = 0;
      const failures: string[] = [];
      for (const route of routes) {
        if (!route.body) continue;
        const body = requestFor(route).body;
        for (const p of pathsOf(body)) {
          const key = keyOf(p);
          if (!key || !spoiler.key.test(key) || !leaf(valueAt(body, p)) || typeof p[p.length - 1] === 'number') continue;
          const res = await send(requestFor(route, (b) => setAt(b, p, spoiler.value)));
          const where = `${route.method} ${route.url} ${p.join('.')}`;
          if (res.status === 400 && spoiler.expected.test(res.message)) {
            checked++;
            continue;
          }
          if (res.status < 400) {
            failures.push(`${where}: accepted (${res.status})`);
            continue;
          }
          const plain = await send(requestFor(route));
          if (plain.status === res.status && plain.message === res.message) {
            inconclusive++;
            if (process.env.SHOW_INCONCLUSIVE) console.log(`inconclusive: ${where}: ${res.status} "${res.message}"`);
          } else failures.push(`${where}: ${res.status} "${res.message}" (the form unspoiled: ${plain.status} "${plain.message}")`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(10);
      expect(inconclusive).toBeLessThanOrEqual(checked / 4);
    });
  }

  it('refuses a date in 1999 in every date filter of every call that takes one', { timeout: 300_000 }, async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const r of t.app.apiRoutes) {
      const op = openapi.paths[r.url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
      for (const target of query.filter((q) => DATE_KEY.test(q.name))) {
        const values = Object.fromEntries(query.map((q) => [q.name, q === target ? '1999-12-31' : plausible(q.schema, q.name, 1)]));
        const path = r.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === 'vc_no' ? 'JV-2026-1000001' : '1'));
        const qs = Object.entries(values)
          .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
          .join('&');
        const res = await send({ method: r.method as BuiltRequest['method'], url: `${path}?${qs}`, who: 'admin' });
        if (res.status === 400 && /Date must be between 2000-01-01 and 2099-12-31/.test(res.message)) checked++;
        else failures.push(`${r.method} ${r.url} ?${target.name}: ${res.status} "${res.message}"`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('refuses a NUL or a word joiner in every text field of every write call with a 400 (issue 39), never a 500 or a save', { timeout: 300_000 }, async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const route of routes) {
      if (!route.body) continue;
      const body = requestFor(route).body;
      for (const [i, p] of pathsOf(body)
        .filter((q) => typeof valueAt(body, q) === 'string')
        .entries()) {
        const bad = i % 2 ? '\u2060' : '\u0000';
        const res = await send(requestFor(route, (b) => setAt(b, p, `${valueAt(b, p) as string}${bad}x`)));
        if (res.status === 400) checked++;
        else failures.push(`${route.method} ${route.url} ${p.join('.')}: ${res.status} "${res.message}"`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses a lone surrogate in any JSON body, at any depth, before any call stores it as a replacement character', { timeout: 300_000 }, async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const route of routes) {
      if (!route.body) continue;
      const body = requestFor(route).body;
      const strings = pathsOf(body).filter((p) => typeof valueAt(body, p) === 'string');
      // the last string (a line's field where there are lines), or a key of its own
      const spoiled = strings.length
        ? requestFor(route, (b) => setAt(b, strings[strings.length - 1], 'Ali\ud800'))
        : requestFor(route, (b) => (b && typeof b === 'object' && !Array.isArray(b) ? { ...b, ['n\udfffote']: 1 } : { note: '\udfff' }));
      const res = await send(spoiled);
      if (res.status === 400 && /lone surrogate/.test(res.message)) checked++;
      else failures.push(`${route.method} ${route.url}: ${res.status} "${res.message}"`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
