// `npm test`: type check, unit and API tests on PGlite, the same API tests on a PostgreSQL server
// (when TEST_DATABASE_URL is set), then the browser tests in Chromium (when it is installed).
// With REQUIRE_ALL=1 (CI), a missing server or browser fails the run instead of skipping a layer.
//
// The stages run side by side, not one after another: on two cores each leaves much of the machine
// idle (the browser stage waits on the browser's frames and the app's answers, the API tests on the
// database server), so together they take little more than the longest one. TEST_SERIAL=1 runs
// them one after the other.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const requireAll = process.env.REQUIRE_ALL === '1';
const serial = process.env.TEST_SERIAL === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [];
const children = new Set();
const runStarted = Date.now();

function finish(code) {
  for (const c of children) c.kill('SIGTERM');
  console.log(`\n=== Summary (${Math.round((Date.now() - runStarted) / 1000)} s in all) ===\n` + steps.join('\n'));
  process.exit(code);
}

function skip(title, why) {
  if (requireAll) {
    console.error(`\n${title} cannot run: ${why}`);
    steps.push(`FAILED  ${title}: ${why}`);
    finish(1);
  }
  steps.push(`skipped ${title}: ${why}`);
}

/**
 * Runs one stage. `label` set: its output is written line by line with the label in front (it runs
 * beside another stage); `quiet`: its output is kept and written once it ends.
 */
function stage(title, cmd, args, { env = {}, label = '', quiet = false } = {}) {
  const started = Date.now();
  if (!label && !quiet) console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: label || quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    children.add(child);
    let kept = '';
    if (label || quiet) {
      let partial = '';
      const onData = (d) => {
        if (quiet) return void (kept += d);
        const lines = (partial + d).split('\n');
        partial = lines.pop();
        for (const l of lines) process.stdout.write(`${label} ${l}\n`);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('close', () => partial && !quiet && process.stdout.write(`${label} ${partial}\n`));
    }
    child.on('close', (status) => {
      children.delete(child);
      if (quiet) console.log(`\n=== ${title} ===\n${kept}`);
      steps.push(`${status === 0 ? 'passed' : 'FAILED'}  ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
      resolve(status === 0);
    });
  });
}

/** Fails the run at once when a stage failed. */
const must = async (passed) => (await passed) || finish(1);

// The browser app is built first: the browser stage serves it.
const browser = fs.existsSync(chromium);
if (browser) await must(stage('Build the browser app', 'npx', ['vite', 'build', '--logLevel', 'warn']));
else skip('Browser tests (Chromium)', `${chromium} is not installed`);

// With a PostgreSQL server, the app under test keeps its books there: the queries then run beside
// the app instead of inside its one thread (the browser tests took half the time).
const browserStage = () =>
  stage('Browser tests (Chromium)', 'npx', ['playwright', 'test'], {
    env: { CHROMIUM_PATH: chromium, E2E_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
    label: serial ? '' : '[browser]',
  });
const browserDone = browser && !serial ? browserStage() : null;

async function otherStages() {
  // With a PostgreSQL server, every API test runs there, from the start: a test on the server waits
  // for it much of the time, so the stage fills what the others leave idle. PGlite runs what depends
  // on the embedded engine (vitest.config.ts, TEST_SCOPE=embedded) once the type check and lint
  // pass: those three keep a core busy each (the engine runs in the test's own thread).
  const onServer = !!process.env.TEST_DATABASE_URL;
  // Three workers (the stage used about half of two cores with two; with four it took 566 s
  // against 798 s on a loaded machine).
  const serverStage = () =>
    stage('API tests (PostgreSQL server)', 'npx', ['vitest', 'run', '--maxWorkers=3'], { env: { TEST_DB: 'pg' }, label: serial ? '' : '[server]' });
  const serverDone = onServer && !serial ? serverStage() : null;
  const checks = await Promise.all([
    stage('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { quiet: true }),
    // Errors only (warnings are advice); among them the import boundaries of eslint.config.js.
    stage('Lint (ESLint, with the import boundaries)', 'npx', ['eslint', '.', '--quiet'], { quiet: true }),
  ]);
  if (checks.includes(false)) finish(1);
  if (onServer) {
    await must(stage('Unit, migration and embedded-engine tests (PGlite)', 'npx', ['vitest', 'run'], { env: { TEST_SCOPE: 'embedded' } }));
    await must(serverDone ?? serverStage());
  } else {
    await must(stage('Unit and API tests (PGlite)', 'npx', ['vitest', 'run']));
    skip('API tests (PostgreSQL server)', 'TEST_DATABASE_URL is not set');
  }
}

await otherStages();
if (browserDone) await must(browserDone);
else if (browser) await must(browserStage());
finish(0);
