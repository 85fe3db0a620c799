import type { ComponentType } from 'react';
import type { Read } from '../components/reads';

/** A screen a feature adds: its path (no leading slash), which layout it sits in, and its page module. */
export interface FeatureRoute {
  path: string;
  /** 'main' (default), 'construction' (paths relative to /construction), or 'bare' (no shell, e.g. print-only). */
  layout?: 'main' | 'construction' | 'bare';
  /** Only admins may open it (the server enforces the calls too). */
  admin?: boolean;
  /** A dynamic import, so each screen's code loads only when it is opened. */
  load: () => Promise<{ default: ComponentType }>;
  /** The reads the screen makes as it opens: when it is the page first loaded, they start before the
   * app's code has run, and their replies are in the cache when it first renders (app/earlyStart.ts). */
  early?: () => Read<unknown>[];
}

/**
 * A feature's screens (its routes.ts): each path, exactly as in app/routeTable.ts (no leading slash),
 * and its page module's loader, or the loader with what else that one screen has (`admin`, `early`).
 */
export type Pages = Record<string, FeatureRoute['load'] | Omit<FeatureRoute, 'path' | 'layout'>>;

/** A feature's routes from its pages; `common` is what all of them share (the layout, admin only). */
export function screens(pages: Pages, common: Pick<FeatureRoute, 'layout' | 'admin'> = {}): FeatureRoute[] {
  return Object.entries(pages).map(([path, page]) => ({ ...common, path, ...(typeof page === 'function' ? { load: page } : page) }));
}

/** The loader of one screen of a module that holds several (e.g. reports that differ only in their settings), by its export name. */
export function screenOf<M extends Record<K, ComponentType>, K extends string>(load: () => Promise<M>, name: K): FeatureRoute['load'] {
  return () => load().then((m) => ({ default: m[name] }));
}
