// Two transactions drawing from one series at the same moment get different numbers: the counter
// row stays locked until the first commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/support/testApp.js';
import { inTransaction } from '../db/client.js';
import { nextDocumentNo, nextVoucherNo } from './numbering.js';

let t: TestContext;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('numbering on a PostgreSQL server', () => {
  it('concurrent transactions never share a number, even when the first waits before committing', async () => {
    const slow = inTransaction(t.db, async (tx) => {
      const n = await nextDocumentNo(tx, { prefix: 'INV', withCode: true }, '2026-05-01');
      await new Promise((r) => setTimeout(r, 300));
      return n;
    });
    await new Promise((r) => setTimeout(r, 50));
    const others = Array.from({ length: 8 }, () => inTransaction(t.db, (tx) => nextDocumentNo(tx, { prefix: 'INV', withCode: true }, '2026-05-01')));
    const all = await Promise.all([slow, ...others]);
    expect(new Set(all).size).toBe(9);
    expect(all[0]).toBe('INV-TT-2026-100001');
    expect([...all].sort()).toEqual(Array.from({ length: 9 }, (_, i) => `INV-TT-2026-${100001 + i}`));
  });

  it('a rolled-back transaction gives its number back', async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await nextVoucherNo(tx, 4, '2026-06-01');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await inTransaction(t.db, (tx) => nextVoucherNo(tx, 4, '2026-06-01'))).toBe('CR-TT-2026-1000001');
  });
});
