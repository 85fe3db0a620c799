// The calls of the construction chart screens.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../components/api';
import type { GroupRow, LedgerRow, MainRow, SubRow } from '../../../contracts/construction-accounts';
import { afterWrite, projectChartKeys } from '../../app/queryKeys';

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

const all = <T,>(path: string) => async () => (await api.get<{ result: T[] }>(path, { limit: 100000 })).result;

export const useGroups = () => useQuery({ queryKey: projectChartKeys.levelAll('/project/group'), queryFn: all<GroupRow>('/project/group') });
export const useMains = () => useQuery({ queryKey: projectChartKeys.levelAll('/project/main'), queryFn: all<MainRow>('/project/main') });
export const useSubs = () => useQuery({ queryKey: projectChartKeys.levelAll('/project/sub'), queryFn: all<SubRow>('/project/sub') });

export const saveLedger = (id: number | null, v: LedgerFormValues) =>
  id ? api.put<{ message: string }>(`/project/ledger/update/${id}`, v) : api.post<{ message: string; insertId: number }>('/project/ledger/create', v);
export const deleteLedger = (id: number) => api.delete<{ message: string }>(`/project/ledger/delete/${id}`);
export const ledgersByProject = async (projectId: number) => (await api.get<{ result: ProjectLedgerRow[] }>(`/project/ledger-by-project/${projectId}`)).result;

/** After a change to the chart, every list of it (and the pickers) reloads. */
export function refreshChart(qc: QueryClient) {
  return afterWrite(qc, 'projectChart');
}
