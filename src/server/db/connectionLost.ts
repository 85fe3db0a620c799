// Telling a lost connection from a refused query: the first is answered 503 and tried again.

/**
 * Whether an error means the connection to the database was lost (the server restarted or ended
 * the connection, or cannot be reached), rather than that the query itself was refused. Such a
 * request is answered 503: the work is not done, and trying again will open a new connection.
 */
export function connectionLost(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  // 57P01 admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08: connection exceptions,
  // 3D000 invalid_catalog_name (the app's database is gone: dropped, or not yet restored), and a server that cannot be reached.
  if (/^(57P0[123]|08[0-9A-Z]{3}|3D000|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(code)) return true;
  if (typeof e.message === 'string' && LOST_MESSAGES.has(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => connectionLost(x, depth + 1))) return true; // AggregateError from a connect
  return connectionLost(e.cause, depth + 1); // drizzle wraps the driver's error
}
const LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // the pool, or the embedded database, closed (the server is stopping)
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
]);
