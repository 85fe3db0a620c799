// The test file's app and database, for API test files: made before its first test, closed after its
// last. The object is filled in when the app is made, so read it inside tests and hooks.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './testApp.js';

export function useTestApp(options?: Parameters<typeof createTestApp>[0]): TestContext {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}
