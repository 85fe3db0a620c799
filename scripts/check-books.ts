// `npm run check-books`: verifies the invariants of the books on the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first, it holds that one open)
// and prints each violation with the records concerned. Exits 1 when any is found.
import { loadConfig } from '../src/server/config.js';
import { startDatabase } from '../src/server/startDatabase.js';
import { checkBooks } from '../src/server/books/check.js';
import { registerDocumentKinds } from '../src/server/features/index.js';

// Opening the database may re-cost stock on upgrade, which reads the document kinds.
registerDocumentKinds();
const config = loadConfig();
const database = await startDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir + '/pglite' });
const violations = await checkBooks(database.db);
await database.close();
if (violations.length === 0) {
  console.log('The books are sound: every invariant holds.');
  process.exit(0);
}
for (const v of violations) {
  console.log(`\nVIOLATION: ${v.rule} (${v.records.length})`);
  for (const r of v.records.slice(0, 50)) console.log('  ' + JSON.stringify(r));
}
process.exit(1);
