// The trading fixture for the report specs: made through the API before the spec's first test, every
// document dated today (so the screens' default dates show it) and every name made unique.
import { test, apiAs, tokenFor, ADMIN, uid } from './fixtures';
import { buildTradingFixture, type ApiCall, type TradingFixture } from '../support/reportsFixture';
import { todayInDhaka } from '../../src/domain/dates';

/** The fixture, filled in before the spec's first test: read it inside tests. */
export function useTodaysTradingFixture(): TradingFixture {
  const f = {} as TradingFixture;
  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const as = apiAs(request, await tokenFor(request, ADMIN.email, ADMIN.pass));
    const call: ApiCall = (method, url, body) =>
      method === 'GET' ? as.get(url) : method === 'POST' ? as.post(url, body) : method === 'PATCH' ? as.patch(url, body) : as.delete(url, body);
    Object.assign(f, await buildTradingFixture(call, Array(7).fill(todayInDhaka()), ` ${uid()}`));
    await request.dispose();
  });
  return f;
}

/** Console errors but the expected 4xx answers the browser logs as "Failed to load resource". */
export const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));
