// Calls of the ledger reports and financial statements (every signed-in user).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../components/client';
import type {
  accountLedgerReply,
  balanceSheetReply,
  LedgerRow,
  partyLedgerReply,
  transactionReply,
  trialBalanceReply,
  voucherReportReply,
} from '../../../contracts/ledger-reports';
import { accountKeys, ledgerReportsApi } from '../../app/queryKeys';

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

export const partyLedger = (partyId: number, r: Range) =>
  call(ledgerReportsApi.combineLedgerAll, { query: { partyId, fromDate: r.startDate, toDate: r.endDate } });
export const accountLedger = (legId: number, r: Range) => call(ledgerReportsApi.accountLedger, { query: { legId, fromDate: r.startDate, toDate: r.endDate } });
export const voucherReport = async (vcNo: string) => (await call(ledgerReportsApi.indvVoucherReport, { query: { vcNo } })).data;
export const transactionReport = (r: Range) => call(ledgerReportsApi.dateWiseTransactionReport, { query: { ...r } });
export const trialBalance = (trDate: string) => call(ledgerReportsApi.trailBalance, { query: { trDate } });
export const balanceSheet = (trDate: string) => call(ledgerReportsApi.balanceSheet, { query: { trDate } });

export const useLedgerOptions = () =>
  useQuery({
    queryKey: accountKeys.ledgerOptions,
    queryFn: async () => (await call(ledgerReportsApi.ledgerOptions)).data,
    staleTime: 60_000,
  });
