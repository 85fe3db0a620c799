// A digest of the books: the md5 of every table's rows, each table dumped in a fixed order. Two
// equal digests mean no document, voucher line, stock movement, serial, master record, user,
// setting or audit row changed in between.
import { rows, sql, type Executor } from '../../src/server/db/client.js';
import { SERIES_IN_USE } from '../../src/server/numbering/numbering.js';

export async function bookTables(db: Executor): Promise<string[]> {
  const found = await rows<{ tablename: string }>(
    db,
    // user_sessions: a call records when its sign-in was last seen (at most once a minute), refused or not;
    // limit_counters: every call is counted for the rate limit, and a failed sign-in for the throttle.
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('schema_migrations', 'counters', 'returned_numbers', 'user_sessions', 'limit_counters') order by tablename`,
  );
  return found.map((r) => r.tablename);
}

/** One query: per table, the md5 of its rows as text in text order; then the md5 of those. */
export function digestQuery(tables: string[]) {
  const perTable = tables.map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from "${name}" t`);
  // The number series by what is in use, not by the counter rows: a refused save may draw a number and hand it back.
  perTable.push(`select 'number series' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from (${SERIES_IN_USE}) t where t.used > 0`);
  return sql.raw(`select md5(string_agg(name || ':' || h, ',' order by name)) as digest from (${perTable.join(' union all ')}) x`);
}

export async function bookDigest(db: Executor, query: ReturnType<typeof digestQuery>): Promise<string> {
  return (await rows<{ digest: string }>(db, query))[0].digest;
}

/**
 * Counts the transactions that committed since the last call. Rows change only when a transaction
 * commits, so a request during which none committed cannot have changed the books: the digest is
 * worked out again only when one did (on a shared server, other databases' commits count too,
 * which only makes the check run more often).
 */
export async function commitWatcher(db: Executor): Promise<() => Promise<number>> {
  const nextXid = sql`pg_snapshot_xmax(pg_current_snapshot())::text::bigint`;
  let next = (await rows<{ next: number }>(db, sql`select ${nextXid} as next`))[0].next;
  return async () => {
    const [r] = await rows<{ next: number; committed: number }>(
      db,
      sql`select ${nextXid} as next,
            (select count(*)::int from generate_series(${next}::bigint, ${nextXid} - 1) x where pg_xact_status(x::text::xid8) = 'committed') as committed`,
    );
    next = r.next;
    return r.committed;
  };
}
