// The calls of the investor, project investment and supplier screens.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../components/api';
import type { InvestorRow, ProjectInvestorRow, SupplierRow } from '../../../contracts/construction-investors';
import { afterWrite, investorKeys } from '../../app/queryKeys';

export type { InvestorRow, ProjectInvestorRow, SupplierRow };
export { INVESTOR_MESSAGES } from '../../../contracts/construction-investors';

export interface InvestorFormValues {
  name: string;
  email: string;
  phone: string;
  contact_info: string;
}

export interface AssignFormValues {
  project_id: number | null;
  investor_id: number | null;
  contribution_amount: string;
}

export const saveInvestor = (id: number | null, v: InvestorFormValues) =>
  id ? api.put<{ message: string }>(`/investor/update/${id}`, v) : api.post<{ message: string; insertId: number }>('/investor/create', v);
export const deleteInvestor = (id: number) => api.delete<{ message: string }>(`/investor/delete/${id}`);
export const assignInvestor = (v: AssignFormValues) => api.post<{ message: string; insertId: number }>('/project-investor/assign', v);
export const updateContribution = (id: number, amount: string) =>
  api.put<{ message: string }>(`/project-investor/update/${id}`, { contribution_amount: amount });
export const removeAssignment = (id: number) => api.delete<{ message: string }>(`/project-investor/delete/${id}`);

/** Every investor, for the picker of the Add Project Investment form. */
export function useAllInvestors() {
  return useQuery({
    queryKey: investorKeys.options,
    queryFn: async () => (await api.get<{ result: { dataResult: InvestorRow[] } }>('/investors', { limit: 100000 })).result.dataResult,
  });
}

/** An investor or an investment changes the lists, the chart (its ledger), the projects' investment and every report. */
export function refreshInvestors(qc: QueryClient) {
  return afterWrite(qc, 'investor');
}
