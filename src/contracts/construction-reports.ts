// The construction reports: ledger statements by kind (investor, expense, bank), the investor summary
// and details, completed projects' profit/loss, the project outstanding summary and the Outstanding overview.
import { z } from 'zod';
import { blankToUndefined } from './common.js';
import { dateFilters, dateOrToday, ledgerFields, movementFields, projectNameFields, requiredId, resultOf } from './construction.js';
import { ledgerReportRow, ledgerStatementOf } from './construction-accounts.js';
import { ACCOUNT_NATURES } from '../domain/construction.js';
import { route } from './route.js';

const search = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

/** Optional dates (none: all dates) and a search. */
export const reportQuery = z.object({ ...dateFilters, search });
export type ReportQuery = z.infer<typeof reportQuery>;

export const searchQuery = z.object({ search });
export type SearchQuery = z.infer<typeof searchQuery>;

export const investorDetailsQuery = reportQuery.extend({ ledgerId: requiredId('Please select an investor ledger.') });
export type InvestorDetailsQuery = z.infer<typeof investorDetailsQuery>;

// ---- ledger statements ----------------------------------------------------------------------------

/** A ledger report row without its details column; the balance runs on the ledger's side (see the report's description). */
export const statementRow = ledgerReportRow.omit({ details: true });
export type StatementRow = z.infer<typeof statementRow>;

export const ledgerStatement = ledgerStatementOf(statementRow);
export type LedgerStatement = z.infer<typeof ledgerStatement>;

export const investorStatement = ledgerStatement.extend({ investor_id: z.number(), investor_name: z.string() });
export type InvestorStatement = z.infer<typeof investorStatement>;

export const investorReportReply = resultOf(z.object({ investors: z.array(investorStatement), total_closing_balance: z.number() }));
export const expensesReportReply = resultOf(z.object({ expenses: z.array(ledgerStatement), grand_total_expense: z.number() }));
export const bankReportReply = resultOf(z.object({ banks: z.array(ledgerStatement), grand_total_balance: z.number() }));

// ---- small totals ---------------------------------------------------------------------------------

export const totalInvestmentReply = resultOf(z.object({ total_investment: z.number() }));
/** total_petty at the top level, as the spec's page reads it. */
export const pettyCashReply = z.object({ total_petty: z.number() });
export const bankBalanceRow = z.object({ ...ledgerFields, balance: z.number() });
export const bankBalanceReply = resultOf(z.object({ grand_total_balance: z.number(), banks: z.array(bankBalanceRow) }));

// ---- completed projects' profit/loss ----------------------------------------------------------------

export const completedProjectRow = z.object({
  ...projectNameFields,
  final_profit_loss: z.number(),
  final_investment: z.number(),
});
export type CompletedProjectRow = z.infer<typeof completedProjectRow>;
export const plSummaryReply = resultOf(z.object({ projects: z.array(completedProjectRow), total_profit_loss: z.number(), total_investment: z.number() }));

// ---- investor summary and details -----------------------------------------------------------------

/** An investor by its ledger. */
const investorLedgerFields = { ledger_id: z.number(), investor_id: z.number(), ledger_name: z.string() };
/** The investor's shares of the projects' profit and expense, and what it has available after them. */
const shareFields = {
  profit_share: z.number(),
  expense_share: z.number(),
  /** closing_balance + profit_share − expense_share. */
  available_balance: z.number(),
};

export const investorShareRow = z.object({ ...investorLedgerFields, closing_balance: z.number(), ...shareFields });
export type InvestorShareRow = z.infer<typeof investorShareRow>;

export const investorSummary = z.object({
  investors: z.array(investorShareRow),
  /** Profit/loss of the completed projects. */
  total_profit_loss: z.number(),
  /** Expenses (payments) of the projects not completed. */
  total_expense: z.number(),
  /** Every contribution of every investor. */
  total_invested_amount: z.number(),
  /** Closing balance of every investor ledger. */
  total_closing_balance: z.number(),
});
export type InvestorSummary = z.infer<typeof investorSummary>;
export const investorSummaryReply = resultOf(investorSummary);

export const investorDetail = z.object({
  ...investorLedgerFields,
  opening_balance: z.number(),
  ...movementFields,
  ...shareFields,
  vouchers: z.array(statementRow),
});
export const investorProjectRow = z.object({
  ...projectNameFields,
  status: z.string(),
  /** The capital the investor paid into the project. */
  total_investment: z.number(),
  /** What the investor pledged to it (its project investment rows). */
  pledged: z.number(),
  /** The investor's share of the project's profit/loss once completed; 0 while it runs. */
  total_profit_loss: z.number(),
});
export const investorExpenseRow = z.object({ ledger_id: z.number(), expense_name: z.string(), total_expense: z.number() });
export const investorDetailsReply = resultOf(
  z.object({ investor: investorDetail, projects: z.array(investorProjectRow), expenses: z.array(investorExpenseRow) }),
);
export type InvestorDetails = z.infer<typeof investorDetailsReply>['result'];

// ---- project outstanding summary ------------------------------------------------------------------

