// The construction reports (GET /project/report/*). Any signed-in user may call them. Dates are
// optional (none: all dates); an end date before the start date is refused.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import {
  bankBalanceReply,
  constructionBalanceSheetReply,
  constructionTrialBalanceReply,
  statementDateQuery,
  bankReportReply,
  expensesReportReply,
  investorDetailsQuery,
  investorDetailsReply,
  investorReportReply,
  investorSummaryReply,
  outstandingReply,
  pettyCashReply,
  plSummaryReply,
  projectOutstandingReply,
  reportQuery,
  searchQuery,
  totalInvestmentReply,
} from '../../../contracts/construction-reports.js';
import * as q from './queries.js';
import { SHARE_RULES } from './shares.js';
import { constructionBalanceSheet, constructionTrialBalance } from './trialBalance.js';

const tags = ['construction: reports'];
const noQuery = z.object({});

const schema = <R extends z.ZodTypeAny, Q extends z.ZodTypeAny = typeof noQuery>(description: string, reply: R, querystring?: Q) => ({
  tags,
  description,
  querystring: (querystring ?? noQuery) as Q,
  response: { 200: reply },
});

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

  api.get('/project/report/investor', { config: { access: 'user' }, schema: schema(INVESTOR_REPORT, investorReportReply, reportQuery) }, async (req) =>
    q.investorReport(db(), req.query),
  );
  api.get('/project/report/expenses', { config: { access: 'user' }, schema: schema(EXPENSES_REPORT, expensesReportReply, reportQuery) }, async (req) =>
    q.expensesReport(db(), req.query),
  );
  api.get('/project/report/bank', { config: { access: 'user' }, schema: schema(BANK_REPORT, bankReportReply, reportQuery) }, async (req) =>
    q.bankReport(db(), req.query),
  );
  api.get(
    '/project/report/totalInvestment',
    { config: { access: 'user' }, schema: schema(`Every project’s investment together. ${INVESTMENT}`, totalInvestmentReply) },
    async () => q.totalInvestmentReport(db()),
  );
  api.get(
    '/project/report/pettyCash',
    { config: { access: 'user' }, schema: schema('The petty cash ledger’s (ledger 1) balance now, as total_petty.', pettyCashReply) },
    async () => q.pettyCashTotal(db()),
  );
  api.get(
    '/project/report/bankBal',
    { config: { access: 'user' }, schema: schema('Each bank ledger’s balance now (debit − credit) and their total.', bankBalanceReply) },
    async () => q.bankBalances(db()),
  );
  api.get('/project/report/plSummery', { config: { access: 'user' }, schema: schema(PL_SUMMARY, plSummaryReply, searchQuery) }, async (req) =>
    q.plSummary(db(), req.query),
  );
  api.get(
    '/project/report/investor-summery',
    { config: { access: 'user' }, schema: schema(INVESTOR_SUMMARY, investorSummaryReply, searchQuery) },
    async (req) => q.investorSummary(db(), req.query),
  );
  api.get(
    '/project/report/investor-details-summery',
    { config: { access: 'user' }, schema: schema(INVESTOR_DETAILS, investorDetailsReply, investorDetailsQuery) },
    async (req) => q.investorDetails(db(), req.query),
  );
  api.get(
    '/project/report/project-outstading-summery',
    {
      config: { access: 'user' },
      schema: schema(`Every project’s investment, received, expense and outstanding, with their totals. ${PROJECT_OUTSTANDING}`, projectOutstandingReply),
    },
    async () => ({ result: await q.projectOutstanding(db()) }),
  );
  api.get(
    '/project/report/trial-balance',
    {
      config: { access: 'user' },
      schema: schema(
        'The construction trial balance as on `date` (today when not given): every ledger’s balance (opening amount plus lines to the date) on its ' +
          'debit or credit side, by group (with its nature), main head and sub head; the one-sided openings’ net as opening_difference. Debit = credit.',
        constructionTrialBalanceReply,
        statementDateQuery,
      ),
    },
    async (req) => ({ result: await constructionTrialBalance(db(), req.query.date) }),
  );
  api.get(
    '/project/report/balance-sheet',
    {
      config: { access: 'user' },
      schema: schema(
        'The construction balance sheet as on `date`: asset ledgers against liability and capital ledgers, plus the profit or loss to the date ' +
          '(income − expense ledgers) and the openings’ net; difference is 0 when the books balance.',
        constructionBalanceSheetReply,
        statementDateQuery,
      ),
    },
    async (req) => ({ result: await constructionBalanceSheet(db(), req.query.date) }),
  );
  api.get('/project/report/investor-outstanding', { config: { access: 'user' }, schema: schema(OUTSTANDING, outstandingReply) }, async () => ({
    result: await q.outstandingOverview(db()),
  }));
}
