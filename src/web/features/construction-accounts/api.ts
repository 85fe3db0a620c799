// The calls of the construction chart screens.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../components/client';
import type { GroupRow, LedgerRow, MainRow, SubRow } from '../../../contracts/construction-accounts';
import { afterWrite, projectChartApi, projectChartKeys } from '../../app/queryKeys';

export type { GroupRow, LedgerRow, MainRow, SubRow };

export interface LedgerFormValues {
  name: string;
  project_acc_main_id: number | null;
  project_acc_sub_id: number | null;
  project_id: number | null;
  amount: string;
  open_date: string;
  phone: string;
  address: string;
}

export interface ProjectLedgerRow extends LedgerRow {
  project_debit: number;
  project_credit: number;
}

const C = projectChartApi;
const ALL = { query: { limit: 100000 } };

export const useGroups = () =>
  useQuery({ queryKey: projectChartKeys.levelAll(C.projectGroup.path), queryFn: async (): Promise<GroupRow[]> => (await call(C.projectGroup, ALL)).result });
export const useMains = () =>
  useQuery({ queryKey: projectChartKeys.levelAll(C.projectMain.path), queryFn: async (): Promise<MainRow[]> => (await call(C.projectMain, ALL)).result });
export const useSubs = () =>
  useQuery({ queryKey: projectChartKeys.levelAll(C.projectSub.path), queryFn: async (): Promise<SubRow[]> => (await call(C.projectSub, ALL)).result });

export const saveLedger = (id: number | null, v: LedgerFormValues): Promise<{ message: string }> =>
  id ? call(C.projectLedgerUpdate, { params: { id }, body: v as never }) : call(C.projectLedgerCreate, { body: v as never });
export const deleteLedger = (id: number) => call(C.projectLedgerDelete, { params: { id } });
export const ledgersByProject = async (projectId: number): Promise<ProjectLedgerRow[]> =>
  (await call(C.getProjectLedgerByProjectById, { params: { id: projectId } })).result;

/** After a change to the chart, every list of it (and the pickers) reloads. */
export function refreshChart(qc: QueryClient) {
  return afterWrite(qc, 'projectChart');
}
