// Migration 0045 (year-end closing) on a database made by the previous version: the chart gains a
// Retained Earnings ledger (system role retainedEarnings) beside Capital, the fiscal year starts in
// July, and the period lock as it was stays.
import { describe, expect, it } from 'vitest';
import { databaseBefore, migrateRest, seededDatabaseBefore, seedOld, useOldDatabasePerTest } from '../../../../tests/support/migrations.js';

const MIGRATION = '0045_year_end.sql';
const old = useOldDatabasePerTest();
const { q } = old;

/** The previous version's database: its chart as its seed wrote it (no Retained Earnings), books locked to 31 January. */
async function previousVersion() {
  Object.assign(old, await seededDatabaseBefore(MIGRATION));
  await q(`delete from ledgers where system_role = 'retainedEarnings'`);
  await q(`update period_lock set locked_until = '2026-01-31', updated_by = 1 where id = 1`);
}

const retained = () =>
  q<{ id: number; name: string; m_id: number; s_id: number }>(`select id, name, m_id, s_id from ledgers where system_role = 'retainedEarnings'`);

describe('migration 0045 upgrades a database of the previous version', () => {
  it('adds Retained Earnings under Capital (id 15), the fiscal year from July, and keeps the lock', { timeout: 120_000 }, async () => {
    await previousVersion();
    expect(await retained()).toEqual([]);
    expect(await migrateRest(old.db)).toContain(MIGRATION);
    // Capital (ledger 14) sits under main head 4 "Capital Account", sub head 6 "Capital".
    expect(await retained()).toEqual([{ id: 15, name: 'Retained Earnings', m_id: 4, s_id: 6 }]);
    expect(await q(`select fiscal_year_start_month from app_settings`)).toEqual([{ fiscal_year_start_month: 7 }]);
    expect(await q(`select locked_until::text from period_lock`)).toEqual([{ locked_until: '2026-01-31' }]);
    expect(await q(`select count(*)::int n from year_closings`)).toEqual([{ n: 0 }]);
    // With no year closed, the lock moves freely as before.
    await q(`update period_lock set locked_until = null where id = 1`);
  });

  it('names it apart from a ledger of the same name the company made', { timeout: 120_000 }, async () => {
    await previousVersion();
    await q(`insert into ledgers (m_id, s_id, name) values (4, 6, 'retained earnings')`);
    await migrateRest(old.db);
    expect((await retained()).map((l) => [l.id, l.name])).toEqual([[15, 'Retained Earnings (year-end)']]);
  });

  it('on a new database the migrations run before the chart exists: the seed writes the ledger with the chart', { timeout: 120_000 }, async () => {
    old.db = await databaseBefore(MIGRATION);
    await migrateRest(old.db);
    expect(await retained()).toEqual([]);
    await seedOld(old.db, { adminPassword: 'A new admin password 1', companyName: 'New Traders', companyCode: 'NT' });
    expect(await retained()).toEqual([{ id: 15, name: 'Retained Earnings', m_id: 4, s_id: 6 }]);
  });
});
