// Sign-in throttling, counted in the database's limit counters (http/limits.ts), so that every server on one database
// counts the same failures. Failures are counted per account and address, per address, per account
// and over all accounts, within a sliding window:
// - an account and address pair that failed PAIR_LIMIT times is refused (the guesser at one address);
// - an address that failed ADDRESS_LIMIT times is refused for the accounts it does not know (one
//   password tried across many accounts), with Retry-After. An account that has signed in from this
//   address before (a sign-in of it from the address, in user_sessions) is not: the admin at the
//   office is not locked out by a clerk's typos or a guesser on the same network;
// - an account that failed ACCOUNT_LIMIT times, or all accounts GLOBAL_LIMIT times, refuses
//   addresses that have failed at all, but those the account knows, so the owner at a clean address
//   still gets in while the attackers' addresses stay blocked.
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

export interface Attempt {
  pair: string;
  others: string[];
  start: number;
}

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
      const underAttack = byAccount.count >= ACCOUNT_LIMIT || byAll.count >= GLOBAL_LIMIT;
      const suspect = (byAddress.count >= ADDRESS_LIMIT || (underAttack && byAddress.count > 0)) && !(await knows(account, address));
      if (suspect) refuse(byAddress.wait(byAddress.count >= ADDRESS_LIMIT ? ADDRESS_LIMIT : 1));
      const wait = await counters.hit(keys.pair, PAIR_LIMIT);
      if (wait) refuse(wait);
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
