// How the browser talks to the server: JSON over /api with the stored bearer token. A failed call
// throws ApiError carrying the server's message, which screens show as it is. Screens never send a
// path themselves: they call a contract's route through the typed client (client.ts), the one user
// of `transport` (client.test.ts scans the browser's code for any other).
const TOKEN_KEY = 'accessToken';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (t: string) => localStorage.setItem(TOKEN_KEY, t),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public field?: string,
    /** The rest of the error's body (e.g. the id of an approval request). */
    public data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(withQuery(`/api${path}`, query), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  // Signed out only when the refused sign-in is still the stored one: an answer to a call made with an
  // earlier sign-in (ended at log out) must not end the one made since.
  if (res.status === 401 && !path.startsWith('/login') && tokenStore.get() === token) {
    tokenStore.clear();
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith('/login')) window.location.assign(`/login?next=${encodeURIComponent(here)}`);
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const d = data as { message?: string; field?: string } | undefined;
    throw new ApiError(res.status, d?.message || 'Unexpected error occurred.', d?.field, d as Record<string, unknown> | undefined);
  }
  // A write that succeeded with something to say (cash in hand below zero): shown by notify.ts.
  const warning = res.headers.get('x-warning');
  if (warning) window.dispatchEvent(new CustomEvent(SERVER_WARNING, { detail: decodeURIComponent(warning) }));
  return data as T;
}

/** The window event a server's warning on a succeeded call is dispatched as (its detail: the text). */
export const SERVER_WARNING = 'server-warning';

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

// Every write carries an Idempotency-Key, one per submission: the same write (method, path, query
// and body) sent again before one of them has succeeded (a double click, a second submit, a retry
// after an error or a lost connection) carries the same key, so the server saves it once and
// answers the repeat with the first reply. A write already on its way is not sent twice. Once the
// write succeeds its key is forgotten: saving the same values again later is a new submission,
// and an edited form is a different write with a key of its own.
const submissionKeys = new Map<string, string>();
const writesInFlight = new Map<string, Promise<unknown>>();

/** 128 random bits in hex (getRandomValues works on plain http too, unlike randomUUID). */
function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function write<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  if (path.startsWith('/login')) return request<T>(method, path, body, query);
  const id = `${method} ${withQuery(path, query)} ${JSON.stringify(body ?? null)}`;
  const running = writesInFlight.get(id);
  if (running) return running as Promise<T>;
  let key = submissionKeys.get(id);
  if (!key) {
    key = newSubmissionKey();
    submissionKeys.set(id, key);
    if (submissionKeys.size > 50) submissionKeys.delete(submissionKeys.keys().next().value!);
  }
  const call = request<T>(method, path, body, query, key)
    .then((reply) => {
      submissionKeys.delete(id);
      return reply;
    })
    .finally(() => writesInFlight.delete(id));
  writesInFlight.set(id, call);
  return call;
}

// GET calls started while the app's code still loads (app/earlyStart.ts): the first screen's own
// reads, so its data is on its way before React renders. The first GET of the same path (query
// included) takes the answer; one not taken within a few seconds is dropped and asked afresh.
const EARLY_MS = 5_000;
const early = new Map<string, { at: number; reply: Promise<unknown> }>();

export function startEarly(paths: string[]) {
  for (const path of paths) {
    if (early.has(path)) continue;
    const reply = request('GET', path);
    reply.catch(() => undefined); // the screen that takes it sees the error
    early.set(path, { at: Date.now(), reply });
  }
}

/** The reply of a call started early, while it is still there to be taken (reads.ts puts it in the cache). */
export function earlyReply(path: string): Promise<unknown> | undefined {
  const started = early.get(path);
  return started && Date.now() - started.at < EARLY_MS ? started.reply : undefined;
}

function get<T>(path: string, query?: Query): Promise<T> {
  const full = withQuery(path, query);
  const started = earlyReply(full);
  early.delete(full);
  return (started as Promise<T> | undefined) ?? request<T>('GET', full);
}

/** What the typed client (client.ts) sends through; nothing else uses it. */
export const transport = {
  get,
  post: <T>(path: string, body?: unknown) => write<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => write<T>('PATCH', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => write<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: unknown, query?: Query) => write<T>('DELETE', path, body, query),
  /** Downloads a file (the backup); returns its name and contents. */
  async download(path: string): Promise<{ name: string; blob: Blob }> {
    const res = await fetch(`/api${path}`, { headers: { authorization: `Bearer ${tokenStore.get() ?? ''}` } });
    if (!res.ok) throw new ApiError(res.status, (await res.json().catch(() => ({}))).message || 'Download failed');
    const cd = res.headers.get('content-disposition') ?? '';
    const name = /filename="?([^";]+)"?/.exec(cd)?.[1] ?? 'download';
    return { name, blob: await res.blob() };
  },
};

export const errorMessage = (e: unknown, fallback = 'Something went wrong') => (e instanceof Error && e.message ? e.message : fallback);
