// The collection and payment reports (CollPayReportPage), by date or by party: each is its settings.
import { CollPayReportPage } from './tradingReports';
import { reportScreen } from './parts';
import { collectionsApi } from '../../app/queryKeys';

const collections = { route: collectionsApi.dateWiseCollectionReport, partyKey: 'customer' } as const;
const payments = { route: collectionsApi.dateWisePaymentReport, partyKey: 'supplier' } as const;

export const DateWiseCollection = reportScreen(CollPayReportPage, { title: 'Date Wise Collection Report', ...collections, groupBy: 'date' });
export const CollectionAnalysis = reportScreen(CollPayReportPage, { title: 'Collection Analysis', ...collections, groupBy: 'party' });
export const DateWisePayment = reportScreen(CollPayReportPage, { title: 'Date Wise Payment Report', ...payments, groupBy: 'date' });
export const PaymentAnalysis = reportScreen(CollPayReportPage, { title: 'Payment Analysis', ...payments, groupBy: 'party' });
