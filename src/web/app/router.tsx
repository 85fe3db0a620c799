// The router: sign-in, the home screen, the main and construction layouts with every screen of the
// route tables, and "Page not found" for anything else. Screens load on demand.
import type { ComponentType } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from './auth';
import { Shell, ScrollToTop } from './Shell';
import { ConstructionShell } from './ConstructionShell';
import { FEATURE_ROUTES } from './features';
import { CONSTRUCTION_ROUTES, MAIN_ROUTES } from './routeTable';
import type { FeatureRoute } from './featureRoute';
import { takeEarlyLoad, takeLoadedEarly } from './earlyStart';
import { NotBuilt } from '../components/NotBuilt';
import { NotFound } from '../components/NotFound';
import LoginPage from '../features/auth/LoginPage';
import HomePage from '../features/home/HomePage';

const RELOADED = 'screen-reloaded';

/**
 * A screen's code. When it cannot be fetched (the connection dropped, or the app was updated since
 * this page loaded and that file is gone), the page reloads once to fetch the app afresh; after a
 * second failure the screen is ScreenError, which says so and offers a reload.
 */
async function loadScreen(f: FeatureRoute) {
  try {
    const mod = await (takeEarlyLoad(f) ?? f.load());
    sessionStorage.removeItem(RELOADED);
    return mod;
  } catch (e) {
    if (sessionStorage.getItem(RELOADED) !== location.pathname) {
      sessionStorage.setItem(RELOADED, location.pathname);
      location.reload();
      await new Promise(() => undefined); // the reload takes over
    }
    console.error(e);
    return { default: ScreenError };
  }
}

function ScreenError() {
  return (
    <Center h="60vh">
      <Stack align="center" gap="sm">
        <Text fw={600}>This screen could not be opened.</Text>
        <Text size="sm" c="dimmed">
          The connection to the server may have dropped, or the app was updated. Reload the page to try again.
        </Text>
        <Button onClick={() => location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

/** A screen's route: the screen itself when its code is already in (the page was opened at it), else
 * loaded when first opened. Admin-only screens say so to anyone else. */
function screenRoute(f: FeatureRoute, loaded?: { default: ComponentType }): RouteObject {
  const route = (Page: ComponentType): ComponentType =>
    f.admin
      ? () => (
          <RequireAdmin>
            <Page />
          </RequireAdmin>
        )
      : Page;
  if (loaded) return { path: f.path, Component: route(loaded.default) };
  return { path: f.path, lazy: async () => ({ Component: route((await loadScreen(f)).default) }) };
}

type Layout = NonNullable<FeatureRoute['layout']>;

/** The screens of each layout, those `keep` takes: a feature's screen where one is built, else (the
 * spec's paths of the main and construction layouts) a "not built yet" page. */
function screensByLayout(
  keep: (path: string, layout: Layout) => boolean,
  loaded?: { f: FeatureRoute; module: { default: ComponentType } },
): Record<Layout, RouteObject[]> {
  const routes: Record<Layout, RouteObject[]> = { bare: [], main: [], construction: [] };
  for (const f of FEATURE_ROUTES) {
    const layout = f.layout ?? 'main';
    if (keep(f.path, layout)) routes[layout].push(screenRoute(f, loaded?.f === f ? loaded.module : undefined));
  }
  const notBuilt = (layout: 'main' | 'construction', table: { path: string; title: string }[]) => {
    const claimed = new Set(FEATURE_ROUTES.filter((f) => (f.layout ?? 'main') === layout).map((f) => f.path));
    for (const t of table) if (!claimed.has(t.path) && keep(t.path, layout)) routes[layout].push({ path: t.path, element: <NotBuilt title={t.title} /> });
  };
  notBuilt('main', MAIN_ROUTES);
  notBuilt('construction', CONSTRUCTION_ROUTES);
  return routes;
}

function PageLoader() {
  return (
    <Center h="60vh">
      <Loader />
    </Center>
  );
}

function WithScroll({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ScrollToTop />
      {children}
    </>
  );
}

const constructionIndex = FEATURE_ROUTES.some((f) => f.layout === 'construction' && f.path === '');

/**
 * The app's router. Made once the early start has settled, so that the opened screen, if its code
 * is in, is an ordinary route, drawn in the app's first render. Then the router starts with that one
 * screen and learns the others on the first move elsewhere (React Router's patchRoutesOnNavigation):
 * ranking four hundred routes took a cold page 15 to 20 ms before its first render.
 */
export function createRouter() {
  const opened = FEATURE_ROUTES.map((f) => ({ f, loaded: takeLoadedEarly(f) })).find((x) => x.loaded);
  const isOpened = (path: string, layout: Layout) => !!opened && opened.f.path === path && (opened.f.layout ?? 'main') === layout;
  // (A path with a parameter could also match a route not yet learnt, so the router would learn them
  // all before its first render, drawing a loader first: such a screen starts with every route.)
  const learnLater = !!opened && !opened.f.path.includes(':');
  const first = screensByLayout((path, layout) => !learnLater || isOpened(path, layout), opened && { f: opened.f, module: opened.loaded! });
  let learnt = !learnLater;
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        id: 'signed-in',
        hydrateFallbackElement: <PageLoader />,
        element: (
          <WithScroll>
            <RequireAuth />
          </WithScroll>
        ),
        children: [
          ...first.bare,
          {
            id: 'main',
            path: '/',
            element: <Shell />,
            children: [{ index: true, element: <HomePage /> }, { path: 'dashboard-selection', element: <HomePage /> }, ...first.main],
          },
          {
            id: 'construction',
            path: '/construction',
            element: <ConstructionShell />,
            children: [...(constructionIndex ? [] : [{ index: true, element: <NotBuilt title="Construction Dashboard" /> }]), ...first.construction],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
    learnLater
      ? {
          patchRoutesOnNavigation: ({ patch }) => {
            if (learnt) return;
            learnt = true;
            const rest = screensByLayout((path, layout) => !isOpened(path, layout));
            patch('signed-in', rest.bare);
            patch('main', rest.main);
            patch('construction', rest.construction);
          },
        }
      : undefined,
  );
}
