// Migration 0070 (issue 40, item 9): a database where VAT was already on gets SD Payable to Treasury
// under Duties & Taxes, beside VAT Payable to Treasury; one where VAT was never on gets nothing.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';

const MIGRATION = '0070_sd_treasury.sql';

const withVat = useUpgradedDatabase(MIGRATION, async ({ q }) => {
  await q(`select ensure_vat_ledgers()`);
});

describe('issue 40 migration 0070', () => {
  it('seeds SD Payable to Treasury in a database with the VAT ledgers, under the same head as VAT Payable to Treasury', async () => {
    const r = await withVat.q(
      `select l.name, l.system_role, s.name as sub from ledgers l join acc_subs s on s.id = l.s_id where l.system_role in ('vatTreasury', 'sdTreasury') order by l.system_role`,
    );
    expect(r).toEqual([
      { name: 'SD Payable to Treasury', system_role: 'sdTreasury', sub: 'Duties & Taxes' },
      { name: 'VAT Payable to Treasury', system_role: 'vatTreasury', sub: 'Duties & Taxes' },
    ]);
  });
});
