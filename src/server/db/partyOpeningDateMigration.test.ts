// Migration 0046 (issue 20, item 7: a party's opening balance takes a date) on a database made by
// the previous version: each party takes the date its opening voucher has (the previous version
// dated it the day the party was made, in Dhaka), or that day when it has none; no line moves.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';
import { checkBooks } from '../books/check.js';
import { todayInDhaka } from '../../domain/dates.js';

const MIGRATION = '0046_party_opening_date.sql';
const old = useUpgradedDatabase(MIGRATION, previousVersion);
const { q } = old;
const lines = () => q(`select vc_no, vc_date::text, ledger_id, party_id, debit::text, credit::text from voucher_lines order by id`);
let before: unknown[];

/** The previous version's parties, one with an opening voucher. */
async function previousVersion() {
  // Made at 02:00 on 2 March in Dhaka (20:00 on 1 March UTC), owed 5,000: its voucher is dated 2 March.
  await q(`insert into parties (id, type, name, amount, created_at) values (101, 2, 'Rahim Supply', 5000, '2026-03-01T20:00:00Z')`);
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, post_status, source_type, source_id)
     values ('JV-2026-1000001', 1, '2026-03-02', 13, null, 5000, 0, 1, 'party_opening', 101), ('JV-2026-1000001', 1, '2026-03-02', 1, 101, 0, 5000, 1, 'party_opening', 101)`,
  );
  // Made on 10 January with no opening amount: no voucher.
  await q(`insert into parties (id, type, name, created_at) values (102, 1, 'Karim Store', '2026-01-10T06:00:00Z')`);
  before = await lines();
}

describe('issue 20 migration 0046 upgrades a database of the previous version', () => {
  it('gives each party the date of its opening voucher, or the day it was made in Dhaka; every line stays', async () => {
    expect(await q(`select id, opening_date::text from parties order by id`)).toEqual([
      { id: 101, opening_date: '2026-03-02' },
      { id: 102, opening_date: '2026-01-10' },
    ]);
    expect(await lines()).toEqual(before);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('a party written without a date opens today; the column takes no null', async () => {
    const [p] = await q<{ opening_date: string }>(`insert into parties (type, name) values (1, 'New Store') returning opening_date::text`);
    expect(p.opening_date).toBe(todayInDhaka());
    await expect(q(`update parties set opening_date = null where id = 102`)).rejects.toThrow(/null/);
  });
});
