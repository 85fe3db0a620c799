// Calls of the ledger reports and financial statements (every signed-in user).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../components/api';
import type {
  accountLedgerReply,
  balanceSheetReply,
  LedgerRow,
  partyLedgerReply,
  transactionReply,
  trialBalanceReply,
  voucherReportReply,
} from '../../../contracts/ledger-reports';
import { accountKeys } from '../../app/queryKeys';

export type { LedgerRow };
export type PartyLedger = z.infer<typeof partyLedgerReply>;
export type AccountLedger = z.infer<typeof accountLedgerReply>;
export type VoucherReport = z.infer<typeof voucherReportReply>['data'];
export type TransactionReport = z.infer<typeof transactionReply>;
export type TrialBalance = z.infer<typeof trialBalanceReply>;
export type BalanceSheet = z.infer<typeof balanceSheetReply>;

interface Range {
  startDate: string;
  endDate: string;
}

export const partyLedger = (partyId: number, r: Range) => api.get<PartyLedger>('/combine_ledger_all', { partyId, fromDate: r.startDate, toDate: r.endDate });
export const accountLedger = (legId: number, r: Range) => api.get<AccountLedger>('/account_ledger', { legId, fromDate: r.startDate, toDate: r.endDate });
export const voucherReport = async (vcNo: string) => (await api.get<{ data: VoucherReport }>('/indv_voucher_report', { vcNo })).data;
export const transactionReport = (r: Range) => api.get<TransactionReport>('/date_wise_transaction_report', { ...r });
export const trialBalance = (trDate: string) => api.get<TrialBalance>('/trail_balance', { trDate });
export const balanceSheet = (trDate: string) => api.get<BalanceSheet>('/balance_sheet', { trDate });

export const useLedgerOptions = () =>
  useQuery({
    queryKey: accountKeys.ledgerOptions,
    queryFn: async () => (await api.get<{ data: { id: number; name: string; sub_name: string; main_name: string }[] }>('/ledger_options')).data,
    staleTime: 60_000,
  });
