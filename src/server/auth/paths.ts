// How a request's path reads once the tricks are taken off: the absolute form of a request line
// (`GET http://host/api/...`), percent-encoding (once or more: `/%61pi`, `/%2561pi`) and letter case.
// Access is decided on the matched route, not on this; it keeps such paths from being answered with
// the browser app's page as if they were not API calls.
export function normalizedPath(url: string): string {
  let p = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  for (let i = 0; i < 4; i++) {
    let d: string;
    try {
      d = decodeURIComponent(p);
    } catch {
      break;
    }
    if (d === p) break;
    p = d;
  }
  return p.replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
}

export const isApiPath = (url: string): boolean => /^\/api(\/|$|\?)/.test(normalizedPath(url));
