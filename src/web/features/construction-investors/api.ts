// The calls of the investor, project investment and supplier screens.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../components/client';
import type { InvestorRow, ProjectInvestorRow, SupplierRow } from '../../../contracts/construction-investors';
import { afterWrite, constructionQueries, investorsApi } from '../../app/queryKeys';

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

export const saveInvestor = (id: number | null, v: InvestorFormValues): Promise<{ message: string }> =>
  id ? call(investorsApi.investorUpdate, { params: { id }, body: v }) : call(investorsApi.investorCreate, { body: v });
export const deleteInvestor = (id: number) => call(investorsApi.investorDelete, { params: { id } });
export const assignInvestor = (v: AssignFormValues) => call(investorsApi.projectInvestorAssign, { body: v as never });
export const updateContribution = (id: number, amount: string) =>
  call(investorsApi.projectInvestorUpdate, { params: { id }, body: { contribution_amount: amount } });
export const removeAssignment = (id: number) => call(investorsApi.projectInvestorDelete, { params: { id } });

/** Every investor, for the picker of the Add Project Investment form. */
export function useAllInvestors() {
  return useQuery(constructionQueries.investorOptions());
}

/** An investor or an investment changes the lists, the chart (its ledger), the projects' investment and every report. */
export function refreshInvestors(qc: QueryClient) {
  return afterWrite(qc, 'investor');
}
