// The hostile-input test trusts two detectors: the digest of the books and the count of committed
// transactions. Both must see a committed write, and neither a rolled-back one.
import { beforeEach, describe, expect, it } from 'vitest';
import { onPostgres } from '../support/testApp.js';
import { useTestApp } from '../support/useTestApp.js';
import { inTransaction, sql } from '../../src/server/db/client.js';
import { bookDigest, bookTables, commitWatcher, digestQuery } from './digest.js';

const t = useTestApp();
beforeEach(() => t.reset());

describe('the detectors of the hostile-input test', () => {
  it('see a committed write, and not one rolled back', async () => {
    const query = digestQuery(await bookTables(t.db));
    const committedSince = await commitWatcher(t.db);
    const before = await bookDigest(t.db, query);
    // on a shared server other databases' commits count too: a zero is only certain on PGlite
    const quiet = !onPostgres();

    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.execute(sql`insert into banks (name) values ('Rolled back')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    if (quiet) expect(await committedSince()).toBe(0);
    expect(await bookDigest(t.db, query)).toBe(before);

    await t.db.execute(sql`insert into banks (name) values ('Committed')`);
    expect(await committedSince()).toBeGreaterThan(0);
    const after = await bookDigest(t.db, query);
    expect(after).not.toBe(before);
    if (quiet) expect(await committedSince()).toBe(0);
    expect(await bookDigest(t.db, query)).toBe(after);
    expect(await t.violations()).toEqual([]);
  });
});
