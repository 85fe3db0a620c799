// Writes behind (db/client.ts writeBehind) and pieces of work waited for together: a transaction
// waits for every write it sent without waiting, fails with the first that failed (not with the
// "transaction is aborted" of a statement after it), keeps nothing when one fails, and a savepoint
// answers for its own. On the embedded database and on a server (TEST_DB=pg).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { inTransaction, one, rows, sql, together, writeBehind, type Executor } from './client.js';
import { conflict, pgError } from '../errors.js';

const t = useTestApp();
let db: Executor;
const kept = async () => (await rows<{ id: number }>(db, sql`select id from write_behind_probe order by id`)).map((r) => r.id);

beforeAll(async () => {
  db = t.database.systemDb;
  await db.execute(sql`create table write_behind_probe (id int primary key, n int not null check (n > 0))`);
});

describe('writes behind', () => {
  it('fail their transaction with their own error, after the statements sent after them, and keep nothing', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    let afterSent = false;
    const err = await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into write_behind_probe values (1, 1)`);
      await writeBehind(tx, sql`insert into write_behind_probe values (2, -1)`);
      afterSent = true;
      // The transaction is aborted by now: this read fails too, but it is not why the save failed.
      await rows(tx, sql`select id from write_behind_probe`);
      return 'saved';
    }).catch((e: unknown) => e);
    expect(afterSent).toBe(true);
    expect(pgError(err).code).toBe('23514');
    expect(await kept()).toEqual([]);
  });

  it('are waited for before commit: what they wrote is there, and a later read in the transaction sees it', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    const seen = await inTransaction(db, async (tx) => {
      for (const id of [1, 2, 3]) await writeBehind(tx, sql`insert into write_behind_probe values (${id}, ${id})`);
      return (await one<{ n: number }>(tx, sql`select count(*)::int as n from write_behind_probe`))!.n;
    });
    expect(seen).toBe(3);
    expect(await kept()).toEqual([1, 2, 3]);
  });

  it('refuse on what they return: the check fails the transaction though the statement ran', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    const err = await inTransaction(db, async (tx) => {
      await writeBehind(tx, sql`insert into write_behind_probe values (5, 5)`);
      await writeBehind<{ id: number }>(tx, sql`update write_behind_probe set n = n + 1 where id = 99 returning id`, {
        check: (moved) => {
          if (!moved.length) throw conflict('Row 99 is not there');
        },
      });
      return 'saved';
    }).catch((e: Error) => e);
    expect(err).toMatchObject({ statusCode: 409, message: 'Row 99 is not there' });
    expect(await kept()).toEqual([]);
  });

  it('turn a database error into the refusal to show (onError)', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    const err = await inTransaction(db, (tx) =>
      writeBehind(tx, sql`insert into write_behind_probe values (1, 0)`, { onError: (e) => (pgError(e).code === '23514' ? conflict('n must be positive') : e) }),
    ).catch((e: Error) => e);
    expect(err).toMatchObject({ statusCode: 409, message: 'n must be positive' });
  });

  it('inside a savepoint fail that savepoint, whose caller may go on', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    const outcome = await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into write_behind_probe values (1, 1)`);
      const inner = await inTransaction(tx, (sp) => writeBehind(sp, sql`insert into write_behind_probe values (2, -2)`)).then(
        () => 'kept',
        (e: unknown) => pgError(e).code,
      );
      await tx.execute(sql`insert into write_behind_probe values (3, 3)`);
      return inner;
    });
    expect(outcome).toBe('23514');
    expect(await kept()).toEqual([1, 3]);
  });

  it('outside a transaction are ordinary writes, failing where they are called', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    const err = await writeBehind(db, sql`insert into write_behind_probe values (1, -1)`).catch((e: unknown) => e);
    expect(pgError(err).code).toBe('23514');
  });
});

describe('together', () => {
  it('answers every piece, in order', async () => {
    const [a, b] = await inTransaction(db, (tx) =>
      together<[number, string]>(one<{ n: number }>(tx, sql`select 1 as n`).then((r) => r!.n), Promise.resolve('b')),
    );
    expect([a, b]).toEqual([1, 'b']);
  });

  it('fails only once every piece has stopped, so none writes after the rollback', async () => {
    await db.execute(sql`delete from write_behind_probe`);
    let slowDone = false;
    const slow = async (tx: Executor) => {
      await new Promise((r) => setTimeout(r, 50));
      await tx.execute(sql`insert into write_behind_probe values (7, 7)`);
      slowDone = true;
    };
    const err = await inTransaction(db, (tx) => together(Promise.reject(conflict('refused at once')), slow(tx))).catch((e: Error) => e);
    expect(err).toMatchObject({ statusCode: 409, message: 'refused at once' });
    expect(slowDone).toBe(true);
    expect(await kept()).toEqual([]);
  });
});
