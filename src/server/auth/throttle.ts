// Sign-in throttling: after LIMIT failed attempts for one email from one address within WINDOW,
// further attempts are refused with 429 until the window has passed. Kept per server process.
import { AppError } from '../errors.js';

const LIMIT = 5;
const WINDOW_MS = 15 * 60 * 1000;

export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < WINDOW_MS);
  return {
    /** Throws 429 when this key has used up its attempts. */
    check(key: string) {
      const list = recent(key);
      if (list.length >= LIMIT) {
        const minutes = Math.ceil((WINDOW_MS - (now() - list[0])) / 60_000);
        throw new AppError(429, `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    },
    fail(key: string) {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}
