// Hostile requests for every write call of the route table. Each call's body, query and path are
// first filled with plausible values from its OpenAPI schema (generated from the zod contracts),
// then one to three attacks spoil them: wrong types, missing and extra fields, bad numbers and
// dates, unknown and other users' ids, SQL and HTML in text, garbage and oversized bodies, a
// missing, forged or plain user's token.
import fc from 'fast-check';

/** The parts of a JSON schema that the plausible values are made from. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
}

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify form: /api/party_edit/:id */
  url: string;
  access?: string;
  /** False when the API docs do not describe the call. */
  documented: boolean;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
  params: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write call of the route table, with its schemas from the API docs. */
export function writeRoutesOf(
  routes: { method: string; url: string; access?: string }[],
  openapi: { paths: Record<string, Record<string, OpenApiOperation>> },
): WriteRoute[] {
  return routes
    .filter((r) => WRITE_METHODS.has(r.method))
    .map((r) => {
      const documented = openapi.paths[r.url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      const op = documented ?? {};
      const params = op.parameters ?? [];
      return {
        method: r.method as WriteRoute['method'],
        url: r.url,
        access: r.access,
        documented: Boolean(documented),
        body: op.requestBody?.content?.['application/json']?.schema,
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        params: [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]),
      };
    });
}

// ---- plausible values ------------------------------------------------------------------------

const DATE_NAME = /date|until/i;
const AMOUNT_NAME = /amount|money|price|qty|total|debit|credit|disc|collect|paid|balance|investment|profit/i;

/** A value the schema accepts, as a clerk's form would send it; ids are small, so most exist. */
export function plausible(schema: JsonSchema | undefined, name: string, id: number): unknown {
  if (!schema) return DATE_NAME.test(name) ? '2026-03-05' : AMOUNT_NAME.test(name) ? 100 : 'x';
  if (schema.enum?.length) return schema.enum[id % schema.enum.length];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plausible(options[0], name, id);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k, id)]));
    case 'array':
      return [plausible(schema.items, name, id)];
    case 'integer':
      return /type/i.test(name) ? 1 : id;
    case 'number':
      return /type/i.test(name) ? 1 : 100;
    case 'string':
      if (schema.format === 'email') return `clerk${id}@example.com`;
      if (DATE_NAME.test(name)) return '2026-03-05';
      return name === 'vc_no' ? 'JV-2026-1000001' : `Test ${name} ${id}`;
    case 'boolean':
      return true;
    default:
      return plausible(undefined, name, id);
  }
}

/** Percent-encodes text; a lone surrogate goes as the bytes it would be, which are not UTF-8. */
export const encode = (s: string) => [...s].map((ch) => (/^[\ud800-\udfff]$/u.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

// ---- hostile values ------------------------------------------------------------------------------

const BAD_DATES = [
  '2024-02-30',
  '2023-02-29',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '2026-3-5',
  '05-03-2026',
  '2026/03/05',
  '2026-03-05T25:00:00Z',
  '+275760-09-13',
  'yesterday',
];
const FAR_DATES = ['0001-01-01', '1900-01-01', '9999-12-31', '2099-12-31'];
const BAD_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '1e15', '0x10', '1,000', '١٢٣', ' 5 ', '5abc', '--1', '.5', '5.', '1.005', '-0'];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 1e16, 1e15, 999_999_999_999_999.9, 12_345_678_901_234.56, 1e-9];
const SMALL_NUMBERS = [0, -0, -1, -0.01, 0.001, 0.005, 1.005, -999999];
const INJECTIONS = [
  "'; drop table voucher_lines; --",
  "' or '1'='1",
  '1; update ledgers set amount = 0',
  '1 union select pass_hash from users',
  '$$; select pg_sleep(1); $$',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '\u0000',
  'nul\u0000in the middle',
  '\ud800',
  '😀👍🏽 বাংলা',
  '\u202eevil',
  'word\u2060joiner',
  'tag\u{E0041}\u{E007F}',
  'bell\u0007\u001b[31m',
  'c1\u0085\u009b',
  'line\u2028paragraph\u2029',
  '\ufeffbom',
  '\u0301\u0301',
  ' ',
  '',
  '\\',
  '%00%27',
];
// JSON.parse makes __proto__ an own key, as a request body would carry it.
const ODD_JSON = [null, true, false, [], {}, [[]], { $gt: '' }, JSON.parse('{"__proto__": {"role": "admin"}}'), [1, 2, 3], { id: 1 }];
const UNKNOWN_IDS = [999999, 2147483647, 2147483648, 9007199254740991, -1, 0];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_DATES, ...FAR_DATES),
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(...HUGE_NUMBERS, ...SMALL_NUMBERS, ...UNKNOWN_IDS),
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...ODD_JSON),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A path segment in the URL: unknown, negative, fractional, non-numeric, injected, overflowing. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    'null',
    'NaN',
    '2147483648',
    '99999999999999999999999',
    '999999',
    "1' or '1'='1",
    '1;drop table users',
    '%27',
    '%00',
    'JV-2026-9999999',
    '<b>x</b>',
    ' ',
  ),
  fc.integer({ min: 1, max: 15 }).map(String),
  fc.string({ maxLength: 12 }).map(encode),
);

// ---- attacks -------------------------------------------------------------------------------------

export type Who = 'admin' | 'user' | 'none' | 'expired' | 'forged';

export type Attack =
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; fields: Record<string, unknown> }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'huge'; size: 'over-limit' | 'long-text' | 'long-array' }
  | { kind: 'param'; value: string }
  | { kind: 'query'; at: number; value: unknown }
  | { kind: 'auth'; who: Exclude<Who, 'admin'> };

