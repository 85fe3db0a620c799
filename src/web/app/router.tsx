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

function lazyRoute(f: FeatureRoute): RouteObject {
  // The screen as the route draws it: admin-only screens say so to anyone else.
  const route = (Page: ComponentType): ComponentType =>
    f.admin
      ? () => (
          <RequireAdmin>
            <Page />
          </RequireAdmin>
        )
      : Page;
  const early = takeLoadedEarly(f);
  if (early) return { path: f.path, Component: route(early.default) };
  return { path: f.path, lazy: async () => ({ Component: route((await loadScreen(f)).default) }) };
}

/** The spec's paths of one layout: a feature's screen where one is built, else a "not built yet" page. */
function layoutChildren(layout: 'main' | 'construction', table: { path: string; title: string }[]): RouteObject[] {
  const built = FEATURE_ROUTES.filter((f) => (f.layout ?? 'main') === layout);
  const claimed = new Set(built.map((f) => f.path));
  return [...built.map(lazyRoute), ...table.filter((t) => !claimed.has(t.path)).map((t) => ({ path: t.path, element: <NotBuilt title={t.title} /> }))];
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

/** The app's router. Made once the early start has settled, so that the opened screen, if its code
 * is in, is an ordinary route, drawn in the app's first render. */
export const createRouter = () =>
  createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    {
      hydrateFallbackElement: <PageLoader />,
      element: (
        <WithScroll>
          <RequireAuth />
        </WithScroll>
      ),
      children: [
        ...FEATURE_ROUTES.filter((f) => f.layout === 'bare').map(lazyRoute),
        {
          path: '/',
          element: <Shell />,
          children: [{ index: true, element: <HomePage /> }, { path: 'dashboard-selection', element: <HomePage /> }, ...layoutChildren('main', MAIN_ROUTES)],
        },
        {
          path: '/construction',
          element: <ConstructionShell />,
          children: [
            ...(constructionIndex ? [] : [{ index: true, element: <NotBuilt title="Construction Dashboard" /> }]),
            ...layoutChildren('construction', CONSTRUCTION_ROUTES),
          ],
        },
      ],
    },
    { path: '*', element: <NotFound /> },
  ]);
