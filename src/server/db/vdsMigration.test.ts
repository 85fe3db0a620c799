// Migration 0100 (issue 40, VDS): a database where VAT was already on gets VAT Deducted at Source beside
// VAT Current Account (Input); its collections record no VAT deducted, and its parties are no VDS entities.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';

const withVat = useUpgradedDatabase('0100_vds.sql', async ({ q }) => {
  await q(`select ensure_vat_ledgers()`);
});

describe('issue 40 migration 0100', () => {
  it('seeds VAT Deducted at Source under the same head as VAT Current Account (Input)', async () => {
    const r = await withVat.q(
      `select l.name, l.system_role, s.name as sub from ledgers l join acc_subs s on s.id = l.s_id where l.system_role in ('vatInput', 'vatVds') order by l.system_role`,
    );
    expect(r).toEqual([
      { name: 'VAT Current Account (Input)', system_role: 'vatInput', sub: 'VAT Current Account' },
      { name: 'VAT Deducted at Source', system_role: 'vatVds', sub: 'VAT Current Account' },
    ]);
    expect(await withVat.q(`select count(*)::int as n from parties where vds_entity`)).toEqual([{ n: 0 }]);
  });
});
