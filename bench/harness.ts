// What the benchmark scripts share: arguments, a database (PGlite directory or PostgreSQL URL,
// created when missing), the app itself in-process, and a signed-in caller.
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { type Database } from '../src/server/db/client.js';
import { startDatabase } from '../src/server/startDatabase.js';
import { seed } from '../src/server/seed.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig, type Config } from '../src/server/config.js';

export const BENCH_ADMIN = { email: 'bench@example.com', pass: 'bench-pass-1' };
/** The servers the benchmark starts share this secret, so one token signs in to all of them. */
export const BENCH_JWT_SECRET = 'bench-secret';

/** `--name value` and `--flag` pairs of the command line. */
export function args(argv = process.argv.slice(2)): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[a.slice(2)] = 'true';
    else out[a.slice(2)] = argv[++i];
  }
  return out;
}

/** Where the generated business lives: `--url` (PostgreSQL) or `--pglite dir`. */
export interface Target {
  kind: 'postgres' | 'pglite';
  url?: string;
  dir?: string;
}

export function targetOf(a: Record<string, string>, scale: number): Target {
  if (a.url) return { kind: 'postgres', url: a.url };
  if (a.pglite) return { kind: 'pglite', dir: a.pglite === 'true' ? `data/bench-pglite-s${scale}` : a.pglite };
  return { kind: 'pglite', dir: `data/bench-pglite-s${scale}` };
}

/** Runs one statement on the server's `postgres` database (creating and dropping databases). */
export async function onServer(url: string, text: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Creates the PostgreSQL database named by the URL when the server does not have it yet. */
/**
 * A database for one part of a run, named for it (`label`): a new PostgreSQL database next to the
 * target's, or a PGlite folder next to its folder. Empty; `drop` removes it.
 */
export async function scratchTarget(t: Target, label: string): Promise<{ target: Target; drop: () => Promise<void> }> {
  if (t.kind === 'pglite') {
    const dir = `${t.dir}-${label}-${process.pid}`;
    const fs = await import('node:fs');
    return { target: { kind: 'pglite', dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const u = new URL(t.url!);
  const name = `${u.pathname.slice(1)}_${label.replace(/\W/g, '_')}`;
  await onServer(t.url!, `drop database if exists ${name} with (force)`);
  u.pathname = `/${name}`;
  return { target: { kind: 'postgres', url: u.toString() }, drop: () => onServer(t.url!, `drop database if exists ${name} with (force)`) };
}

export async function ensurePgDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Use a plain database name in the URL, not "${name}"`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  const found = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!found.rowCount) await c.query(`create database ${name}`);
  await c.end();
}

export async function openTarget(t: Target, poolSize = 20): Promise<Database> {
  if (t.kind === 'postgres') {
    await ensurePgDatabase(t.url!);
    return startDatabase({ url: t.url, poolSize });
  }
  // The server keeps its embedded database in DATA_DIR/pglite; the benchmark's follows suit.
  return startDatabase({ dataDir: `${t.dir}/pglite` });
}

export interface Caller {
  app: FastifyInstance;
  /** Calls the API in-process (the same routes, validation and services as over HTTP). */
  call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<{ status: number; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  token: string;
}

/** Seeds what is missing, builds the app on the database and signs in the benchmark's admin; `overrides` change its settings. */
export async function appOn(database: Database, overrides: Partial<Config> = {}): Promise<Caller> {
  await seed(database.systemDb, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.pass,
    companyName: 'Bench Distribution Ltd',
    companyCode: 'BD',
    companyAddress: 'Motijheel, Dhaka',
    companyPhone: '01700000000',
  });
  // no rate limit: the generator makes thousands of calls a minute as one user
  const config = {
    ...loadConfig({ DATA_DIR: 'data/bench-unused', JWT_SECRET: BENCH_JWT_SECRET } as NodeJS.ProcessEnv),
    webDir: '/nonexistent',
    rateLimit: { perUser: 0, perAddress: 0 },
    ...overrides,
  };
  const app = await buildApp(config, database);
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: BENCH_ADMIN });
  if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.body}`);
  const token = login.json().token as string;
  const headers = { authorization: `Bearer ${token}` };
  return {
    app,
    token,
    async call(method, url, body) {
      const res = await app.inject({ method, url: `/api${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
      return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : null };
    },
  };
}

/** A small deterministic random source (mulberry32), so a day generates the same way on resume. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    /** A count around `mean` (Poisson-like for small means, never negative). */
    count(mean: number): number {
      if (mean >= 30) return Math.max(0, Math.round(mean + (next() - 0.5) * 2 * Math.sqrt(mean)));
      // Knuth's method: exact for the small means of small scales.
      const limit = Math.exp(-mean);
      let k = 0;
      for (let p = next(); p > limit; p *= next()) k++;
      return k;
    },
    chance: (p: number) => next() < p,
  };
}

/** The nearest-rank quantile of the values (q = 0.5: the median). */
export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
export const median = (xs: number[]) => quantile(xs, 0.5);
export const stats = (xs: number[]) => ({ median: quantile(xs, 0.5), p95: quantile(xs, 0.95) });

/** The app listening on a free port of the loopback, for reads timed over HTTP as a browser makes them. */
export async function listening(api: Caller): Promise<{ base: string; headers: Record<string, string> }> {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  return { base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, headers: { authorization: `Bearer ${api.token}` } };
}
