import { defineConfig } from 'vitest/config';

// TEST_DB=pg runs the server-side tests again on a PostgreSQL server, plus the tests that need one.
const onPg = process.env.TEST_DB === 'pg';

export default defineConfig({
  test: {
    // The generated-business test runs on PGlite only: the triggers it checks are the same SQL on
    // both, and every PostgreSQL API test checks the period balances through the books check.
    include: onPg ? ['src/server/**/*.test.ts', 'tests/hostile/**/*.test.ts'] : ['src/**/*.test.ts', 'tests/hostile/**/*.test.ts', 'tests/bench/**/*.test.ts'],
    exclude: onPg ? [] : ['src/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
