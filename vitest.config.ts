import { defineConfig } from 'vitest/config';

// TEST_DB=pg runs the server-side tests again on a PostgreSQL server, plus the tests that need one.
const onPg = process.env.TEST_DB === 'pg';

export default defineConfig({
  test: {
    include: onPg
      ? ['src/server/**/*.test.ts', 'tests/hostile/**/*.test.ts', 'tests/bench/**/*.test.ts']
      : ['src/**/*.test.ts', 'tests/hostile/**/*.test.ts', 'tests/bench/**/*.test.ts'],
    exclude: onPg ? [] : ['src/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
