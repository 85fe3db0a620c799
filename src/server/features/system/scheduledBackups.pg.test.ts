// The restore command of the README, tested from a file the daily backup wrote: psql restores it
// into an empty database, and the books there are the books here.
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTempDir, useTestApp } from '../../../../tests/support/useTestApp.js';
import { useScratchDatabases } from '../../../../tests/support/scratchDatabases.js';
import { one, sql } from '../../db/client.js';

const { restored } = useScratchDatabases('restore_sched');
const dir = useTempDir('backups-pg-');
const t = useTestApp({ config: { backupDir: dir } });

describe('restore of a scheduled backup', () => {
  it('restores with psql -v ON_ERROR_STOP=1 -f into an empty database', async () => {
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.admin, payload });
    expect((await call('/party_post', { type: 1, name: 'Restored Customer', mobile: '017', amount: 4321.5 })).statusCode).toBe(201);
    const run = await t.app.inject({ method: 'POST', url: '/api/backups/scheduled/run', headers: t.admin });
    expect(run.statusCode, run.body).toBe(200);
    const file = path.join(dir, run.json().files[0].name);

    const url = await restored({ file });

    const here = await one<{ lines: number; debit: string; parties: number }>(
      t.db,
      sql`select (select count(*)::int from voucher_lines) as lines, (select sum(debit)::text from voucher_lines) as debit, (select count(*)::int from parties) as parties`,
    );
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const there = (
      await c.query(
        'select (select count(*)::int from voucher_lines) as lines, (select sum(debit)::text from voucher_lines) as debit, (select count(*)::int from parties) as parties',
      )
    ).rows[0];
    await c.end();
    expect(there).toEqual(here);
    expect(there.debit).toBe('4321.50');
  });
});
