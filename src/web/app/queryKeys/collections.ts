// Keys of the collections and payments feature (money receipts).
import { familyKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { collectionsRoutes } from '../../../contracts/collections';

export const collectionKeys = {
  ...familyKeys('collections'),
  detail: (id: number | null | undefined) => ['collections', 'detail', id] as const,
  nextNo: (type: number, method: string, date: string) => ['collections', 'next-no', type, method, date] as const,
};

/** The collections contract's routes (contracts/collections.ts), for `call` (components/client.ts). */
export const collectionsApi = endpoints<typeof collectionsRoutes>({
  collPayPost: 'POST /collPay_post',
  collPayAll: 'GET /collPay_all',
  collPay: 'GET /collPay/:id',
  getByVcNo: 'GET /getByVcNo',
  getByInvNo: 'GET /getByInvNo',
  collPayEdit: 'PATCH /collPay_edit/:id',
  collPayRemove: 'DELETE /collPay_remove/:id',
  collpayNextNo: 'GET /collpay_next_no',
  dateWiseCollectionReport: 'GET /date_wise_collection_report',
  dateWisePaymentReport: 'GET /date_wise_payment_report',
});

/** The collections feature's reads, each with its key. */
export const collectionQueries = {
  /** One collection or payment. */
  detail: (id: number | null | undefined) => callQuery(collectionKeys.detail(id), collectionsApi.collPay, { params: { id: id ?? '' } }, (r) => r.data),
};
