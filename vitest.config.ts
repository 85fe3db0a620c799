import { defineConfig } from 'vitest/config';

// TEST_DB=pg runs the server-side tests again on a PostgreSQL server, plus the tests that need one.
const onPg = process.env.TEST_DB === 'pg';
// TEST_SCOPE=embedded (npm test when a PostgreSQL server runs the API tests too): on PGlite, only what
// depends on the embedded engine or needs no database — unit tests, migrations and upgrades, backups,
// the generated-business test — and the date-order API test, which drives purchases and their edits, bills and
// adjustments through the API on it, not every API test twice.
const EMBEDDED = [
  'src/domain/**/*.test.ts',
  'src/boundaries.test.ts',
  'src/contracts/**/*.test.ts',
  'src/web/**/*.test.ts',
  'src/server/db/**/*.test.ts',
  'src/server/spreadsheets/*.test.ts',
  'src/server/**/posting.test.ts',
  'src/server/**/*Posting.test.ts',
  'src/server/stock/valuation.test.ts',
  'src/server/stock/dateOrder.test.ts',
  'src/server/replies.test.ts',
  // its sign-in-with-the-database-gone case closes the embedded database under the app (PostgreSQL: running.pg.test.ts)
  'src/server/http/serving.test.ts',
  'src/server/singleWriters.test.ts',
  'src/server/features/system/**/*.test.ts',
  'src/server/features/year-end/yearEndMigration.test.ts',
  'tests/bench/**/*.test.ts',
];
const embeddedOnly = !onPg && process.env.TEST_SCOPE === 'embedded';

export default defineConfig({
  test: {
    // The generated-business test runs on PGlite only: the triggers it checks are the same SQL on
    // both, and every PostgreSQL API test checks the period balances through the books check.
    include: onPg
      ? ['src/server/**/*.test.ts', 'tests/hostile/**/*.test.ts']
      : embeddedOnly
        ? EMBEDDED
        : ['src/**/*.test.ts', 'tests/hostile/**/*.test.ts', 'tests/bench/**/*.test.ts'],
    // An upgrade test makes its own embedded database of the previous version, whatever TEST_DB says:
    // once, on the PGlite run, is enough.
    exclude: onPg ? ['src/server/**/*Migration.test.ts'] : ['src/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker imports the server once for all its files, not once a file: each file makes its own
    // app and database (tests/support/testApp.ts), so none leans on another's modules being fresh.
    // The PostgreSQL run took 298 s instead of 420 s (import 17 s against 152 s), PGlite 82 s, not 124 s.
    isolate: false,
  },
});
