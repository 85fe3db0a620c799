// A message worker in a process of its own, for the test that kills it mid-send: it connects to the
// database at argv[2] (already made: no migrations) and drains the outbox with the clock at argv[3]
// and a lease of argv[4] ms.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Executor } from '../../src/server/db/client.js';
import { drain } from '../../src/server/features/messages/worker.js';

const [url, now, leaseMs] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, options: '-c app.require_user=off', max: 4 });
const db = drizzle({ client: pool }) as unknown as Executor;
await drain(db, { secret: 'test-secret', now: () => new Date(now), leaseMs: Number(leaseMs) });
await pool.end();
