// JSON calls to whichever server is up, counted: successes, conflicts refused (409), other
// refusals, 5xx (each one a bug, kept for the report) and network errors (expected while a
// server is killed; counted apart).
import type { Server } from './servers.js';

export interface Stats {
  requests: number;
  successes: number;
  conflicts: number;
  refused: number;
  serverErrors: number;
  networkErrors: number;
  /** The first few 5xx answers, to show what broke. */
  serverErrorSamples: string[];
  /** Refusals other than 409, by status and message: what the clerks would have been told. */
  refusals: Record<string, number>;
}

export const newStats = (): Stats => ({
  requests: 0,
  successes: 0,
  conflicts: 0,
  refused: 0,
  serverErrors: 0,
  networkErrors: 0,
  serverErrorSamples: [],
  refusals: {},
});

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type Call = (method: string, url: string, body?: unknown) => Promise<Reply | undefined>;

/** The reply's JSON, or its text when it is not JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parse(text: string): any {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A caller for one client: it prefers its own server and goes to another while that one is down. */
export function caller(servers: Server[], preferred: number, token: string, stats: Stats): Call {
  return async (method, url, body) => {
    const order = [...servers.slice(preferred), ...servers.slice(0, preferred)];
    let server = order.find((s) => s.up);
    while (!server) {
      await sleep(100);
      server = order.find((s) => s.up);
    }
    stats.requests++;
    let res: Response;
    try {
      res = await fetch(`${server.url}/api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      stats.networkErrors++;
      return undefined;
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500) {
      stats.serverErrors++;
      if (stats.serverErrorSamples.length < 20)
        stats.serverErrorSamples.push(`${res.status} ${method} ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${text.slice(0, 300)}`);
    } else if (res.status === 409) stats.conflicts++;
    else if (res.status >= 400) {
      stats.refused++;
      const why = `${res.status} ${method} ${url.split('?')[0].replace(/\/\d+$/, '/:id')}: ${parse(text)?.message ?? text.slice(0, 100)}`;
      stats.refusals[why] = (stats.refusals[why] ?? 0) + 1;
    } else stats.successes++;
    return { status: res.status, body: parse(text) };
  };
}

/** Signs in the admin on a server and returns the token (shared by every server: one secret). */
export async function signIn(server: Server, email: string, pass: string): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, pass }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
