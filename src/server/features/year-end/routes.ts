// Year-end closing of the trading books (admin): the fiscal year setting, the fiscal years with
// their state, what closing a year would post, closing and reopening.
import type { ApiApp } from '../../app.js';
import {
  closeReply,
  closingPreview as closingPreviewReply,
  fiscalYearSettings,
  reopenReply,
  yearEndBody,
  yearEndList,
  yearEndQuery,
} from '../../../contracts/year-end.js';
import { fiscalStartMonth } from '../../ledger/periodProfit.js';
import { closingPreview, listYears } from './queries.js';
import { closeYear, reopenYear, saveFiscalYearSettings } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function yearEndRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags: ['year-end'] });

  admin.get(
    '/fiscal_year_settings',
    { description: 'The first month of the fiscal year (7: July to June).', response: { 200: fiscalYearSettings } },
    async () => ({ start_month: await fiscalStartMonth(db()) }),
  );

  admin.patch(
    '/fiscal_year_settings',
    {
      description: 'Sets the first month of the fiscal year; refused (409) while a year is closed.',
      body: fiscalYearSettings,
      response: { 200: fiscalYearSettings },
    },
    async (req) => saveFiscalYearSettings(db(), req.body),
  );

  admin.get(
    '/year_end',
    {
      description:
        'The fiscal years from the first with a voucher to the current one, newest first: closed, open or current, with the net profit and why a year cannot be closed yet.',
      response: { 200: yearEndList },
    },
    async () => listYears(db()),
  );

  admin.get(
    '/year_end/preview',
    {
      description:
        'The closing voucher that closing the fiscal year ending on year_end would post, its net profit, and why it cannot be closed (problem) if so.',
      querystring: yearEndQuery,
      response: { 200: closingPreviewReply },
    },
    async (req) => closingPreview(db(), req.query.year_end),
  );

  admin.post(
    '/year_end/close',
    {
      description:
        'Closes the fiscal year ending on year_end: one journal voucher dated that day zeroes its income and expense ledgers into Retained Earnings, and the ' +
        'period is locked to that day. 409 when the year is not over, is closed, a later year is closed, an earlier year with income or expenses is open, or vouchers in it wait for approval.',
      body: yearEndBody,
      response: { 200: closeReply },
    },
    async (req) => closeYear(db(), req.body.year_end, req.sessionUser.id),
  );

  admin.post(
    '/year_end/reopen',
    {
      description: 'Reopens the latest closed fiscal year: removes its closing voucher and puts the period lock back as it was before the close.',
      body: yearEndBody,
      response: { 200: reopenReply },
    },
    async (req) => reopenYear(db(), req.body.year_end, req.sessionUser.id),
  );
}
