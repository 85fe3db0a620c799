// The financial statements: profit and loss, cash flow and the receivables and payables ageing.
import type { ApiApp } from '../../app.js';
import { statementsRoutes as routes } from '../../../contracts/statements.js';
import { fiscalStartMonth } from '../../ledger/periodProfit.js';
import { fiscalYearOf } from '../../../domain/fiscalYear.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { profitLoss } from './profitLoss.js';
import { cashFlow } from './cashFlow.js';
import { ageing } from '../../ledger/ageing.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function statementRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['reports'] });

  user.on(
    routes.profitLoss,
    {
      summary: 'Profit and loss for a period beside the same period a year before: gross profit after Direct Expenses, net profit (posted lines)',
      description: 'Without dates: the current fiscal year (the fiscal year setting) from its first day to today. Year-end closing vouchers are left out.',
    },
    async (req) => {
      if (req.query.fromDate && req.query.toDate) return profitLoss(db(), req.query.fromDate, req.query.toDate);
      const today = todayInDhaka();
      return profitLoss(db(), fiscalYearOf(today, await fiscalStartMonth(db())).start, today);
    },
  );

  user.on(
    routes.cashFlow,
    { summary: 'Cash flow statement (direct method): receipts and payments of cash and the banks by kind, opening and closing' },
    async (req) => cashFlow(db(), req.query.fromDate, req.query.toDate),
  );

  user.on(
    routes.ageing,
    { summary: 'Receivables and payables ageing as on a date, per party (bills settled first-in first-out, by document date)' },
    async (req) => ageing(db(), req.query.asOn),
  );
}
