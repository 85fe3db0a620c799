// Calls of the collection and payment screens, and the words each kind uses on screen.
import type { CollPayRecord } from '../../../contracts/collections';
import { call } from '../../components/client';
import { collectionsApi } from '../../app/queryKeys/collections';

export type { CollPayRecord };
export type Kind = 'collection' | 'payment';

export interface CollPayPayload {
  supp_id: number;
  date: string;
  rmks: string;
  coll_pay_type: 1 | 2;
  cash_bank_type: 'Cash' | 'Cheque' | 'Mobile';
  amount: number;
  bankId: number | null;
  chqNo: string;
  chqDate: string;
  /** A cheque received: the bank it is drawn on (issue 22). */
  drawnOn?: string;
  /** Mobile money: the wallet's transaction ID (issue 22). */
  txnId?: string;
}

/** The words of each kind: the spec's labels, routes and the record type code. */
export const KIND = {
  collection: {
    type: 2 as const,
    title: 'Collection Entry Form',
    editTitle: 'Collection Edit Form',
    listTitle: 'Collection List',
    party: 'Customer',
    partyKind: 'customer' as const,
    partyColumn: 'Buyer',
    number: 'Collect No',
    method: 'Collect Type',
    amount: 'Amount',
    done: 'Collected',
    entry: '/receipt-payment/receipt',
    list: '/receipt-payment/receipt-list',
    edit: '/receipt-payment/receipt-edit',
  },
  payment: {
    type: 1 as const,
    title: 'Payment Form',
    editTitle: 'Payment',
    listTitle: 'Payment List',
    party: 'Supplier',
    partyKind: 'supplier' as const,
    partyColumn: 'Supplier',
    number: 'Payment No',
    method: 'Payment Type',
    amount: 'Paid Amount',
    done: 'Paid',
    entry: '/receipt-payment/payment',
    list: '/receipt-payment/payment-list',
    edit: '/receipt-payment/payment-edit',
  },
};

export const kindOf = (collPayType: number): Kind => (collPayType === 2 ? 'collection' : 'payment');

/** 'Cash' or 'Cheque', as the forms and lists call the two ways of paying. */
export const methodLabel = (cashBankType: string) => (cashBankType === 'Bank' ? 'Cheque' : cashBankType === 'Mobile' ? 'Mobile' : 'Cash');

/**
 * How an amount moves the party's due: money from a customer lowers what they owe, money to a
 * supplier lowers what we owe them; the other way round raises it.
 */
export function dueEffect(kind: Kind, partyType: number | undefined, amount: number): number {
  const lowers = (kind === 'collection') === (partyType !== 2);
  return lowers ? -amount : amount;
}

export const nextNumber = async (type: 1 | 2, method: string, date: string) =>
  (await call(collectionsApi.collpayNextNo, { query: { type, method: method === 'Cheque' ? 'Bank' : method === 'Mobile' ? 'Mobile' : 'Cash', date } })).vc_no;
export const createRecord = (p: CollPayPayload) => call(collectionsApi.collPayPost, { body: p });
export const updateRecord = (id: number, p: CollPayPayload) => call(collectionsApi.collPayEdit, { params: { id }, body: p });
export const removeRecord = (id: number) => call(collectionsApi.collPayRemove, { params: { id } });
