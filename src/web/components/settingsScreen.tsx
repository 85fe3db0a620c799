import type { ComponentType } from 'react';

/**
 * A screen that is a shared component with one screen's settings: a module holding several screens
 * that differ only in their settings exports one of these for each (the route loads it by name,
 * `screenOf` in app/featureRoute.ts).
 */
export function settingsScreen<P extends object>(Page: ComponentType<P>, settings: P, name: string): ComponentType {
  const Screen = () => <Page {...settings} />;
  Screen.displayName = name;
  return Screen;
}
