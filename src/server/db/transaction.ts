// Transactions: inTransaction (one command, all or nothing, under the signed-in user's name), the
// scope a transaction shares with what runs inside it (numbers, undo on rollback, writes behind),
// and the app's handle that gives a lone write outside a transaction one of its own.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { currentUserId } from '../auth/context.js';
import { connectionLost } from './connectionLost.js';
import { one, sql, type Executor, type SQL } from './query.js';

/** The first words of a statement, enough to tell a write from a read. */
function leadingText(q: unknown): string {
  if (typeof q === 'string') return q.trimStart();
  for (const c of (q as { queryChunks?: unknown[] })?.queryChunks ?? []) {
    const v = (c as { value?: unknown }).value;
    if (Array.isArray(v)) {
      const text = v.join('').trimStart();
      if (text) return text;
    } else if (c && typeof c === 'object' && 'queryChunks' in c) {
      const text = leadingText(c);
      if (text) return text;
    } else return '';
  }
  return '';
}
const WRITE = /^(insert|update|delete|merge)\b/i;
const isWrite = (q: unknown) => {
  const head = leadingText(q);
  return WRITE.test(head) || (/^with\b/i.test(head) && /\b(insert|update|delete)\b/i.test(new PgDialect().sqlToQuery(q as SQL).sql));
};

/**
 * The app's handle: a single write run outside a transaction while a signed-in user's request is
 * served runs in a transaction of its own that names the user, like every other write, so the audit
 * log records who made it. (Without a user, app.require_user refuses it.)
 */
export function attributeWrites(db: Executor): Executor {
  const execute = db.execute.bind(db);
  db.execute = ((query: SQL) => {
    if (!transactionScope.getStore() && currentUserId() && isWrite(query)) return inTransaction(db, (tx) => tx.execute(query));
    return execute(query);
  }) as Executor['execute'];
  return db;
}

/**
 * Runs fn in one transaction: everything it writes commits together or not at all. The signed-in
 * user is handed to the database for the transaction, so the audit log records who did it.
 */
export function inTransaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  let rolledBack = false;
  let working = false;
  const run = () =>
    db.transaction(async (t) => {
      const tx = t as unknown as Executor;
      const userId = currentUserId();
      const scope = transactionScope.getStore();
      if (userId || (scope && !scope.companyCode)) {
        // One round trip: who is writing, and the company's code that document numbers carry. It must
        // stay the first statement and write nothing: the `begin` before it is not waited for
        // (PreparingClient.beginPipelined).
        const head = await one<{ code: string | null }>(
          tx,
          sql`select ${userId ? sql`set_config('app.user_id', ${String(userId)}, true),` : sql``} (select code from company where id = 1) as code`,
        );
        if (scope && head?.code) scope.companyCode = head.code;
      }
      working = true;
      // A savepoint waits for its own writes: its caller may catch its failure and go on.
      const outer = scope?.behind;
      if (scope) scope.behind = { sent: [], failed: [] };
      try {
        const result = await fn(tx);
        const failed = await settleWritesBehind(scope);
        if (failed) throw failed;
        return result;
      } catch (e) {
        rolledBack = true;
        throw (await settleWritesBehind(scope)) ?? e;
      } finally {
        if (scope) scope.behind = outer;
      }
    });
  // A transaction inside another one (a savepoint) belongs to the outer one's fate.
  if (transactionScope.getStore()) return run();
  const scope: TransactionScope = { numbers: numberPools.get(db), onRollback: [] };
  return transactionScope.run(scope, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (e) {
        // Only when the work itself failed is the rollback certain (a connection lost in the middle
        // of it included: the server never saw a COMMIT). A failure at COMMIT may have committed
        // after all: its numbers are not handed back (a gap at worst, never a number twice). If the
        // hand-back itself fails, that number is a gap too.
        if (rolledBack) for (const undo of scope.onRollback) await undo().catch(() => undefined);
        // A connection that died in the pool fails at `begin` or the head select after it, before
        // the work: nothing was written and no number drawn, so begin again on another connection.
        if (!working && attempt < 3 && connectionLost(e)) continue;
        throw e;
      }
    }
  });
}

/**
 * What a transaction opened by inTransaction may use besides itself: on a PostgreSQL server, a
 * separate pool for drawing document numbers (numbering/numbering.ts), and what to undo when the
 * transaction rolls back.
 */
export interface TransactionScope {
  numbers?: pg.Pool;
  onRollback: (() => Promise<unknown>)[];
  /** The company's code, once a number has needed it. */
  companyCode?: string;
  /** Writes sent and not yet answered (writeBehind), and those that failed, in the order they failed. */
  behind?: { sent: Promise<unknown>[]; failed: unknown[] };
}

/**
 * What a transaction opened by inTransaction may use besides itself: on a PostgreSQL server, a
 * separate pool for drawing document numbers (numbering/numbering.ts), and what to undo when the
 * transaction rolls back.
 */
export interface TransactionScope {
  numbers?: pg.Pool;
  onRollback: (() => Promise<unknown>)[];
  /** The company's code, once a number has needed it. */
  companyCode?: string;
  /** Writes sent and not yet answered (writeBehind), and those that failed, in the order they failed. */
  behind?: { sent: Promise<unknown>[]; failed: unknown[] };
}

/**
 * Waits until every write behind of the transaction is answered; returns the first that failed. A
 * statement sent after it failed only because the transaction was aborted (25P02), so that one is
 * why the transaction fails.
 */
async function settleWritesBehind(scope: TransactionScope | undefined): Promise<unknown> {
  const behind = scope?.behind;
  if (!behind) return undefined;
  while (behind.sent.length) await Promise.all(behind.sent.splice(0));
  return behind.failed[0];
}
const transactionScope = new AsyncLocalStorage<TransactionScope>();
/** The scope of the transaction inTransaction has open around the caller, if any. */
export const currentTransactionScope = () => transactionScope.getStore();
const numberPools = new WeakMap<object, pg.Pool>();
/** Transactions on `db` draw their document numbers from `pool` (a PostgreSQL server's own few connections). */
export const drawNumbersFrom = (db: Executor, pool: pg.Pool) => void numberPools.set(db, pool);
