import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/support/testApp.js';
import { inTransaction, rows, sql } from '../db/client.js';
import { post, removeBySource, validateVoucher } from './ledger.js';
import { LEDGER } from './accounts.js';
import { pgError } from '../errors.js';
import { SOURCE } from './sources.js';

let t: TestContext;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());
beforeEach(() => t.reset());

const lines = (vcNo: string) =>
  rows<{ ledger_id: number; debit: string; credit: string }>(t.db, sql`select ledger_id, debit, credit from voucher_lines where vc_no = ${vcNo} order by id`);

describe('ledger.post', () => {
  it('writes a balanced voucher with a number from its series', async () => {
    const vcNo = await inTransaction(t.db, (tx) =>
      post(tx, { vcType: 1, vcDate: '2026-03-05', source: { type: SOURCE.voucher, id: 1 }, lines: [
        { ledgerId: LEDGER.inventory, debit: '100.10' },
        { ledgerId: LEDGER.payable, credit: 100.1 },
      ] }),
    );
    expect(vcNo).toBe('JV-2026-1000001');
    expect(await lines(vcNo)).toEqual([
      { ledger_id: LEDGER.inventory, debit: '100.10', credit: '0.00' },
      { ledger_id: LEDGER.payable, debit: '0.00', credit: '100.10' },
    ]);
    const next = await inTransaction(t.db, (tx) =>
      post(tx, { vcType: 4, vcDate: '2026-03-05', lines: [{ ledgerId: LEDGER.cash, debit: 5 }, { ledgerId: LEDGER.receivable, credit: 5 }] }),
    );
    expect(next).toBe('CR-TT-2026-1000001');
  });

  it('refuses an unbalanced voucher and writes nothing', async () => {
    await expect(
      inTransaction(t.db, (tx) => post(tx, { vcType: 1, vcDate: '2026-03-05', lines: [{ ledgerId: 2, debit: '0.1' }, { ledgerId: 1, credit: '0.2' }] })),
    ).rejects.toThrow('Debit and credit amount should be same');
    expect(await rows(t.db, sql`select 1 from voucher_lines`)).toHaveLength(0);
  });

  it('adds amounts in decimal: 0.1 + 0.2 balances 0.3', () => {
    expect(() => validateVoucher({ vcType: 1, vcDate: '2026-01-01', lines: [
      { ledgerId: 2, debit: 0.1 }, { ledgerId: 2, debit: 0.2 }, { ledgerId: 1, credit: 0.3 },
    ] })).not.toThrow();
  });

  it('refuses negative amounts, a line with both sides, one line, and an impossible date', () => {
    const v = (l: object[], d = '2026-01-01') => () => validateVoucher({ vcType: 1, vcDate: d, lines: l as never });
    expect(v([{ ledgerId: 2, debit: -5 }, { ledgerId: 1, credit: -5 }])).toThrow('Amounts must be zero or more');
    expect(v([{ ledgerId: 2, debit: 5, credit: 5 }, { ledgerId: 1, credit: 0 }])).toThrow();
    expect(v([{ ledgerId: 2, debit: 5 }])).toThrow('at least two lines');
    expect(v([{ ledgerId: 2, debit: 5 }, { ledgerId: 1, credit: 5 }], '2024-02-30')).toThrow('real date');
  });

  it('the database itself refuses unbalanced lines written around the ledger module', async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.execute(sql`insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, debit) values ('X-1', 1, '2026-01-01', 2, 10)`);
      }),
    ).rejects.toSatisfy((e) => pgError(e).code === '23514' && /not balanced/.test(pgError(e).message ?? ''));
    expect(await rows(t.db, sql`select 1 from voucher_lines`)).toHaveLength(0);
  });

  it('a failing document leaves no lines behind: the whole transaction rolls back', async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await post(tx, { vcType: 1, vcDate: '2026-01-01', lines: [{ ledgerId: 2, debit: 10 }, { ledgerId: 1, credit: 10 }] });
        throw new Error('stock refused');
      }),
    ).rejects.toThrow('stock refused');
    expect(await rows(t.db, sql`select 1 from voucher_lines`)).toHaveLength(0);
  });

  it('removeBySource removes exactly the lines of that document', async () => {
    await inTransaction(t.db, async (tx) => {
      await post(tx, { vcType: 1, vcDate: '2026-01-01', source: { type: 'sale', id: 1 }, lines: [{ ledgerId: 4, debit: 10 }, { ledgerId: 3, credit: 10 }] });
      await post(tx, { vcType: 1, vcDate: '2026-01-01', source: { type: 'sale', id: 2 }, lines: [{ ledgerId: 4, debit: 20 }, { ledgerId: 3, credit: 20 }] });
    });
    const removed = await inTransaction(t.db, (tx) => removeBySource(tx, 'sale', 1));
    expect(removed).toEqual(['JV-2026-1000001']);
    expect(await rows(t.db, sql`select vc_no from voucher_lines`)).toHaveLength(2);
  });

  it('refuses a line on a ledger that does not exist with a 400-class error', async () => {
    await expect(
      inTransaction(t.db, (tx) => post(tx, { vcType: 1, vcDate: '2026-01-01', lines: [{ ledgerId: 99999, debit: 1 }, { ledgerId: 1, credit: 1 }] })),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
