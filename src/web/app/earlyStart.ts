// Runs before the rest of the app's code loads (main.tsx imports it, then the app). With a stored
// sign-in, a page opened by its address would otherwise wait, one step after another, for the app's
// code to run, then for "who is signed in", then for the screen's code, then for its data. Here all
// of those start at once: who is signed in, the number format, and the screen's own code and first
// reads.
import { earlyReply, startEarly, tokenStore } from '../components/api';
import { FEATURE_ROUTES } from './features';
import type { FeatureRoute } from './featureRoute';
import type { QueryClient } from '@tanstack/react-query';
import { meRead, numberFormatRead, seedEarly, type Read } from '../components/reads';

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The address a route is opened at: its layout's prefix and its path (":name" matches one segment). */
function matches(f: FeatureRoute, pathname: string): boolean {
  const prefix = f.layout === 'construction' ? '/construction' : '';
  const want = `${prefix}/${f.path}`.replace(/\/$/, '').split('/');
  const got = pathname.replace(/\/$/, '').split('/');
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === safeDecode(got[i]));
}

const earlyReads: Read<unknown>[] = [];

/** Puts what was read early into the app's cache as it lands (once; see reads.ts). */
export function seedEarlyReads(client: QueryClient) {
  seedEarly(client, earlyReads.splice(0));
}

const started = new Map<FeatureRoute, ReturnType<FeatureRoute['load']>>();
type ScreenModule = Awaited<ReturnType<FeatureRoute['load']>>;
const loaded = new Map<FeatureRoute, ScreenModule>();
let settled: Promise<unknown> = Promise.resolve();

/** The opened screen's module, taken once, when it had loaded before the router was made: the route
 * renders it straight away instead of loading it (a lazy route first draws a loader, then the screen). */
export function takeLoadedEarly(f: FeatureRoute): ScreenModule | undefined {
  const module = loaded.get(f);
  if (module) {
    loaded.delete(f);
    started.delete(f);
  }
  return module;
}

/**
 * Settles once the opened screen's code and every early read have (or after `capMs`): the app
 * renders then, once, with the screen and its data, rather than a loader, then the screen, then the
 * screen again as each reply lands. Until then the page shows index.html's own spinner.
 */
export function earlySettled(capMs = 2500): Promise<unknown> {
  return Promise.race([settled, new Promise((r) => setTimeout(r, capMs))]);
}

/**
 * The opened screen's code as started here, once: the router renders from this very load, so a
 * screen whose code could not be fetched is asked for once, not again before the page reloads.
 */
export function takeEarlyLoad(f: FeatureRoute): ReturnType<FeatureRoute['load']> | undefined {
  const load = started.get(f);
  started.delete(f);
  return load;
}

if (tokenStore.get() && location.pathname !== '/login') {
  const screen = FEATURE_ROUTES.find((f) => matches(f, location.pathname));
  earlyReads.push(meRead, numberFormatRead, ...(screen?.early?.() ?? []));
  startEarly(earlyReads.map((r) => r.path));
  if (screen) {
    const load = screen.load();
    load.catch(() => undefined); // the router reports it
    started.set(screen, load);
    load.then((m) => loaded.set(screen, m), () => undefined);
  }
  settled = Promise.allSettled([...started.values(), ...earlyReads.map((r) => earlyReply(r.path))]);
}
