// Ledger reports and financial statements, open to every signed-in user. They read posted lines only.
import type { ApiApp } from '../../app.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { accountLedger, ledgerOptions, partyLedger, voucherReport } from './queries.js';
import { balanceSheet, transactionReport, trialBalance } from './statements.js';
import { dayBook } from './dayBook.js';
import { trusted } from '../../replies.js';
import { routeGroup } from '../../http/routeGroup.js';
import { ledgerReportsRoutes as routes } from '../../../contracts/ledger-reports.js';

export async function ledgerReportsRoutes(api: ApiApp) {
  // Replies built from code typed against their schema: sent without checking them again.
  trusted(routes.combineLedgerAll.reply);
  trusted(routes.accountLedger.reply);
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['ledger reports'] });

  user.on(routes.combineLedgerAll, {}, async (req) => partyLedger(db(), req.query.partyId, req.query));

  user.on(routes.accountLedger, {}, async (req) => accountLedger(db(), req.query.legId, req.query));

  user.on(routes.indvVoucherReport, {}, async (req) => ({
    data: await voucherReport(db(), req.query.vcNo),
  }));

  user.on(routes.dateWiseTransactionReport, {}, async (req) => transactionReport(db(), req.query.startDate, req.query.endDate));

  user.on(
    routes.dayBook,
    { description: 'The Day Book: every voucher dated in the range (posted or waiting for approval), with its type, party, narration, amount and the document that wrote it.' },
    async (req) => dayBook(db(), req.query.startDate, req.query.endDate),
  );

  user.on(routes.trailBalance, {}, async (req) => trialBalance(db(), req.query.trDate ?? todayInDhaka()));

  user.on(routes.balanceSheet, {}, async (req) => balanceSheet(db(), req.query.trDate ?? todayInDhaka()));

  /** The ledger picker of the account ledger report (the chart itself is for admins). */
  user.on(routes.ledgerOptions, {}, async () => ({
    data: await ledgerOptions(db()),
  }));
}
