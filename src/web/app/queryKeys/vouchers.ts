// Keys of the vouchers feature (payment, receipt, journal and contra vouchers).
import { familyKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { vouchersRoutes } from '../../../contracts/vouchers';

export const voucherKeys = {
  ...familyKeys('vouchers'),
  totals: (params: unknown) => ['vouchers', 'totals', params] as const,
  detail: (vcNo: string | null | undefined) => ['vouchers', 'detail', vcNo] as const,
  active: (dates: unknown, type: unknown) => ['vouchers', 'active', dates, type] as const,
  nextNo: (type: number | string, date: string) => ['vouchers', 'next-no', type, date] as const,
};

/** The vouchers contract's routes (contracts/vouchers.ts), for `call` (components/client.ts). */
export const vouchersApi = endpoints<typeof vouchersRoutes>({
  voucherPost: 'POST /voucher_post',
  voucherAll: 'GET /voucher_all',
  jvAll: 'GET /jv_all',
  allActiveVoucher: 'GET /all_active_voucher',
  voucherByVcNo: 'GET /voucher_by_vc_no',
  journalByDate: 'GET /journalByDate',
  voucherNextNo: 'GET /voucher_next_no',
  vcPosting: 'PUT /vc_posting/:vc_no',
  voucherUpdate: 'PATCH /voucher_update',
  voucherDelete: 'DELETE /voucher_delete',
  voucherRemoveById: 'DELETE /voucher_remove_by_id/:id',
});

/** The vouchers feature's reads, each with its key. */
export const voucherQueries = {
  /** A voucher by its number, its lines. */
  detail: (vcNo: string | null | undefined) => callQuery(voucherKeys.detail(vcNo), vouchersApi.voucherByVcNo, { query: { vcno: vcNo ?? '' } }, (r) => r.data),
  /** The number a voucher of the type made on the date would take. */
  nextNo: (type: number, date: string) => callQuery(voucherKeys.nextNo(type, date), vouchersApi.voucherNextNo, { query: { type, date } }, (r) => r.vc_no),
};
