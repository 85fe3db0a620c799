// On a PostgreSQL server: clerks saving at the same moment get distinct numbers and sound books.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { one, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();

describe('concurrent collections', () => {
  it('twenty collections at once each get their own number and all reach the books', async () => {
    await t.reset();
    const c = (await one<{ id: number }>(t.db, sql`insert into parties (type, name) values (1, 'Rahim Traders') returning id`))!.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/collPay_post', headers: t.admin, payload: { supp_id: c, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount: i + 1 } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().data.vc_no).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toContain('CR-TT-2026-1000001');
    expect(numbers).toContain('CR-TT-2026-1000020');
    expect(await partyDue(t.db, c)).toBe(-210);
    expect(await t.violations()).toEqual([]);
  });
});