export const projectOutstandingRow = z.object({
  ...projectNameFields,
  total_investment: z.number(),
  total_received: z.number(),
  total_expense: z.number(),
  /** total_investment + total_received − total_expense. */
  outstanding: z.number(),
});
export type ProjectOutstandingRow = z.infer<typeof projectOutstandingRow>;
export const projectOutstandingSummary = z.object({
  total_investment: z.number(),
  total_expense: z.number(),
  total_received: z.number(),
  outstanding: z.number(),
  projects: z.array(projectOutstandingRow),
});
export type ProjectOutstandingSummary = z.infer<typeof projectOutstandingSummary>;
export const projectOutstandingReply = resultOf(projectOutstandingSummary);

// ---- the Outstanding overview ---------------------------------------------------------------------

/** A cash or bank ledger's opening, movement and balance now. */
const cashBalanceFields = { opening_balance: z.number(), total_debit: z.number(), total_credit: z.number(), balance: z.number() };

export const outstandingOverview = z.object({
  returnable: z.object({ total_receive: z.number(), total_payment: z.number(), total: z.number() }),
  profit_loss: z.object({ total_invested: z.number(), total_profit: z.number(), total_expense: z.number(), balance: z.number() }),
  project_petty_cash: z.object({ total_investment: z.number(), total_expense: z.number(), total_received: z.number(), balance: z.number() }),
  banks: z.array(z.object({ ...ledgerFields, ...cashBalanceFields })),
  grand_total_balance: z.number(),
  petty_cash: z.object(cashBalanceFields),
  total_petty: z.number(),
  project_outstanding: z.number(),
  /** total_petty + grand_total_balance + project_outstanding − |returnable.total|. */
  outstanding: z.number(),
});
export type OutstandingOverview = z.infer<typeof outstandingOverview>;
export const outstandingReply = resultOf(outstandingOverview);

// ---- trial balance and balance sheet of the construction books (issue 21) -------------------------

export const statementDateQuery = z.object({
  /** As on this date; today in Dhaka when not given. */
  date: dateOrToday,
});
export const statementLedgerRow = z.object({
  ...ledgerFields,
  group_name: z.string(),
  nature: z.enum(ACCOUNT_NATURES),
  main_name: z.string(),
  sub_name: z.string(),
  /** Its balance on the statement's side (trial balance: debit − credit). */
  amount: z.number(),
});
export type StatementLedgerRow = z.infer<typeof statementLedgerRow>;
const sides = z.object({ debit: z.number(), credit: z.number() });
export const constructionTrialBalance = z.object({
  date: z.string(),
  ledgers: z.array(statementLedgerRow.extend(sides.shape)),
  /** The net of the ledgers' one-sided opening amounts, on the side that balances them. */
  opening_difference: sides,
  total_debit: z.number(),
  total_credit: z.number(),
});
export type ConstructionTrialBalance = z.infer<typeof constructionTrialBalance>;
export const constructionBalanceSheet = z.object({
  date: z.string(),
  assets: z.array(statementLedgerRow),
  liabilities: z.array(statementLedgerRow),
  capital: z.array(statementLedgerRow),
  income: z.number(),
  expense: z.number(),
  /** income − expense to the date: profit not yet taken out, on the capital side. */
  profit_loss: z.number(),
  opening_difference: z.number(),
  total_assets: z.number(),
  total_liabilities_and_capital: z.number(),
  /** total_assets − total_liabilities_and_capital: 0 when the books balance. */
  difference: z.number(),
});
export type ConstructionBalanceSheet = z.infer<typeof constructionBalanceSheet>;
export const constructionTrialBalanceReply = resultOf(constructionTrialBalance);
export const constructionBalanceSheetReply = resultOf(constructionBalanceSheet);

const noQuery = z.object({});

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const constructionReportsRoutes = {
  investor: route('GET', '/project/report/investor', { query: reportQuery, reply: investorReportReply }),
  expenses: route('GET', '/project/report/expenses', { query: reportQuery, reply: expensesReportReply }),
  bank: route('GET', '/project/report/bank', { query: reportQuery, reply: bankReportReply }),
  totalInvestment: route('GET', '/project/report/totalInvestment', { query: noQuery, reply: totalInvestmentReply }),
  pettyCash: route('GET', '/project/report/pettyCash', { query: noQuery, reply: pettyCashReply }),
  bankBal: route('GET', '/project/report/bankBal', { query: noQuery, reply: bankBalanceReply }),
  plSummery: route('GET', '/project/report/plSummery', { query: searchQuery, reply: plSummaryReply }),
  investorSummery: route('GET', '/project/report/investor-summery', { query: searchQuery, reply: investorSummaryReply }),
  investorDetailsSummery: route('GET', '/project/report/investor-details-summery', { query: investorDetailsQuery, reply: investorDetailsReply }),
  projectOutstadingSummery: route('GET', '/project/report/project-outstading-summery', { query: noQuery, reply: projectOutstandingReply }),
  trialBalance: route('GET', '/project/report/trial-balance', { query: statementDateQuery, reply: constructionTrialBalanceReply }),
  balanceSheet: route('GET', '/project/report/balance-sheet', { query: statementDateQuery, reply: constructionBalanceSheetReply }),
  investorOutstanding: route('GET', '/project/report/investor-outstanding', { query: noQuery, reply: outstandingReply }),
};
