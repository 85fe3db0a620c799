import { z } from 'zod';
import { isoDate, listQuery, pagedOf } from './common.js';
import { route } from './route.js';

export const auditQuery = listQuery.extend({
  table: z.string().trim().max(100).optional(),
  action: z.enum(['insert', 'update', 'delete']).optional(),
  userId: z.coerce.number().int().positive().optional(),
  rowId: z.string().trim().max(100).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  table_name: z.string(),
  row_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A page of entries; `capped` when the count stopped at `total` and there are more. */
export const auditReply = pagedOf(auditEntry).extend({ capped: z.boolean() });

export const periodLock = z.object({ locked_until: z.string().nullable(), updated_at: z.string().nullable().optional() });
export const periodLockBody = z.object({ locked_until: isoDate.nullable() });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const auditRoutes = {
  auditLog: route('GET', '/audit_log', { query: auditQuery, reply: auditReply }),
  getPeriodLock: route('GET', '/period_lock', { reply: periodLock }),
  putPeriodLock: route('PUT', '/period_lock', { body: periodLockBody, reply: periodLock }),
};
