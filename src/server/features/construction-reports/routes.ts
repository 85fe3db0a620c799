// The construction reports (GET /project/report/*). Any signed-in user may call them. Dates are
// optional (none: all dates); an end date before the start date is refused.
import type { ApiApp } from '../../app.js';
import { constructionReportsRoutes as routes } from '../../../contracts/construction-reports.js';
import { routeGroup } from '../../http/routeGroup.js';
import * as q from './queries.js';
import { SHARE_RULES } from './shares.js';
import { constructionBalanceSheet, constructionTrialBalance } from './trialBalance.js';

const STATEMENT =
  'Per ledger: opening_balance (its opening amount plus the lines before sDate), the lines from sDate to eDate with a running balance, ' +
  'total_debit, total_credit and closing_balance. search matches the ledger name.';
const DEBIT_SIDE = 'Balances read debit − credit.';
const INVESTMENT =
  'A project’s investment is the capital its investors paid in: credits less debits on their ledgers on lines tagged with it (the figure stored when it was completed).';
const PROJECT_OUTSTANDING =
  'A project’s outstanding = investment + received (credited to income ledgers on lines tagged with it) − expense (debited to expense ledgers on those lines), ' +
  `whatever the voucher type. ${INVESTMENT}`;

const INVESTOR_REPORT = `The investor ledgers’ statements (one per investor, search by investor or ledger name). ${STATEMENT} Balances read credit − debit: capital put in shows positive.`;
const EXPENSES_REPORT = `The expense ledgers’ statements: the ledgers under a group of nature expense. ${STATEMENT} ${DEBIT_SIDE} grand_total_expense sums the closing balances.`;
const BANK_REPORT = `The bank ledgers’ statements: ledgers whose sub head or main head is named for a bank. ${STATEMENT} ${DEBIT_SIDE} grand_total_balance sums the closing balances.`;
const PL_SUMMARY =
  'The completed projects with the profit/loss and investment stored when they were completed; search by project name or Project ID. The totals sum the rows.';
const INVESTOR_SUMMARY =
  `One row per investor ledger (search by investor or ledger name) with its shares. ${SHARE_RULES} ` +
  'The four totals are the business’s, whatever the search: total_invested_amount (every project’s investment), total_profit_loss (the completed projects’), ' +
  'total_expense (the expenses of the projects not completed) and total_closing_balance (every investor ledger’s closing balance).';
const INVESTOR_DETAILS =
  'One investor ledger: its statement from sDate to eDate (search narrows the voucher rows shown; totals and balances are the whole range’s), ' +
  `its shares as of now, its projects (its contribution and its share of each completed project’s profit/loss) and its expense share by expense ledger. ${SHARE_RULES}`;
const OUTSTANDING =
  'The Outstanding overview. returnable: received, paid and their balance (received − paid). profit_loss: every project’s investment, ' +
  'the completed projects’ profit/loss, the expenses of the projects not completed, and invested + profit − expense. ' +
  `project_petty_cash: the project outstanding summary’s totals (${PROJECT_OUTSTANDING}). banks: each bank ledger’s opening amount, debits, credits and balance. ` +
  'petty_cash: ledger 1 likewise (its opening amount is 0.00 unless one was set). ' +
  'outstanding = total_petty + grand_total_balance + project_outstanding − |returnable.total|.';

export async function constructionReportsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['construction: reports'] });

  user.on(routes.investor, { description: INVESTOR_REPORT }, async (req) => q.investorReport(db(), req.query));
  user.on(routes.expenses, { description: EXPENSES_REPORT }, async (req) => q.expensesReport(db(), req.query));
  user.on(routes.bank, { description: BANK_REPORT }, async (req) => q.bankReport(db(), req.query));
  user.on(routes.totalInvestment, { description: `Every project’s investment together. ${INVESTMENT}` }, async () => q.totalInvestmentReport(db()));
  user.on(routes.pettyCash, { description: 'The petty cash ledger’s (ledger 1) balance now, as total_petty.' }, async () => q.pettyCashTotal(db()));
  user.on(routes.bankBal, { description: 'Each bank ledger’s balance now (debit − credit) and their total.' }, async () => q.bankBalances(db()));
  user.on(routes.plSummery, { description: PL_SUMMARY }, async (req) => q.plSummary(db(), req.query));
  user.on(routes.investorSummery, { description: INVESTOR_SUMMARY }, async (req) => q.investorSummary(db(), req.query));
  user.on(routes.investorDetailsSummery, { description: INVESTOR_DETAILS }, async (req) => q.investorDetails(db(), req.query));
  user.on(
    routes.projectOutstadingSummery,
    { description: `Every project’s investment, received, expense and outstanding, with their totals. ${PROJECT_OUTSTANDING}` },
    async () => ({ result: await q.projectOutstanding(db()) }),
  );
  user.on(
    routes.trialBalance,
    {
      description:
        'The construction trial balance as on `date` (today when not given): every ledger’s balance (opening amount plus lines to the date) on its ' +
        'debit or credit side, by group (with its nature), main head and sub head; the one-sided openings’ net as opening_difference. Debit = credit.',
    },
    async (req) => ({ result: await constructionTrialBalance(db(), req.query.date) }),
  );
  user.on(
    routes.balanceSheet,
    {
      description:
        'The construction balance sheet as on `date`: asset ledgers against liability and capital ledgers, plus the profit or loss to the date ' +
        '(income − expense ledgers) and the openings’ net; difference is 0 when the books balance.',
    },
    async (req) => ({ result: await constructionBalanceSheet(db(), req.query.date) }),
  );
  user.on(routes.investorOutstanding, { description: OUTSTANDING }, async () => ({ result: await q.outstandingOverview(db()) }));
}
