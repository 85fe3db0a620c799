// The service worker at /sw.js, root scope (issue 42, item 15). A new build installs beside the
// running one and waits; the page is told ("A new version is ready") and the clerk reloads when it
// suits them: Reload asks the waiting worker to take over, and every tab reloads onto the new build
// once it has. The first install takes over at once and reloads nothing. The page asks for a new build
// when it is shown again and every hour.

type Listener = (ready: boolean) => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

/** Calls `f` with whether a new version waits, now and on every change; returns the unsubscribe. */
export function onUpdateReady(f: Listener): () => void {
  listeners.add(f);
  f(!!waiting);
  return () => listeners.delete(f);
}

function setWaiting(w: ServiceWorker | null) {
  waiting = w;
  listeners.forEach((f) => f(!!w));
}

/** Asks the waiting build to take over; the page reloads when it has (controllerchange). */
export function applyUpdate() {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/** The parts of a ServiceWorkerRegistration the watch reads (a test passes its own). */
export interface RegistrationLike {
  waiting: ServiceWorker | null;
  installing: ServiceWorker | null;
  addEventListener(type: 'updatefound', f: () => void): void;
}

/**
 * Reports a build that waits: one found waiting at start, or one that finishes installing while a
 * page is controlled (`hasController`: not the first install, which simply takes over).
 */
export function watchRegistration(reg: RegistrationLike, hasController: () => boolean, report: (w: ServiceWorker) => void) {
  if (reg.waiting && hasController()) report(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    if (!w) return;
    w.addEventListener('statechange', () => {
      if (w.state === 'installed' && hasController()) report(w);
    });
  });
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    const hadController = !!navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((reg) => {
        watchRegistration(reg, () => !!navigator.serviceWorker.controller, setWaiting);
        const check = () => void reg.update().catch(() => undefined);
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
        setInterval(check, 60 * 60_000);
      })
      .catch(() => undefined);
    let reloaded = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloaded || !hadController) return;
      reloaded = true;
      window.location.reload();
    });
  };
  // Once the page has loaded, so its precache does not hold the connections the page is using. The
  // app renders once its first reads are in, by when the load event has often fired already.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
