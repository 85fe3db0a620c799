// GET /api/health (public): 200 when the database answers and every migration of this build is
// applied; 503 otherwise, saying which. A load balancer or systemd watchdog polls it; it reads
// nothing of the business.
import type { FastifyReply } from 'fastify';
import type { ApiApp } from '../app.js';
import { sql, rows } from '../db/client.js';
import type { Database } from '../db/client.js';
import { migrationFiles } from '../db/migrate.js';
import { healthReply, systemRoutes } from '../../contracts/system.js';
import { routeGroup } from './routeGroup.js';

/** How long the database may take to answer before the check says it is unreachable. */
const DATABASE_WAIT_MS = 3000;

export type Health = { status: 'ok'; database: string; migrations: number } | { status: 'unavailable'; database: string; problem: string; pending?: string[] };

export async function checkHealth(database: Database): Promise<Health> {
  const expected = migrationFiles();
  let timer: NodeJS.Timeout | undefined;
  try {
    const applied = await Promise.race([
      rows<{ name: string }>(database.systemDb, sql`select name from schema_migrations`),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), DATABASE_WAIT_MS))),
    ]);
    const have = new Set(applied.map((r) => r.name));
    const pending = expected.filter((f) => !have.has(f));
    if (pending.length) return { status: 'unavailable', database: database.kind, problem: 'migrations are not current', pending };
    return { status: 'ok', database: database.kind, migrations: expected.length };
  } catch (e) {
    const why = (e as Error).message === 'timeout' ? `no answer in ${DATABASE_WAIT_MS} ms` : 'it refused the connection or the query';
    return { status: 'unavailable', database: database.kind, problem: `the database is unreachable: ${why}` };
  } finally {
    clearTimeout(timer);
  }
}

/** Registered inside the /api prefix. */
export function registerHealth(api: ApiApp, database: Database) {
  routeGroup(api, { access: 'public', tags: ['system'] }).on(systemRoutes.health, { security: [], response: { 503: healthReply } }, async (_req, reply) => {
    const h = await checkHealth(database);
    // The 503 is described beside the contract's 200 (its doc), which the handler's types do not see.
    return (reply as FastifyReply).code(h.status === 'ok' ? 200 : 503).header('cache-control', 'no-store').send(h);
  });
}
