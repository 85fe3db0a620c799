import { defineConfig } from '@playwright/test';

// One server (fresh embedded database) for the whole run; specs use their own uniquely named records,
// so they do not need the database emptied between them. One worker by default: on two cores the app's
// server, PostgreSQL and the browser already share the CPU, and a second worker made each test about
// 2.5 times slower, so the whole run took longer (817 s against 663 s for the 52 tests).
// The two construction specs read the construction dashboard's business-wide figures before and after
// their own entries, so they run one after the other (the second project depends on the first), and
// still do so with E2E_WORKERS=2 beside the rest.
const port = Number(process.env.E2E_PORT ?? 4173);
const CONSTRUCTION = /construction.*\.spec\.ts$/;
const VAT = /vat\.spec\.ts$/;
const REPORTS = /reports\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    // The reports spec finds its fixture's bills among the first page of the day's gross profit: it runs
    // before the other document specs fill the day with bills.
    { name: 'reports', testMatch: REPORTS },
    { name: 'documents', testIgnore: [CONSTRUCTION, VAT, REPORTS], dependencies: ['reports'] },
    { name: 'construction', testMatch: /construction\.spec\.ts$/ },
    { name: 'construction-part2', testMatch: /construction-part2\.spec\.ts$/, dependencies: ['construction'] },
    // VAT on taxes every bill saved meanwhile: that spec runs alone, after all the others, and turns it off again.
    { name: 'vat', testMatch: VAT, dependencies: ['documents', 'construction-part2'] },
  ],
  // No retry: a test that passes only on its second try is a failure to look at. The bill form's
  // keyboard flow once lost a race on a loaded machine (Enter on Price before the serial list arrived);
  // the form now remembers the clerk's intent and acts when the list is drawn. E2E_RETRIES=1 when a
  // run must tell a flaky test from a broken one.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1366, height: 900 },
    timezoneId: 'Asia/Dhaka',
    locale: 'en-US',
    acceptDownloads: true,
    // The clerk's "reduce motion": dialogs, menus and notifications open without their transitions
    // (the app's theme respects it), so the browser draws fewer frames for the same steps.
    reducedMotion: 'reduce',
    // Each test's new context would install the service worker afresh, and its precache of every
    // built file (some 300) holds the browser's connections while the test's own calls wait behind
    // it. An office's browser precaches once; the tests test the app, not the precache.
    serviceWorkers: 'block',
    // A trace records every action's DOM and a screencast of every frame, kept only on failure but
    // paid for by every test: E2E_TRACE=1 turns it on when a failure needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Chromium 151 on draws its address bar's popup in a renderer of its own for every window, that is
    // every test's context: the two flags spare each test that CPU.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
