// The upgrade's last step runs from the server's start: the database layer opens and migrates, and
// leaves the mark migration 0044 makes (stock to re-cost in date order); startDatabase clears it.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/connection.js';
import { one, sql, type Database } from './db/client.js';
import { startDatabase } from './startDatabase.js';

const pending = async (database: Database) => (await one<{ n: number }>(database.systemDb, sql`select count(*)::int as n from stock_recost_pending`))?.n;

describe('opening the database', () => {
  it('the database layer migrates and leaves the re-costing to the server', async () => {
    const database = await openDatabase({});
    try {
      expect(await pending(database)).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('the server starts on it with the stock re-costed', async () => {
    const database = await startDatabase({});
    try {
      expect(await pending(database)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
