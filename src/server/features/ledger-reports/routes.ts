// Ledger reports and financial statements, open to every signed-in user. They read posted lines only.
import type { ApiApp } from '../../app.js';
import { rangeQuery } from '../../../contracts/common.js';
import {
  accountLedgerQuery,
  accountLedgerReply,
  asOfQuery,
  balanceSheetReply,
  ledgerOptions as ledgerOptionsReply,
  partyLedgerQuery,
  partyLedgerReply,
  transactionReply,
  trialBalanceReply,
  voucherReportQuery,
  voucherReportReply,
} from '../../../contracts/ledger-reports.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { accountLedger, ledgerOptions, partyLedger, voucherReport } from './queries.js';
import { balanceSheet, transactionReport, trialBalance } from './statements.js';
import { trusted } from '../../replies.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function ledgerReportsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['ledger reports'] });

  user.get('/combine_ledger_all', { querystring: partyLedgerQuery, response: { 200: trusted(partyLedgerReply) } }, async (req) =>
    partyLedger(db(), req.query.partyId, req.query),
  );

  user.get('/account_ledger', { querystring: accountLedgerQuery, response: { 200: trusted(accountLedgerReply) } }, async (req) =>
    accountLedger(db(), req.query.legId, req.query),
  );

  user.get('/indv_voucher_report', { querystring: voucherReportQuery, response: { 200: voucherReportReply } }, async (req) => ({
    data: await voucherReport(db(), req.query.vcNo),
  }));

  user.get('/date_wise_transaction_report', { querystring: rangeQuery, response: { 200: transactionReply } }, async (req) =>
    transactionReport(db(), req.query.startDate, req.query.endDate),
  );

  user.get('/trail_balance', { querystring: asOfQuery, response: { 200: trialBalanceReply } }, async (req) =>
    trialBalance(db(), req.query.trDate ?? todayInDhaka()),
  );

  user.get('/balance_sheet', { querystring: asOfQuery, response: { 200: balanceSheetReply } }, async (req) =>
    balanceSheet(db(), req.query.trDate ?? todayInDhaka()),
  );

  /** The ledger picker of the account ledger report (the chart itself is for admins). */
  user.get('/ledger_options', { response: { 200: ledgerOptionsReply } }, async () => ({
    data: await ledgerOptions(db()),
  }));
}