const extraFields = fc.dictionary(
  fc.constantFrom(
    'created_by',
    'id',
    'total',
    'grand_total',
    'jv_no',
    'inv_no',
    'pu_no',
    'vc_no',
    'role',
    'post_status',
    'constructor',
    'prototype',
    'isAdmin',
    'extra',
  ),
  hostileValue,
  { minKeys: 1, maxKeys: 4 },
);

const rawBodies = fc.constantFrom(
  { text: '{"name": "unterminated', contentType: 'application/json' },
  { text: '{"amount": NaN, "qty": Infinity}', contentType: 'application/json' },
  { text: '{"a":1,}', contentType: 'application/json' },
  { text: '{"amount": 99999999999999999999.999, "qty": 1e400, "id": 123456789012345678901234567890}', contentType: 'application/json' },
  { text: "{'single': 'quotes'}", contentType: 'application/json' },
  { text: '['.repeat(5000), contentType: 'application/json' },
  { text: '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' },
  { text: 'name=x&amount=1', contentType: 'application/x-www-form-urlencoded' },
  { text: 'just some text', contentType: 'text/plain' },
  { text: '<xml>1</xml>', contentType: 'application/xml' },
  { text: '', contentType: 'application/json' },
);

export const attack: fc.Arbitrary<Attack> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), fields: extraFields }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: hostileValue }) },
  { weight: 1, arbitrary: rawBodies.map((r) => ({ kind: 'raw' as const, ...r })) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('huge' as const), size: fc.constantFrom('over-limit' as const, 'long-text' as const, 'long-array' as const) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('param' as const), value: hostileSegment }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('query' as const), at: fc.nat(), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('auth' as const), who: fc.constantFrom('user' as const, 'none' as const, 'expired' as const, 'forged' as const) }),
  },
);

/** The plan of one request: which ids fill it and how it is spoiled. */
export const requestPlan = fc.record({ id: fc.integer({ min: 1, max: 12 }), attacks: fc.array(attack, { minLength: 1, maxLength: 3 }) });
export type RequestPlan = { id: number; attacks: Attack[] };

// ---- building the request ------------------------------------------------------------------------

export interface BuiltRequest {
  method: WriteRoute['method'];
  url: string;
  who: Who;
  /** A JSON value, or raw text with its content type. */
  body?: unknown;
  raw?: { text: string; contentType: string };
}

export type Path = (string | number)[];

/** Every place in a value that an attack can spoil, root excluded. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  return [];
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  return node;
}

const OVERSIZED = 'x'.repeat(2 * 1024 * 1024 + 100);
const LONG_TEXT = 'ক'.repeat(300_000);

function hugeBody(size: 'over-limit' | 'long-text' | 'long-array', body: unknown): unknown {
  if (size === 'over-limit') return { name: OVERSIZED };
  const paths = pathsOf(body);
  const valueAt = (p: Path) => parentOf(body, p)[p[p.length - 1]];
  if (size === 'long-text') {
    const target = paths.find((p) => typeof valueAt(p) === 'string');
    if (!target) return { name: LONG_TEXT };
    parentOf(body, target)[target[target.length - 1]] = LONG_TEXT;
    return body;
  }
  // many copies of a small item: over every list's limit, well under the body limit
  const list = paths.find((p) => Array.isArray(valueAt(p)));
  const first = list ? (valueAt(list) as unknown[])[0] : undefined;
  const item = first !== undefined && JSON.stringify(first).length < 200 ? first : 1;
  const many = Array.from({ length: 12_000 }, () => item);
  if (!list) return many;
  parentOf(body, list)[list[list.length - 1]] = many;
  return body;
}

function applyAttack(req: BuiltRequest, state: { params: string[]; query: Record<string, unknown> }, attack: Attack) {
  // the generated values are shared between runs: a later attack must not spoil them for the next
  const a = structuredClone(attack);
  switch (a.kind) {
    case 'set':
    case 'drop': {
      const paths = pathsOf(req.body);
      if (!paths.length) return void (req.body = a.kind === 'set' ? { value: a.value } : undefined);
      const p = paths[a.at % paths.length];
      const parent = parentOf(req.body, p);
      if (a.kind === 'set') parent[p[p.length - 1]] = a.value;
      else if (Array.isArray(parent)) parent.splice(Number(p[p.length - 1]), 1);
      else delete parent[p[p.length - 1]];
      return;
    }
    case 'extra':
      req.body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...req.body, ...a.fields } : a.fields;
      return;
    case 'body':
      req.body = a.value;
      return;
    case 'raw':
      req.raw = { text: a.text, contentType: a.contentType };
      return;
    case 'huge':
      req.body = hugeBody(a.size, req.body ?? {});
      return;
    case 'param':
      if (state.params.length) state.params[0] = a.value;
      else state.query.id = a.value;
      return;
    case 'query': {
      const keys = Object.keys(state.query);
      state.query[keys.length ? keys[a.at % keys.length] : 'id'] = a.value;
      return;
    }
    case 'auth':
      req.who = a.who;
      return;
  }
}

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&');

/** The request a plan makes of a route. */
export function buildRequest(route: WriteRoute, plan: RequestPlan): BuiltRequest {
  const state = {
    params: route.params.map(() => String(plan.id)),
    query: Object.fromEntries(route.query.map((q) => [q.name, plausible(q.schema, q.name, plan.id)])) as Record<string, unknown>,
  };
  const req: BuiltRequest = { method: route.method, url: '', who: 'admin', body: route.body ? plausible(route.body, '', plan.id) : undefined };
  for (const a of plan.attacks) applyAttack(req, state, a);
  let i = 0;
  const path = route.url.replace(/:([A-Za-z_]+)/g, () => encode(state.params[i++]).replace(/%25/g, '%'));
  const qs = queryString(state.query);
  req.url = qs ? `${path}?${qs}` : path;
  return req;
}
