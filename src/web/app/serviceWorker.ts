// The service worker at /sw.js, root scope. When a new version replaces a running one, the page
// reloads; the first install does not reload.
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    const hadController = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
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
