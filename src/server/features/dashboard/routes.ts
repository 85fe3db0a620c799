// GET /dashboard: the home screen's charts in one call. The receivables' ageing is worked out by the
// ageing report's own function (ledger/ageing.ts), so the chart and the report agree.
import type { ApiApp } from '../../app.js';
import { dashboardRoutes as routes } from '../../../contracts/dashboard.js';
import { routeGroup } from '../../http/routeGroup.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { ageing } from '../../ledger/ageing.js';
import { dashboard } from './queries.js';

export async function dashboardRoutes(api: ApiApp) {
  routeGroup(api, { access: 'user', tags: ['home'] }).on(
    routes.dashboard,
    {
      description:
        'Sales and collections per day for the 30 days to `date` (today by default), this month against last month, the receivables ageing, ' +
        'the top 10 customers and models by sales this month, stock value by group and cheques in hand by due date.',
    },
    async (req) => {
      const date = req.query.date ?? todayInDhaka();
      const [aged, rest] = await Promise.all([ageing(api.database.db, date), dashboard(api.database.db, date)]);
      return { ...rest, ageing: aged.receivables.totals };
    },
  );
}
