// The audit log (read only: the database trigger is its only writer) and the period lock.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { auditEntry } from '../../../contracts/audit.js';
import { sql, one, rows, inTransaction } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { likeEscape } from '../../db/listing.js';
import { countUpTo } from '../../db/paging.js';
import { routeGroup } from '../../http/routeGroup.js';
import { auditRoutes as routes } from '../../../contracts/audit.js';

/**
 * The search box: a table's name, or else a record's number in any table, each read through its
 * own index. Values inside the entries are searched only within a date range, which bounds the
 * read. Which of the two it is gets decided here, not in SQL, so that each has its own plan.
 */
function auditSearch(search: string, tables: string[], withinDates: boolean) {
  const table = search.toLowerCase();
  // A record's few entries are fetched first, so the planner never walks the log by time for them.
  const key = tables.includes(table) ? sql`a.table_name = ${table}` : sql`a.id = any(array(select r.id from audit_log r where r.row_id = ${search}))`;
  if (!withinDates) return key;
  const pattern = `%${likeEscape(search)}%`;
  return sql`(${key} or a.before::text ilike ${pattern} or a.after::text ilike ${pattern})`;
}

export async function auditRoutes(api: ApiApp) {
  const admin = routeGroup(api, { access: 'admin', tags: ['audit'] });
  const user = routeGroup(api, { access: 'user', tags: ['audit'] });
  // The tables the audit trigger is on: fixed by the migrations, so read once.
  let audited: Promise<string[]> | undefined;
  const auditedTables = () =>
    (audited ??= rows<{ name: string }>(
      api.database.db,
      sql`select c.relname::text as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc f on f.oid = t.tgfoid where f.proname = 'audit_row'`,
    ).then(
      (r) => r.map((x) => x.name),
      (e) => {
        audited = undefined;
        throw e;
      },
    ));

  admin.on(
    routes.auditLog,
    {
      description:
        'Who changed what and when, newest first, with the row before and after. `search` takes a table name or a record number (and, with dates, a value).',
    },
    async (req) => {
      const q = req.query;
      if (!!q.startDate !== !!q.endDate) throw badRequest('Please select both start and end dates');
      const limit = q.limit ?? 50;
      const offset = q.offset ?? 0;
      const where = sql`where true
        ${q.table ? sql`and a.table_name = ${q.table}` : sql``}
        ${q.action ? sql`and a.action = ${q.action}` : sql``}
        ${q.userId ? sql`and a.user_id = ${q.userId}` : sql``}
        ${q.rowId ? sql`and a.row_id = ${q.rowId}` : sql``}
        ${q.startDate ? sql`and a.at >= ${q.startDate}::date::timestamp at time zone 'Asia/Dhaka' and a.at < (${q.endDate}::date + 1)::timestamp at time zone 'Asia/Dhaka'` : sql``}
        ${q.search ? sql`and ${auditSearch(q.search, await auditedTables(), !!q.startDate)}` : sql``}`;
      // Ten years of books leave millions of entries: the count stops where paging would.
      const [data, count] = await Promise.all([
        rows<z.infer<typeof auditEntry>>(
          api.database.db,
          sql`select a.id::int, a.at::text, a.user_id, u.name as user_name, a.action, a.table_name, a.row_id, a.before, a.after
              from audit_log a left join users u on u.id = a.user_id ${where}
              order by a.at desc, a.id desc limit ${limit} offset ${offset}`,
        ),
        countUpTo(api.database.db, sql`from audit_log a ${where}`, { limit, offset }),
      ]);
      return { data, ...count };
    },
  );

  user.on(routes.getPeriodLock, {}, async () => {
    const r = await one<{ locked_until: string | null; updated_at: string | null }>(
      api.database.db,
      sql`select locked_until, updated_at::text from period_lock where id = 1`,
    );
    return r ?? { locked_until: null, updated_at: null };
  });

  admin.on(
    routes.putPeriodLock,
    { description: 'Closes the books on and before a date (null opens them): documents, vouchers, edits and deletes dated then are refused.' },
    async (req) => {
      return inTransaction(api.database.db, async (tx) => {
        const r = await one<{ locked_until: string | null; updated_at: string }>(
          tx,
          sql`insert into period_lock (id, locked_until, updated_by, updated_at) values (1, ${req.body.locked_until}, ${req.sessionUser.id}, now())
              on conflict (id) do update set locked_until = excluded.locked_until, updated_by = excluded.updated_by, updated_at = now()
              returning locked_until, updated_at::text`,
        );
        return r!;
      });
    },
  );
}
