// Shared by every browser test: sign-in without the form (a token put in localStorage before the
// app loads), API calls for set-up, and a record of console errors that a test can assert is empty.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.local', pass: 'admin-pass-1' };

/** A unique suffix, so specs can share one database without colliding. */
export const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export async function tokenFor(request: APIRequestContext, email: string, pass: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, pass } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

export async function signIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), token);
}

/** Calls the API as the given token; fails the test on a non-2xx answer unless `expectStatus` says otherwise. */
export function apiAs(request: APIRequestContext, token: string) {
  const call = async (method: 'get' | 'post' | 'patch' | 'put' | 'delete', url: string, data?: unknown, expectStatus?: number) => {
    const res = await request[method](`/api${url}`, { headers: { authorization: `Bearer ${token}` }, data: data as never });
    const body = await res.text();
    if (expectStatus !== undefined) expect(res.status(), body).toBe(expectStatus);
    else expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${body}`).toBeTruthy();
    return body ? JSON.parse(body) : undefined;
  };
  return {
    get: (url: string, expectStatus?: number) => call('get', url, undefined, expectStatus),
    post: (url: string, data?: unknown, expectStatus?: number) => call('post', url, data ?? {}, expectStatus),
    patch: (url: string, data?: unknown, expectStatus?: number) => call('patch', url, data ?? {}, expectStatus),
    put: (url: string, data?: unknown, expectStatus?: number) => call('put', url, data ?? {}, expectStatus),
    delete: (url: string, data?: unknown, expectStatus?: number) => call('delete', url, data, expectStatus),
  };
}

/** A spec's screenshots: `shot(page, name)` writes `<folder>/<spec>-<name>.png` of the whole page. */
export const screenshots =
  (spec: string, folder = 'test-results/shots') =>
  (page: Page, name: string) =>
    page.screenshot({ path: `${folder}/${spec}-${name}.png`, fullPage: true });

/** On a list page (`heading`), opens its Add dialog and saves it empty: the dialog must ask for the name (`required`). Returns the dialog. */
export async function emptyAddDialog(page: Page, o: { heading: string; button: string; dialog?: string; required: string }) {
  await expect(page.getByRole('heading', { name: o.heading })).toBeVisible();
  await page.getByRole('button', { name: o.button }).click();
  const dialog = page.getByRole('dialog', o.dialog ? { name: o.dialog } : {});
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(o.required)).toBeVisible();
  return dialog;
}

/** A group, a brand under it and a category under that, by name; `model` adds a model to the category (`extra`: serials, prices...). */
export async function categoryOf(api: ReturnType<typeof apiAs>, names: { group: string; brand: string; category: string }) {
  const g = (await api.post('/product_group_post', { name: names.group })).data;
  const b = (await api.post('/product_brand_post', { name: names.brand, g_id: g.id })).data;
  const c = (await api.post('/product_category_post', { name: names.category, g_id: g.id, b_id: b.id })).data;
  const model = async (name: string, extra: object = {}) => (await api.post('/product_model_post', { name, g_id: g.id, b_id: b.id, c_id: c.id, ...extra })).data;
  return { g, b, c, model };
}

export const test = base.extend<{ adminToken: string; consoleErrors: string[]; admin: Page }>({
  adminToken: async ({ request }, use) => use(await tokenFor(request, ADMIN.email, ADMIN.pass)),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
  /** A page signed in as the seeded admin. */
  admin: async ({ page, adminToken }, use) => {
    await signIn(page, adminToken);
    await use(page);
  },
});

export { expect };
