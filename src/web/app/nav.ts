// The sidebar: every section of the route tables. Sections marked adminOnly are shown to admins only
// (the server refuses their calls to anyone else, too).
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavSection {
  label: string;
  adminOnly?: boolean;
  links: NavLinkItem[];
}

const l = (label: string, to: string): NavLinkItem => ({ label, to });

export const NAV: NavSection[] = [
  { label: 'Home', links: [l('Dashboard', '/dashboard-selection')] },
  {
    label: 'Product Management',
    links: [
      l('Group', '/product-management-group'),
      l('Brand', '/product-management-brand'),
      l('Category', '/product-management-category'),
      l('Model', '/product-management-model'),
      l('Serial', '/product-management-serial'),
      l('Serial History', '/serial-history'),
      l('Stock', '/product-management-stock'),
      l('Stock Adjustment', '/product-adjustment'),
    ],
  },
  { label: 'Customer & Supplier', links: [l('Customer', '/customer-supplier-customer'), l('Supplier', '/customer-supplier-supplier'), l('Messages Outbox', '/messages')] },
  {
    label: 'Purchase Management',
    links: [
      l('Purchase List', '/purchase-management'),
      l('Create Purchase', '/purchase-management-create'),
      l('Purchase Items', '/purchase-management-items'),
      l('Purchase Return', '/purchase-return'),
      l('Create Purchase Return', '/purchase-return-create'),
    ],
  },
  {
    label: 'Sales',
    links: [
      l('Sales List', '/sales/bill'),
      l('Create Bill', '/sales-create'),
      l('Sold Items', '/sales/bill-product-list'),
      l('Sales Return', '/sales/bill-return'),
      l('Create Sales Return', '/sales/bill-return-create'),
      l('Quotation', '/quotation'),
      l('Create Quotation', '/quotation/create'),
    ],
  },
  {
    label: 'Warranty & Service',
    links: [l('Claim Desk', '/warranty/desk'), l('RMA Challans', '/warranty/rma'), l('Warranty Reports', '/warranty/reports')],
  },
  {
    label: 'Receipt & Payment',
    links: [
      l('Collection Entry', '/receipt-payment/receipt'),
      l('Collection List', '/receipt-payment/receipt-list'),
      l('Payment', '/receipt-payment/payment'),
      l('Payment List', '/receipt-payment/payment-list'),
      l('Cheque Register', '/cheque-register'),
      l('Bank Reconciliation', '/bank-reconciliation'),
    ],
  },
  {
    label: 'Ledger Reports',
    links: [
      l('Supplier Ledger', '/ledger-report-supplier'),
      l('Customer Ledger', '/ledger-report-customer'),
      l('Buyer Ledger', '/ledger-report-combine'),
      l('Account Ledger', '/report-account-ledger'),
      l('Purchase Ledger', '/report-purchase-ledger'),
      l('Cash Book', '/cash-book'),
      l('Bank Book', '/bank-book'),
    ],
  },
  {
    label: 'Sales & Purchase Reports',
    links: [
      l('Date Wise Sales', '/date-wise-sales-report'),
      l('Item Wise Sales', '/item-wise-sales-report'),
      l('Sales Analysis', '/sales-analytics-report'),
      l('Date Wise Sales Return', '/date-wise-sale-return-report'),
      l('Item Wise Sales Return', '/item-wise-sale-return-report'),
      l('Sales Return Analysis', '/sales-return-analysis-report'),
      l('Date Wise Purchase', '/data-wise-purchase-report'),
      l('Item Wise Purchase', '/item-wise-purchase-report'),
      l('Purchase Analysis', '/purchase-analysis'),
      l('Purchase Return', '/purchase-return-reports'),
      l('Purchase Return Items', '/purchase-return-item-report'),
      l('Purchase Return Analysis', '/purchase-return-analysis'),
      l('Purchase Report (PDF)', '/report/purchase'),
      l('Sales Report (PDF)', '/report/sales'),
    ],
  },
  {
    label: 'Collection & Payment Reports',
    links: [
      l('Date Wise Collection', '/date-wise-collection-report'),
      l('Collection Analysis', '/collection-analysis'),
      l('Date Wise Payment', '/date-wise-payment'),
      l('Payment Analysis', '/payment-analysis'),
      l('Received and Payment', '/report/voucher/received-payment'),
    ],
  },
  {
    label: 'Accounts & Profit Reports',
    links: [
      l('Day Book', '/day-book'),
      l('Transaction Ledger', '/transaction-report'),
      l('Trial Balance', '/trial-balance-report'),
      l('Balance Sheet', '/balanceSheet'),
      l('Profit and Loss', '/profit-loss'),
      l('Cash Flow', '/cash-flow'),
      l('Receivables and Payables Ageing', '/ageing'),
      l('Gross Profit', '/gross-profit'),
      l('Daily Sales And Profit', '/daily-profit'),
      l('VAT Returns and Registers', '/vat/returns'),
    ],
  },
  {
    label: 'Stock Reports',
    links: [
      l('Product Ledger', '/product-ledger'),
      l('Stock Report', '/report/stock'),
      l('Stock Report Balance', '/report/stock/balance'),
      l('Office Stock Book', '/report/stock-sales'),
      l('Stock Adjustment Report', '/stock-adjustment-report'),
    ],
  },
  { label: 'User Management', adminOnly: true, links: [l('Manage Users', '/users/manage-user'), l('Create User', '/users/create-user')] },
  {
    label: 'Accounts Management',
    adminOnly: true,
    links: [
      l('Main Head', '/accounts/main-group'),
      l('Sub Head', '/accounts/sub-group'),
      l('Ledger', '/accounts/ledger-group'),
      l('Bank', '/accounts-bank'),
      l('Company Profile', '/settings/company'),
      l('Audit Log', '/settings/audit-log'),
      l('Period Lock', '/settings/period-lock'),
      l('Import Data', '/settings/import'),
      l('Backups', '/settings/backups'),
      l('Messages', '/settings/messages'),
      l('Year-end Closing', '/year-end-closing'),
      l('VAT Settings', '/vat/settings'),
      l('VAT Rates and Tax IDs', '/vat/rates'),
    ],
  },
  {
    label: 'Voucher Management',
    adminOnly: true,
    links: [
      l('Voucher Entry', '/voucher-management/entry'),
      l('Voucher List', '/voucher-management-voucher-list'),
      l('Voucher Approval', '/voucher-management-voucher-posting'),
    ],
  },
  { label: 'Construction', links: [l('Construction Dashboard', '/construction')] },
];
