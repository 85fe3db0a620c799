// Work sent without waiting inside a transaction: writeBehind (a write whose answer its writer
// does not need) and together (pieces of work started at once and waited for together).
import { currentTransactionScope } from './transaction.js';
import { rows, type Executor, type SQL } from './query.js';

/**
 * Sends a write whose answer its writer does not need, and goes on at once: its statement leaves in
 * the same write as the ones after it, and PostgreSQL runs them in the order sent, so whatever the
 * transaction reads later sees it. The transaction waits for every such write before it commits
 * and fails with the first that failed (`check` may refuse on the rows it returns; `onError` turns a
 * database error into the refusal to show). Outside inTransaction it is an ordinary write.
 */
export function writeBehind<T = Record<string, unknown>>(
  ex: Executor,
  query: SQL,
  opts: { check?: (returned: T[]) => void; onError?: (e: unknown) => unknown } = {},
): Promise<void> {
  const sent = rows<T>(ex, query).then(
    (r) => opts.check?.(r),
    (e) => {
      throw opts.onError ? opts.onError(e) : e;
    },
  );
  const behind = currentTransactionScope()?.behind;
  if (!behind) return sent;
  behind.sent.push(
    sent.catch((e) => {
      behind.failed.push(e);
    }),
  );
  return Promise.resolve();
}

/**
 * Awaits pieces of one transaction's work started at once, so that their statements leave in one
 * write. Unlike Promise.all it fails only once every piece has stopped: none goes on sending
 * statements after the transaction has rolled back.
 */
export async function together<T extends readonly unknown[]>(...work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const done = await Promise.allSettled(work);
  const failed = done.find((d) => d.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return done.map((d) => (d as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
