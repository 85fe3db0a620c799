// Keys of the home screen and the dashboard.
import { callQuery, endpoints } from '../../components/client';
import type { homeRoutes } from '../../../contracts/home';
import type { dashboardRoutes } from '../../../contracts/dashboard';
export const homeKeys = {
  all: ['home'] as const,
  highlights: (date: string | undefined) => ['home', 'highlights', date] as const,
  dashboard: (date: string | undefined) => ['home', 'dashboard', date] as const,
};

/** The home and dashboard contracts' routes (contracts/home.ts, contracts/dashboard.ts). */
export const homeApi = endpoints<typeof homeRoutes>({ todaysHighLight: 'GET /todays-high-light' });
export const dashboardApi = endpoints<typeof dashboardRoutes>({ dashboard: 'GET /dashboard' });

/** The home screen's reads, each with its key. */
export const homeQueries = {
  highlights: (date: string) => callQuery(homeKeys.highlights(date), homeApi.todaysHighLight, { query: { date } }),
  dashboard: (date: string | undefined) => callQuery(homeKeys.dashboard(date), dashboardApi.dashboard, { query: { date } }),
};
