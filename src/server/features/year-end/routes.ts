// Year-end closing of the trading books (admin): the fiscal year setting, the fiscal years with
// their state, what closing a year would post, closing and reopening.
import type { ApiApp } from '../../app.js';
import { fiscalStartMonth } from '../../ledger/periodProfit.js';
import { closingPreview, listYears } from './queries.js';
import { closeYear, reopenYear, saveFiscalYearSettings } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';
import { yearEndRoutes as routes } from '../../../contracts/year-end.js';

export async function yearEndRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags: ['year-end'] });

  admin.on(routes.getFiscalYearSettings, { description: 'The first month of the fiscal year (7: July to June).' }, async () => ({
    start_month: await fiscalStartMonth(db()),
  }));

  admin.on(routes.patchFiscalYearSettings, { description: 'Sets the first month of the fiscal year; refused (409) while a year is closed.' }, async (req) =>
    saveFiscalYearSettings(db(), req.body),
  );

  admin.on(
    routes.yearEnd,
    {
      description:
        'The fiscal years from the first with a voucher to the current one, newest first: closed, open or current, with the net profit and why a year cannot be closed yet.',
    },
    async () => listYears(db()),
  );

  admin.on(
    routes.yearEndPreview,
    {
      description:
        'The closing voucher that closing the fiscal year ending on year_end would post, its net profit, and why it cannot be closed (problem) if so.',
    },
    async (req) => closingPreview(db(), req.query.year_end),
  );

  admin.on(
    routes.yearEndClose,
    {
      description:
        'Closes the fiscal year ending on year_end: one journal voucher dated that day zeroes its income and expense ledgers into Retained Earnings, and the ' +
        'period is locked to that day. 409 when the year is not over, is closed, a later year is closed, an earlier year with income or expenses is open, or vouchers in it wait for approval.',
    },
    async (req) => closeYear(db(), req.body.year_end, req.sessionUser.id),
  );

  admin.on(
    routes.yearEndReopen,
    { description: 'Reopens the latest closed fiscal year: removes its closing voucher and puts the period lock back as it was before the close.' },
    async (req) => reopenYear(db(), req.body.year_end, req.sessionUser.id),
  );
}
