// The test file's app and database, for API test files: made before its first test, closed after its
// last. The object is filled in when the app is made, so read it inside tests and hooks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** A new temporary folder for the test file (a backup folder, say), removed after its last test. */
export function useTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
