// GET /dashboard: the home screen's charts in one call. The receivables' ageing is the ageing
// report's own answer (called under the same sign-in), so the chart and the report agree.
import type { ApiApp } from '../../app.js';
import { dashboardQuery, dashboardReply, type DashboardReply } from '../../../contracts/dashboard.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { AppError } from '../../errors.js';
import { dashboard } from './queries.js';

const NO_AGEING: DashboardReply['ageing'] = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0, advance: 0, total: 0 };

export async function dashboardRoutes(api: ApiApp) {
  api.get(
    '/dashboard',
    {
      config: { access: 'user' },
      schema: {
        tags: ['home'],
        querystring: dashboardQuery,
        response: { 200: dashboardReply },
        description:
          'Sales and collections per day for the 30 days to `date` (today by default), this month against last month, the receivables ageing, ' +
          'the top 10 customers and models by sales this month, stock value by group and cheques in hand by due date.',
      },
    },
    async (req) => {
      const date = req.query.date ?? todayInDhaka();
      const [ageingRes, rest] = await Promise.all([
        api.inject({ method: 'GET', url: `/api/ageing?asOn=${date}`, headers: req.headers.authorization ? { authorization: req.headers.authorization } : {} }),
        dashboard(api.database.db, date, NO_AGEING),
      ]);
      if (ageingRes.statusCode >= 400)
        throw new AppError(ageingRes.statusCode, (ageingRes.json() as { message?: string }).message ?? 'The ageing could not be read');
      const totals = (ageingRes.json() as { receivables?: { totals?: DashboardReply['ageing'] } }).receivables?.totals;
      return { ...rest, ageing: totals ?? NO_AGEING };
    },
  );
}
