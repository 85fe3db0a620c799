// Keys of the vouchers feature (payment, receipt, journal and contra vouchers).
import { familyKeys } from './documentKeys';

export const voucherKeys = {
  ...familyKeys('vouchers'),
  totals: (params: unknown) => ['vouchers', 'totals', params] as const,
  detail: (vcNo: string | null | undefined) => ['vouchers', 'detail', vcNo] as const,
  active: (dates: unknown, type: unknown) => ['vouchers', 'active', dates, type] as const,
  nextNo: (type: number | string, date: string) => ['vouchers', 'next-no', type, date] as const,
};
