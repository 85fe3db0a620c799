import type { NavLinkItem } from './nav';

const l = (label: string, to: string): NavLinkItem => ({ label, to: `/construction${to}` });

export const CONSTRUCTION_NAV: NavLinkItem[] = [
  l('Dashboard', ''),
  l('Projects', '/projects'),
  l('Account Group', '/project-account-group'),
  l('Account Main', '/project-account-main'),
  l('Account Sub', '/project-account-sub'),
  l('Account Ledger', '/project-account-ledger'),
  l('Voucher Entry', '/project-account-voucher-entry'),
  l('Voucher List', '/project-account-voucher-list'),
  l('Project Wise Voucher Entry', '/project-wise-voucher-entry'),
  l('Project Wise Voucher List', '/project-wise-voucherList'),
  l('Project Wise Ledger', '/project-wise-ledger'),
  l('Project Ledger Report', '/project-ledger-report'),
  l('Investors', '/investor'),
  l('Project Investors', '/project-investor'),
  l('Suppliers', '/project-supplier'),
  l('Investor Report', '/investor-report'),
  l('Investor Summary', '/project-investor-summery'),
  l('Project Profit / Loss', '/project-p/l-reports'),
  l('Expense Reports', '/expenses-reports'),
  l('Bank Reports', '/bank-reports'),
  l('Petty Cash Report', '/pettycash-report'),
  l('Project Petty Cash', '/project-pettycash'),
  l('Returnable Transactions', '/transaction'),
  l('Outstanding', '/outstanding'),
  l('Trial Balance', '/trial-balance'),
  l('Balance Sheet', '/balance-sheet'),
];
