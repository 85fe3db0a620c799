// Lists that remember (issue 24, item 8): a list's filters, page and page size live in the address's
// search params, so Back, a reload or a shared link return to the same place. A value equal to its
// default is left out of the address; changes replace the history entry rather than add one (typing
// in a search box does not fill the Back button).
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

type Values = Record<string, string>;

/** The address being built by the changes of the current event. */
let pending: URLSearchParams | null = null;

/**
 * Several values kept in the address under their keys, with their defaults. Setting takes the
 * whole set or a function of it; keys of other hooks on the same page are kept.
 */
export function useUrlState<T extends Values>(defaults: T): [T, (next: T | ((cur: T) => T)) => void] {
  const [params, setParams] = useSearchParams();
  // a screen opened with navigation state (a document's id) keeps it when its list's address changes
  const location = useLocation();
  const stateRef = useRef<unknown>(location.state);
  stateRef.current = location.state;
  // The page this list is on. A write that comes once the address has moved on (a page's data
  // landing just after a click on a row's Edit link, while the list is still drawn) would put the
  // list's filters, and its navigation state, on the next screen's address, and lose that
  // screen's own state (the document's id).
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const defaultsRef = useRef(defaults);
  const keys = Object.keys(defaults).join('|');
  const value = useMemo(() => {
    const d = defaultsRef.current;
    const v = {} as Values;
    for (const k of Object.keys(d)) v[k] = params.get(k) ?? d[k];
    return v as T;
  }, [params, keys]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const set = useCallback(
    (next: T | ((cur: T) => T)) => {
      if (window.location.pathname !== pathRef.current) return;
      const v = typeof next === 'function' ? next(valueRef.current) : next;
      valueRef.current = v;
      // Several changes in one event (a filter and the page it resets) build on each other.
      const out = pending ?? new URLSearchParams(window.location.search);
      for (const [k, d] of Object.entries(defaultsRef.current)) {
        const x = v[k] ?? d;
        if (x === d || x === '') out.delete(k);
        else out.set(k, x);
      }
      pending = out;
      queueMicrotask(() => (pending = null));
      setParams(new URLSearchParams(out), { replace: true, preventScrollReset: true, state: stateRef.current });
    },
    [setParams],
  );
  return [value, set];
}

/** One value kept in the address under `key` ('' by default). */
export function useUrlParam(key: string, fallback = ''): [string, (v: string) => void] {
  const [v, set] = useUrlState({ [key]: fallback });
  return [v[key], useCallback((x: string) => set({ [key]: x }), [set, key])];
}

/** A value that may be empty (a Select's null), kept in the address. */
export function useUrlChoice(key: string): [string | null, (v: string | null) => void] {
  const [v, set] = useUrlParam(key, '');
  return [v || null, useCallback((x: string | null) => set(x ?? ''), [set])];
}

/** A whole number kept in the address (a page, a page size). */
export function useUrlNumber(key: string, fallback: number): [number, (v: number) => void] {
  const [v, set] = useUrlParam(key, String(fallback));
  const n = Number(v);
  return [Number.isInteger(n) && n > 0 ? n : fallback, useCallback((x: number) => set(String(x)), [set])];
}

/** Ids picked in a list's filter (group, brand, category…), kept in the address; null when none. */
export function useUrlIds<K extends string>(keys: Record<K, string>): [Record<K, number | null>, (ids: Record<K, number | null>) => void] {
  const defaults = Object.fromEntries(Object.values<string>(keys).map((k) => [k, ''])) as Record<string, string>;
  const [v, set] = useUrlState(defaults);
  const ids = Object.fromEntries(
    (Object.entries(keys) as [K, string][]).map(([name, key]) => {
      const n = Number(v[key]);
      return [name, v[key] && Number.isInteger(n) && n > 0 ? n : null];
    }),
  ) as Record<K, number | null>;
  const setIds = useCallback(
    (next: Record<K, number | null>) =>
      set(
        Object.fromEntries((Object.entries(keys) as [K, string][]).map(([name, key]) => [key, next[name] ? String(next[name]) : ''])) as Record<string, string>,
      ),
    [set],
  );
  return [ids, setIds];
}
