// The financial statements: profit and loss, cash flow and the receivables and payables ageing.
import type { ApiApp } from '../../app.js';
import { ageingQuery, ageingReply, cashFlowReply, periodQuery, profitLossQuery, profitLossReply } from '../../../contracts/statements.js';
import { fiscalStartMonth } from '../../ledger/periodProfit.js';
import { fiscalYearOf } from '../../../domain/fiscalYear.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { profitLoss } from './profitLoss.js';
import { cashFlow } from './cashFlow.js';
import { ageing } from '../../ledger/ageing.js';

const tags = ['reports'];

export async function statementRoutes(api: ApiApp) {
  const db = () => api.database.db;

  api.get(
    '/profit_loss',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Profit and loss for a period beside the same period a year before: gross profit after Direct Expenses, net profit (posted lines)',
        description: 'Without dates: the current fiscal year (the fiscal year setting) from its first day to today. Year-end closing vouchers are left out.',
        querystring: profitLossQuery,
        response: { 200: profitLossReply },
      },
    },
    async (req) => {
      if (req.query.fromDate && req.query.toDate) return profitLoss(db(), req.query.fromDate, req.query.toDate);
      const today = todayInDhaka();
      return profitLoss(db(), fiscalYearOf(today, await fiscalStartMonth(db())).start, today);
    },
  );

  api.get(
    '/cash_flow',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cash flow statement (direct method): receipts and payments of cash and the banks by kind, opening and closing',
        querystring: periodQuery,
        response: { 200: cashFlowReply },
      },
    },
    async (req) => cashFlow(db(), req.query.fromDate, req.query.toDate),
  );

  api.get(
    '/ageing',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Receivables and payables ageing as on a date, per party (bills settled first-in first-out, by document date)',
        querystring: ageingQuery,
        response: { 200: ageingReply },
      },
    },
    async (req) => ageing(db(), req.query.asOn),
  );
}
