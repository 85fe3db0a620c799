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
      res.body().then((b) => gzipSync(b, { level: 9 }).length),
    );
  });
  return files;
}

/** Resolves with the page's own clock (ms since navigation start) once the bill form can be used:
 * the Customer select and the first select of the model picker (Group; the others open in turn)
 * are shown and enabled, the customers are loaded (the placeholder is no longer "Loading...") and
 * so are the product groups. */
async function billFormReady(page: Page, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      // (No named inner functions: the TypeScript runner would wrap them in a helper the page lacks.)
      const [customer, group] = ['Customer', 'Group'].map((label) => {
        const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
        const input = l?.htmlFor ? (document.getElementById(l.htmlFor) as HTMLInputElement | null) : null;
        return input && !input.disabled && input.getClientRects().length > 0 ? input : null;
      });
      const groupsLoaded = performance.getEntriesByType('resource').some((e) => e.name.includes('/api/product_group_all'));
      return customer && group && customer.placeholder !== 'Loading...' && groupsLoaded ? performance.now() : 0;
    },
    undefined,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
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
    const page = await ctx.newPage();
    const files = recordJs(page);
    await page.goto(`/login?next=${encodeURIComponent('/sales-create')}`, { waitUntil: 'networkidle' });
    const signIn = await sizes(files, 'sign-in');
    await page.getByLabel('Email', { exact: true }).fill(opts.email);
    await page.getByLabel('Password', { exact: true }).fill(opts.pass);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await billFormReady(page);
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
      const p = await c.newPage();
      await p.goto('/sales-create', { waitUntil: 'commit' });
      times.push(Math.round(await billFormReady(p)));
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
