// The calls of the project screens.
import { api } from '../../components/api';
import type { Dashboard, ProjectRow } from '../../../contracts/construction-projects';
import type { ProjectStatus } from '../../../domain/construction';

export type { Dashboard, ProjectRow };

export interface ProjectFormValues {
  work_id: string;
  project_name: string;
  work_amount: string;
  security_money: string;
  start_date: string;
  end_date: string;
  place: string;
  organization: string;
  qoutation: string;
  remarks: string;
}

export interface LedgerSummaryRow {
  vc_date: string;
  vc_no: string;
  vc_type: number;
  remarks: string;
  ledger_name: string;
  investment: number;
  total_payment: number;
  total_received: number;
}

export const getDashboard = () => api.get<Dashboard>('/project/report/dashboard');
export const getProject = (id: number) =>
  api.get<{ result: { project_details: ProjectRow; ledger_summary: LedgerSummaryRow[] } }>(`/project-details/${id}`).then((r) => r.result);
export const createProject = (v: ProjectFormValues) => api.post<{ message: string; insertId: number }>('/project/create', v);
export const updateProject = (id: number, v: ProjectFormValues) => api.put<{ message: string }>(`/project/update/${id}`, v);
export const deleteProject = (id: number) => api.delete<{ message: string }>(`/project/delete/${id}`);
export const setStatus = (id: number, status: ProjectStatus, profitLoss: number, investment: number) =>
  api.put<{ message: string; result: { affectedRows: number } }>(`/project/status/${id}`, { status, profitLoss, investment });

