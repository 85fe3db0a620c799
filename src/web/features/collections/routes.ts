import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'receipt-payment/receipt': () => import('./ReceiptPage'),
  'receipt-payment/receipt-list': () => import('./ReceiptListPage'),
  'receipt-payment/receipt-edit': () => import('./ReceiptEditPage'),
  'receipt-payment/payment': () => import('./PaymentPage'),
  'receipt-payment/payment-list': () => import('./PaymentListPage'),
  'receipt-payment/payment-edit': () => import('./PaymentEditPage'),
  'receipt-payment/report': () => import('./MoneyReceiptPage'),
};
