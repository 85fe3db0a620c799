// `npm run export-ledger [-- --out books.journal] [--to yyyy-mm-dd]`: writes the posted books of the
// configured database (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first, it
// holds that one open) as an hledger journal, to the file given or to standard output.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { startDatabase } from '../src/server/startDatabase.js';
import { hledgerQuery } from '../src/contracts/ledgerJournal.js';
import { hledgerJournal } from '../src/server/features/export/queries.js';
import { registerDocumentKinds } from '../src/server/features/index.js';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, to: { type: 'string' } } });
const query = hledgerQuery.safeParse({ toDate: values.to });
if (!query.success) {
  console.error(`--to: ${query.error.issues[0].message}`);
  process.exit(2);
}

// Opening the database may re-cost stock on upgrade, which reads the document kinds.
registerDocumentKinds();
const config = loadConfig();
const database = await startDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir + '/pglite' });
try {
  const journal = await hledgerJournal(database.db, query.data);
  if (values.out) {
    fs.writeFileSync(values.out, journal);
    console.error(`Wrote ${values.out}`);
  } else {
    process.stdout.write(journal);
  }
} finally {
  await database.close();
}
