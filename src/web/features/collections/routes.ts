import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'receipt-payment/receipt', load: () => import('./ReceiptPage') },
  { path: 'receipt-payment/receipt-list', load: () => import('./ReceiptListPage') },
  { path: 'receipt-payment/receipt-edit', load: () => import('./ReceiptEditPage') },
  { path: 'receipt-payment/payment', load: () => import('./PaymentPage') },
  { path: 'receipt-payment/payment-list', load: () => import('./PaymentListPage') },
  { path: 'receipt-payment/payment-edit', load: () => import('./PaymentEditPage') },
  { path: 'receipt-payment/report', load: () => import('./MoneyReceiptPage') },
];
