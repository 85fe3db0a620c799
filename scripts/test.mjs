// `npm test`: type check, unit and API tests on PGlite, the same API tests on a PostgreSQL server
// (when TEST_DATABASE_URL is set), then the browser tests in Chromium (when it is installed).
// With REQUIRE_ALL=1 (CI), a missing server or browser fails the run instead of skipping a layer.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const requireAll = process.env.REQUIRE_ALL === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push(`${r.status === 0 ? 'passed' : 'FAILED'}  ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (r.status !== 0) finish(1);
}

function skip(title, why) {
  if (requireAll) {
    console.error(`\n${title} cannot run: ${why}`);
    steps.push(`FAILED  ${title}: ${why}`);
    finish(1);
  }
  steps.push(`skipped ${title}: ${why}`);
}

function finish(code) {
  console.log('\n=== Summary ===\n' + steps.join('\n'));
  process.exit(code);
}

/** Runs steps side by side (each is one thread: on two cores the pair takes the longer one's time), output kept apart. */
async function together(...jobs) {
  const started = Date.now();
  const results = await Promise.all(
    jobs.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { env: process.env });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (status) => resolve({ title, status, out, seconds: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n=== ${r.title} ===\n${r.out}`);
    steps.push(`${r.status === 0 ? 'passed' : 'FAILED'}  ${r.title} (${r.seconds} s)`);
  }
  if (results.some((r) => r.status !== 0)) finish(1);
}

await together(
  ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  // Errors only (warnings are advice); among them the import boundaries of eslint.config.js.
  ['Lint (ESLint, with the import boundaries)', 'npx', ['eslint', '.', '--quiet']],
);
// With a PostgreSQL server, every API test runs there, and PGlite runs what depends on the embedded
// engine (vitest.config.ts, TEST_SCOPE=embedded); without one, everything runs on PGlite.
if (process.env.TEST_DATABASE_URL) {
  run('Unit, migration and embedded-engine tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_SCOPE: 'embedded' });
  run('API tests (PostgreSQL server)', 'npx', ['vitest', 'run'], { TEST_DB: 'pg' });
} else {
  run('Unit and API tests (PGlite)', 'npx', ['vitest', 'run']);
  skip('API tests (PostgreSQL server)', 'TEST_DATABASE_URL is not set');
}
if (fs.existsSync(chromium)) {
  run('Build the browser app', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  // With a PostgreSQL server, the app under test keeps its books there: the queries then run beside
  // the app instead of inside its one thread (the browser tests took half the time).
  run('Browser tests (Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, E2E_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' });
} else skip('Browser tests (Chromium)', `${chromium} is not installed`);
finish(0);
