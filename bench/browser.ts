// Browser-side numbers of the built web app, measured in a real Chromium against a running server:
// how much JavaScript the sign-in page and the Create Bill page pull in (gzipped), and how long a
// signed-in user waits, cold cache, from opening /sales-create to a bill form they can use.
// The service worker is blocked: its background precache of every file is not what a page loads.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface BrowserResult {
  /** Total gzipped size of every JavaScript file the sign-in page (/login) loads. */
  signInJsGzipBytes: number;
  /** Every JavaScript file loaded by the time Create Bill is usable, the sign-in page's included. */
  billPageJsGzipBytes: number;
  /** From navigation start of /sales-create (signed in, new context each run) to a usable bill form. */
  billFormReadyMs: { median: number; p95: number; runs: number[] };
  jsFiles: { page: 'sign-in' | 'bill'; file: string; gzipBytes: number }[];
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 151 on draws its address bar's popup, in a renderer of its own, for every window (so for
  // every new context): half a second of CPU beside each measured load on a two-core machine. A user's
  // browser draws it once, when it starts.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Gzipped sizes of the JavaScript responses of a page, one per URL, from now on. (gzip level 9, so
 * the sizes do not depend on how the server compresses, or whether it does.) */
function recordJs(page: Page): Map<string, Promise<number>> {
  const files = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    const url = res.url();
    const isJs = new URL(url).pathname.endsWith('.js') || /javascript/.test(res.headers()['content-type'] ?? '');
    if (!isJs || files.has(url) || res.status() >= 300) return;
    files.set(
      url,
      // (a file still arriving as its page closes counts as nothing, rather than failing the run)
      res.body().then(
        (b) => gzipSync(b, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  return files;
}

/** The page's own clock (ms since navigation start) when the bill form can be used, or 0: the
 * Customer select and the finder's Group filter are shown and enabled, the customers are loaded
 * (the placeholder is no longer "Loading...") and so are the product groups. (Text, not a function:
 * the page runs it as it is, with no helper of the TypeScript runner.) */
const READY = `(() => {
  const input = (label) => {
    const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
    const i = l?.htmlFor ? document.getElementById(l.htmlFor) : null;
    return i && !i.disabled && i.getClientRects().length > 0 ? i : null;
  };
  const customer = input('Customer');
  const groupsLoaded = performance.getEntriesByType('resource').some((e) => e.name.includes('/api/product_group_all'));
  return customer && input('Group') && customer.placeholder !== 'Loading...' && groupsLoaded ? performance.now() : 0;
})()`;

/** Checks READY on every frame from the page's first moment and writes the time to the console
 * (an init script: the page's policy allows no text run as script). The runs wait for that line
 * rather than poll from outside: Playwright's poller would first put its own script into the page,
 * and parsing it costs the page's thread 50 ms as it loads. */
const REPORT_READY = `(() => {
  const tick = () => { const t = ${READY}; if (t) console.log('bill-form-ready ' + t); else requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

/** The time the page reports (REPORT_READY, added to its context) once the bill form is usable. */
function billFormReady(page: Page): Promise<number> {
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith('bill-form-ready '), timeout: 60_000 })
    .then((m) => Number(m.text().split(' ')[1]));
}

async function sizes(files: Map<string, Promise<number>>, page: 'sign-in' | 'bill') {
  return Promise.all([...files].map(async ([url, size]) => ({ page, file: new URL(url).pathname, gzipBytes: await size })));
}

const median = (s: number[]) => (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
/** Nearest-rank percentile of sorted values. */
const percentile = (s: number[], p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];

export async function measureBrowser(opts: { baseUrl: string; email: string; pass: string; runs?: number; chromiumPath?: string }): Promise<BrowserResult> {
  const runs = opts.runs ?? 7;
  const browser: Browser = await chromium.launch({ executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const newContext = (): Promise<BrowserContext> =>
    browser.newContext({ baseURL: opts.baseUrl, serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
  try {
    // The path of a user who opens Create Bill signed out: sign-in first, then the form (no reload).
    const ctx = await newContext();
    await ctx.addInitScript(REPORT_READY);
    const page = await ctx.newPage();
    const files = recordJs(page);
    await page.goto(`/login?next=${encodeURIComponent('/sales-create')}`, { waitUntil: 'networkidle' });
    const signIn = await sizes(files, 'sign-in');
    await page.getByLabel('Email', { exact: true }).fill(opts.email);
    await page.getByLabel('Password', { exact: true }).fill(opts.pass);
    const ready = billFormReady(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await ready;
    const bill = (await sizes(files, 'bill')).filter((f) => !signIn.some((s) => s.file === f.file));
    await ctx.close();

    // The wait itself: signed in already (token from the API, put where the app keeps it), cold cache.
    const login = await fetch(new URL('/api/login', opts.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: opts.email, pass: opts.pass }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const c = await newContext();
      await c.addInitScript((t) => localStorage.setItem('accessToken', t), token);
      await c.addInitScript(REPORT_READY);
      const p = await c.newPage();
      const ready = billFormReady(p);
      await p.goto('/sales-create', { waitUntil: 'commit' });
      times.push(Math.round(await ready));
      await c.close();
    }
    const sorted = [...times].sort((a, b) => a - b);

    const total = (fs: { gzipBytes: number }[]) => fs.reduce((a, f) => a + f.gzipBytes, 0);
    return {
      signInJsGzipBytes: total(signIn),
      billPageJsGzipBytes: total(signIn) + total(bill),
      billFormReadyMs: { median: median(sorted), p95: percentile(sorted, 95), runs: times },
      jsFiles: [...signIn, ...bill],
    };
  } finally {
    await browser.close();
  }
}
