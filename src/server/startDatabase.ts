// Opens the database as the server starts on it: connected and migrated (db/connection.ts), then
// what an upgrade leaves to the server after its migrations (stock re-costed in date order, once,
// stock/recost.ts). The server, the scripts, the bench and the tests' apps open it here; the
// database layer itself imports nothing of the stock writer.
import { openDatabase, type Database, type OpenOptions } from './db/connection.js';
import { finishUpgrade } from './stock/recost.js';

export type { Database, OpenOptions };

export async function startDatabase(opts: OpenOptions): Promise<Database> {
  const database = await openDatabase(opts);
  try {
    await finishUpgrade(database.systemDb);
  } catch (e) {
    await database.close().catch(() => undefined);
    throw e;
  }
  return database;
}
