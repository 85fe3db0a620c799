// The calls of the construction voucher, bill and ledger report screens.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../components/api';
import type { BillReply, VoucherItem, VoucherListRow } from '../../../contracts/construction-vouchers';
import type { z } from 'zod';
import type { LedgerReportRow, ledgerReport as ledgerReportSchema } from '../../../contracts/construction-accounts';
import { afterWrite } from '../../app/queryKeys';

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

const enc = encodeURIComponent;

export const nextVoucherNo = (type: number, date: string) =>
  api.get<{ project_vc_no: string }>('/project/voucher/next-no', { project_vc_type: type, project_vc_date: date }).then((r) => r.project_vc_no);
export const nextBillNo = (projectId: number, date: string) => api.get<{ vc_no: string }>('/project-bill/next-no', { projectId, vc_date: date }).then((r) => r.vc_no);

export const createVoucher = (b: { project_vc_type: number; project_vc_date: string; data: LineBody[] }) =>
  api.post<{ message: string; project_vc_no: string }>('/project/voucher/create', b);
export const updateVoucher = (vcNo: string, b: { project_vc_date: string; data: LineBody[] }) =>
  api.put<{ message: string }>(`/project/voucher/update/${enc(vcNo)}`, { vc_no: vcNo, ...b });
export const deleteVoucher = (vcNo: string) => api.delete<{ message: string; result: { affectedRows: number } }>(`/project/voucher/delete/${enc(vcNo)}`);
export const getVoucher = (vcNo: string) => api.get<{ result: VoucherDetails }>(`/project/voucher-details/${enc(vcNo)}`).then((r) => r.result);

export const createBill = (b: BillBody) => api.post<{ message: string; bill_id: number; vc_no: string }>('/project-bill/create', b);
export const updateBill = (id: number, b: BillBody) => api.put<{ message: string; bill_id: number; vc_no: string }>(`/project-bill/update/${id}`, b);
export const deleteBill = (id: number, vcNo: string) => api.delete<{ message: string }>('/project-bill/delete', { id, vc_no: vcNo });
export const getBill = (vcNo: string, projectId?: number | null) => api.get<BillReply>('/project-bill/get', { vc_no: vcNo, projectId });

export const ledgerReport = (q: { ledgerId: number; projectId?: number | null; sDate?: string; eDate?: string }) =>
  (q.projectId
    ? api.get<{ result: LedgerReport }>(`/project/ledger-by-project/${q.projectId}/${q.ledgerId}`, { sDate: q.sDate, eDate: q.eDate })
    : api.get<{ result: LedgerReport }>('/project/report/ledger', { ledgerId: q.ledgerId, sDate: q.sDate, eDate: q.eDate })
  ).then((r) => r.result);

/** After a voucher or bill is saved or deleted, every figure read from the books reloads. */
export function refreshBooks(qc: QueryClient) {
  return afterWrite(qc, 'projectVoucher');
}
