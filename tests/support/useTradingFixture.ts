// For API test files that only read the trading fixture: the file's app, the admin's fixture calls,
// and the fixture built once over FIXTURE_DATES, after a reset, before the file's first test. The
// fixture object is filled in then, so read it inside tests and hooks.
import { beforeAll } from 'vitest';
import { adminCalls } from './adminCalls.js';
import { buildTradingFixture, FIXTURE_DATES, type TradingFixture } from './reportsFixture.js';
import { useTestApp } from './useTestApp.js';

export function useTradingFixture() {
  const t = useTestApp();
  const { fixtureCall: call } = adminCalls(() => t);
  const f = {} as TradingFixture;
  beforeAll(async () => {
    await t.reset();
    Object.assign(f, await buildTradingFixture(call, FIXTURE_DATES));
  });
  return { t, call, f };
}
