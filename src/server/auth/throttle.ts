// Sign-in throttling, counted in the database's limit counters (http/limits.ts), so that every server on one database
// counts the same failures. Failures are counted per account and address, per address, per account
// and over all accounts, within a sliding window:
// - an account and address pair that failed PAIR_LIMIT times is refused (the guesser at one address);
// - an address that failed ADDRESS_LIMIT times is slowed, never locked (one password tried across
//   many accounts): each attempt of an account it does not know waits SLOW_STEP_MS more for each
//   failure at or over the limit, at most SLOW_MAX_MS, before it is counted and checked. The right
//   password of an account with no failures of its own still gets in, after the wait: a clerk's typos
//   or a guesser on the office's network cannot lock the owner out. An account that has signed in
//   from this address before (in user_sessions) does not wait. Parallel attempts each wait; the
//   address's rate limit on calls that need no sign-in (http/rateLimit.ts) bounds how many;
// - an account that failed ACCOUNT_LIMIT times refuses addresses that have failed at all, but those
//   the account knows, so the owner at a clean address still gets in while the attackers' addresses
//   stay blocked; all accounts failing GLOBAL_LIMIT times slows those addresses as above.
// An attempt is counted as a failure before the password is checked (the pair's count is raised only
// while it is under its limit, in one statement: parallel guesses, on one server or several, cannot
// all pass), and taken back if it succeeds. The same counts throttle a change of one's own password
// (its current password) and an admin's password typed into a credit-limit approval.
import { sql, one, type Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { limitCounters } from '../http/limits.js';

export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_LIMIT = 50;
export const GLOBAL_LIMIT = 1000;
export const WINDOW_MS = 15 * 60 * 1000;
export const SLOW_STEP_MS = 500;
export const SLOW_MAX_MS = 5000;

/** The wait before an attempt from an address with `failures` (its sliding estimate) at or over `limit`. */
export const slowdown = (failures: number, limit: number) =>
  failures < limit ? 0 : Math.min(SLOW_MAX_MS, SLOW_STEP_MS * (Math.floor(failures - limit) + 1));

export interface Attempt {
  pair: string;
  others: string[];
  start: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLoginThrottle(database: Database, now: () => number = Date.now) {
  const counters = limitCounters(database, WINDOW_MS, now);
  const refuse = (seconds: number): never => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new AppError(429, `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, undefined, seconds);
  };
  /** Whether the account has signed in from this address before. */
  const knows = async (account: string, address: string) =>
    !!(await one(
      database.systemDb,
      sql`select 1 from user_sessions s join users u on u.id = s.user_id where lower(u.email) = ${account} and s.address = ${address.slice(0, 100)} limit 1`,
    ));

  return {
    /** Starts a sign-in attempt, counted as failed until `succeed`; throws 429 (with Retry-After) when it is refused. */
    async begin(email: string, address: string): Promise<Attempt> {
      const account = email.trim().toLowerCase();
      const keys = { pair: `login:p:${address}|${account}`, address: `login:a:${address}`, account: `login:u:${account}`, all: 'login:all' };
      const est = await counters.estimate([keys.address, keys.account, keys.all]);
      const byAddress = est.get(keys.address)!;
      const byAccount = est.get(keys.account)!;
      const byAll = est.get(keys.all)!;
      const failedHere = byAddress.count > 0;
      const accountAttacked = byAccount.count >= ACCOUNT_LIMIT && failedHere;
      const wait = Math.max(slowdown(byAddress.count, ADDRESS_LIMIT), byAll.count >= GLOBAL_LIMIT && failedHere ? slowdown(byAddress.count, 1) : 0);
      if ((accountAttacked || wait) && !(await knows(account, address))) {
        if (accountAttacked) refuse(byAddress.wait(1));
        await sleep(wait);
      }
      const locked = await counters.hit(keys.pair, PAIR_LIMIT);
      if (locked) refuse(locked);
      const others = [keys.address, keys.account, keys.all];
      const { start } = await counters.add(others);
      return { pair: keys.pair, others, start };
    },
    /** The password was right: the attempt is not a failure, and the pair starts afresh. */
    async succeed(a: Attempt) {
      await counters.forget(a.pair);
      await counters.takeBack(a.others, a.start);
    },
  };
}
