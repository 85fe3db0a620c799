// The audit log (read only: the database trigger is its only writer) and the period lock.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { auditEntry, auditQuery, periodLock, periodLockBody } from '../../../contracts/audit.js';
import { sql, one, rows, inTransaction } from '../../db/client.js';
import { badRequest } from '../../errors.js';

export async function auditRoutes(api: ApiApp) {
  api.get(
    '/audit_log',
    {
      config: { access: 'admin' },
      schema: { tags: ['audit'], description: 'Who changed what and when, newest first, with the row before and after.', querystring: auditQuery, response: { 200: z.object({ data: z.array(auditEntry), total: z.number() }) } },
    },
    async (req) => {
      const q = req.query;
      if (!!q.startDate !== !!q.endDate) throw badRequest('Please select both start and end dates');
      const where = sql`where true
        ${q.table ? sql`and a.table_name = ${q.table}` : sql``}
        ${q.action ? sql`and a.action = ${q.action}` : sql``}
        ${q.userId ? sql`and a.user_id = ${q.userId}` : sql``}
        ${q.rowId ? sql`and a.row_id = ${q.rowId}` : sql``}
        ${q.startDate ? sql`and (a.at at time zone 'Asia/Dhaka')::date between ${q.startDate} and ${q.endDate}` : sql``}
        ${q.search ? sql`and (a.table_name ilike ${'%' + q.search + '%'} or a.before::text ilike ${'%' + q.search + '%'} or a.after::text ilike ${'%' + q.search + '%'})` : sql``}`;
      const [data, total] = await Promise.all([
        rows<z.infer<typeof auditEntry>>(
          api.database.db,
          sql`select a.id::int, a.at::text, a.user_id, u.name as user_name, a.action, a.table_name, a.row_id, a.before, a.after
              from audit_log a left join users u on u.id = a.user_id ${where}
              order by a.id desc limit ${q.limit ?? 50} offset ${q.offset ?? 0}`,
        ),
        one<{ n: number }>(api.database.db, sql`select count(*)::int n from audit_log a ${where}`),
      ]);
      return { data, total: total?.n ?? 0 };
    },
  );

  api.get('/period_lock', { schema: { tags: ['audit'], response: { 200: periodLock } } }, async () => {
    const r = await one<{ locked_until: string | null; updated_at: string | null }>(api.database.db, sql`select locked_until, updated_at::text from period_lock where id = 1`);
    return r ?? { locked_until: null, updated_at: null };
  });

  api.put(
    '/period_lock',
    {
      config: { access: 'admin' },
      schema: { tags: ['audit'], description: 'Closes the books on and before a date (null opens them): documents, vouchers, edits and deletes dated then are refused.', body: periodLockBody, response: { 200: periodLock } },
    },
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
