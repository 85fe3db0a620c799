// The router: sign-in, the home screen, the main and construction layouts with every screen of the
// route tables, and "Page not found" for anything else. Screens load on demand.
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from './auth';
import { Shell, ScrollToTop } from './Shell';
import { ConstructionShell } from './ConstructionShell';
import { FEATURE_ROUTES } from './features';
import { CONSTRUCTION_ROUTES, MAIN_ROUTES } from './routeTable';
import type { FeatureRoute } from './featureRoute';
import { NotBuilt } from '../components/NotBuilt';
import { NotFound } from '../components/NotFound';
import LoginPage from '../features/auth/LoginPage';
import HomePage from '../features/home/HomePage';

function lazyRoute(f: FeatureRoute): RouteObject {
  return {
    path: f.path,
    lazy: async () => {
      const Page = (await f.load()).default;
      return { Component: f.admin ? () => <RequireAdmin><Page /></RequireAdmin> : Page };
    },
  };
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

export const router = createBrowserRouter([
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
