// Calls of the warranty screens; types come from the contract.
import { call } from '../../components/client';
import { warrantyApi } from '../../app/queryKeys/warranty';
import type { ClaimDetail, RmaDetail, WarrantyInfo } from '../../../contracts/warranty';

export type { ClaimDetail, RmaDetail, WarrantyInfo };

export const lookUpSerial = async (slNo: string) => (await call(warrantyApi.serialWarranty, { query: { sl_no: slNo } })).matches;
export const getClaim = (id: number) => call(warrantyApi.claim, { params: { id } });
export const getRma = (id: number) => call(warrantyApi.rma, { params: { id } });

/** A state as a clerk reads it. */
export const STATE_COLOR: Record<string, string> = {
  received: 'blue',
  sent: 'orange',
  repaired: 'teal',
  replaced: 'teal',
  rejected: 'red',
  credited: 'grape',
  delivered: 'gray',
  exchanged: 'violet',
};
