// Sign-in throttling, kept per server process. Failures are counted per account and address, per
// address, per account and over the whole server, within a window:
// - an account and address pair that failed PAIR_LIMIT times is refused (the guesser at one address);
// - an address that failed ADDRESS_LIMIT times is refused for every account (one password tried
//   across many accounts);
// - an account that failed ACCOUNT_LIMIT times, or a server with GLOBAL_LIMIT failures, refuses
//   addresses that have failed at all, so the owner at a clean address still gets in while the
//   attackers' addresses stay blocked.
// An attempt is counted as a failure the moment it starts (synchronously, before the password is
// checked) and taken back if it succeeds: parallel guesses cannot all pass the check at once.
import { AppError } from '../errors.js';

export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_LIMIT = 50;
export const GLOBAL_LIMIT = 1000;
export const WINDOW_MS = 15 * 60 * 1000;
/** Keys kept per map at most; the oldest go first. */
const MAX_KEYS = 50_000;

export interface Attempt {
  pair: string;
  address: string;
  account: string;
  at: number;
}

export function createLoginThrottle(now: () => number = Date.now) {
  const maps = { pair: new Map<string, number[]>(), address: new Map<string, number[]>(), account: new Map<string, number[]>() };
  let global: number[] = [];

  const recent = (list: number[] | undefined) => (list ?? []).filter((t) => now() - t < WINDOW_MS);
  const count = (map: Map<string, number[]>, key: string) => {
    const list = recent(map.get(key));
    if (list.length) map.set(key, list);
    else map.delete(key);
    return list;
  };
  const add = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key) ?? [];
    list.push(at);
    map.delete(key); // re-inserted last: the map's order is then the order of last use
    map.set(key, list);
    if (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
  };
  const takeBack = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    const i = list?.indexOf(at) ?? -1;
    if (i >= 0) list!.splice(i, 1);
  };
  const refuse = (oldest: number) => {
    const minutes = Math.max(1, Math.ceil((WINDOW_MS - (now() - oldest)) / 60_000));
    throw new AppError(429, `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  };

  return {
    /** Starts a sign-in attempt, counted as failed until `succeed`; throws 429 when it is refused. */
    begin(email: string, address: string): Attempt {
      const account = email.trim().toLowerCase();
      const pair = `${address}|${account}`;
      const byPair = count(maps.pair, pair);
      if (byPair.length >= PAIR_LIMIT) refuse(byPair[0]);
      const byAddress = count(maps.address, address);
      if (byAddress.length >= ADDRESS_LIMIT) refuse(byAddress[0]);
      global = recent(global);
      const byAccount = count(maps.account, account);
      const underAttack = byAccount.length >= ACCOUNT_LIMIT || global.length >= GLOBAL_LIMIT;
      if (underAttack && byAddress.length > 0) refuse(byAddress[0]);
      const at = now() + Math.random() / 1000; // unique, so that this attempt's entry can be taken back
      add(maps.pair, pair, at);
      add(maps.address, address, at);
      add(maps.account, account, at);
      global.push(at);
      return { pair, address, account, at };
    },
    /** The password was right: the attempt is not a failure, and the pair starts afresh. */
    succeed(a: Attempt) {
      maps.pair.delete(a.pair);
      takeBack(maps.address, a.address, a.at);
      takeBack(maps.account, a.account, a.at);
      const i = global.indexOf(a.at);
      if (i >= 0) global.splice(i, 1);
    },
  };
}
