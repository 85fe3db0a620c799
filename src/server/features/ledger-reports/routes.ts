// Ledger reports and financial statements, open to every signed-in user. They read posted lines only.
import type { ApiApp } from '../../app.js';
import {
  accountLedgerQuery,
  accountLedgerReply,
  asOfQuery,
  balanceSheetReply,
  ledgerOptions as ledgerOptionsReply,
  partyLedgerQuery,
  partyLedgerReply,
  rangeQuery,
  transactionReply,
  trialBalanceReply,
  voucherReportQuery,
  voucherReportReply,
} from '../../../contracts/ledger-reports.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { accountLedger, ledgerOptions, partyLedger, voucherReport } from './queries.js';
import { balanceSheet, transactionReport, trialBalance } from './statements.js';
import { trusted } from '../../replies.js';

const tags = ['ledger reports'];

export async function ledgerReportsRoutes(api: ApiApp) {
  const db = () => api.database.db;

  api.get(
    '/combine_ledger_all',
    { config: { access: 'user' }, schema: { tags, querystring: partyLedgerQuery, response: { 200: trusted(partyLedgerReply) } } },
    async (req) => partyLedger(db(), req.query.partyId, req.query),
  );

  api.get(
    '/account_ledger',
    { config: { access: 'user' }, schema: { tags, querystring: accountLedgerQuery, response: { 200: trusted(accountLedgerReply) } } },
    async (req) => accountLedger(db(), req.query.legId, req.query),
  );

  api.get(
    '/indv_voucher_report',
    { config: { access: 'user' }, schema: { tags, querystring: voucherReportQuery, response: { 200: voucherReportReply } } },
    async (req) => ({
      data: await voucherReport(db(), req.query.vcNo),
    }),
  );

  api.get(
    '/date_wise_transaction_report',
    { config: { access: 'user' }, schema: { tags, querystring: rangeQuery, response: { 200: transactionReply } } },
    async (req) => transactionReport(db(), req.query.startDate, req.query.endDate),
  );

  api.get('/trail_balance', { config: { access: 'user' }, schema: { tags, querystring: asOfQuery, response: { 200: trialBalanceReply } } }, async (req) =>
    trialBalance(db(), req.query.trDate ?? todayInDhaka()),
  );

  api.get('/balance_sheet', { config: { access: 'user' }, schema: { tags, querystring: asOfQuery, response: { 200: balanceSheetReply } } }, async (req) =>
    balanceSheet(db(), req.query.trDate ?? todayInDhaka()),
  );

  /** The ledger picker of the account ledger report (the chart itself is for admins). */
  api.get('/ledger_options', { config: { access: 'user' }, schema: { tags, response: { 200: ledgerOptionsReply } } }, async () => ({
    data: await ledgerOptions(db()),
  }));
}
