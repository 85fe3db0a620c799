// The calls of the project screens.
import { call } from '../../components/client';
import { projectsApi } from '../../app/queryKeys';
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

export const getDashboard = () => call(projectsApi.projectReportDashboard);
export const getProject = (id: number) => call(projectsApi.projectDetails, { params: { id } }).then((r) => r.result);
export const createProject = (v: ProjectFormValues) => call(projectsApi.projectCreate, { body: v });
export const updateProject = (id: number, v: ProjectFormValues) => call(projectsApi.projectUpdate, { params: { id }, body: v });
export const deleteProject = (id: number) => call(projectsApi.projectDelete, { params: { id } });
export const setStatus = (id: number, status: ProjectStatus, profitLoss: number, investment: number) =>
  call(projectsApi.projectStatus, { params: { id }, body: { status, profitLoss, investment } });

