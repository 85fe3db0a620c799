// The calls of the construction voucher, bill and ledger report screens.
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../components/client';
import type { BillReply, VoucherItem, VoucherListRow } from '../../../contracts/construction-vouchers';
import type { z } from 'zod';
import type { LedgerReportRow, ledgerReport as ledgerReportSchema } from '../../../contracts/construction-accounts';
import { afterWrite, projectChartApi, projectVouchersApi } from '../../app/queryKeys';

export type { BillReply, VoucherItem, VoucherListRow, LedgerReportRow };

/** A line as the server takes it. */
export interface LineBody {
  project_ledger_id: number;
  debit: number;
  credit: number;
  remarks: string;
  project_id?: number | null;
}

export interface VoucherDetails {
  master: {
    project_vc_no: string;
    project_vc_date: string;
    project_vc_type: number;
    project_id: number | null;
    project_name: string | null;
    total_debit: number;
    total_credit: number;
    bill_id: number | null;
  };
  items: VoucherItem[];
}

export interface BillBody {
  project_id?: number;
  vc_no?: string;
  vc_type: 2 | 4;
  vc_date: string;
  ledger_id: number | null;
  items: { description: string; amount: number }[];
  data: LineBody[];
}

/** A ledger's report: its opening, its lines with their running balance, the totals and the closing. */
export type LedgerReport = z.infer<typeof ledgerReportSchema>;

const V = projectVouchersApi;

export const nextVoucherNo = (type: number, date: string) =>
  call(V.projectVoucherNextNo, { query: { project_vc_type: type, project_vc_date: date } }).then((r) => r.project_vc_no);
export const nextBillNo = (projectId: number, date: string) => call(V.projectBillNextNo, { query: { projectId, vc_date: date } }).then((r) => r.vc_no);

export const createVoucher = (b: { project_vc_type: number; project_vc_date: string; data: LineBody[] }) => call(V.projectVoucherCreate, { body: b });
export const updateVoucher = (vcNo: string, b: { project_vc_date: string; data: LineBody[] }) =>
  call(V.projectVoucherUpdate, { params: { vc_no: vcNo }, body: { vc_no: vcNo, ...b } });
export const deleteVoucher = (vcNo: string) => call(V.projectVoucherDelete, { params: { vc_no: vcNo } });
export const getVoucher = (vcNo: string) => call(V.projectVoucherDetails, { params: { vc_no: vcNo } }).then((r) => r.result as VoucherDetails);

export const createBill = (b: BillBody) => call(V.projectBillCreate, { body: b as BillBody & { project_id: number } });
export const updateBill = (id: number, b: BillBody) => call(V.projectBillUpdate, { params: { id }, body: b });
export const deleteBill = (id: number, vcNo: string) => call(V.projectBillDelete, { body: { id, vc_no: vcNo } });
export const getBill = (vcNo: string, projectId?: number | null) => call(V.projectBillGet, { query: { vc_no: vcNo, projectId: projectId ?? undefined } });

export const ledgerReport = (q: { ledgerId: number; projectId?: number | null; sDate?: string; eDate?: string }) =>
  (q.projectId
    ? call(projectChartApi.getProjectLedgerByProjectByIdLedgerId, {
        params: { id: q.projectId, ledgerId: q.ledgerId },
        query: { sDate: q.sDate, eDate: q.eDate },
      })
    : call(projectChartApi.projectReportLedger, { query: { ledgerId: q.ledgerId, sDate: q.sDate, eDate: q.eDate } })
  ).then((r): LedgerReport => r.result);

/** After a voucher or bill is saved or deleted, every figure read from the books reloads. */
export function refreshBooks(qc: QueryClient) {
  return afterWrite(qc, 'projectVoucher');
}
