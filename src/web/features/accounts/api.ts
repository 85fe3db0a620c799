// Calls of the chart of accounts screens (admin only).
import { api } from '../../components/api';
import type { Ledger, MainHead, SubHead } from '../../../contracts/accounts';

export type { Ledger, MainHead, SubHead };
export type Group = { id: number; name: string; nature: string };

export const listGroups = async () => (await api.get<{ data: Group[] }>('/group_all')).data;
export const listAllMainHeads = async () => (await api.get<{ data: MainHead[] }>('/maingroup_all')).data;
export const listAllSubHeads = async () => (await api.get<{ data: SubHead[] }>('/sub_all')).data;

export const saveLedger = (id: number | undefined, body: { m_id: number | null; s_id: number | null; name: string; amount: number; open_date: string }) =>
  id ? api.patch<{ message: string; data: Ledger }>(`/ledger_edit/${id}`, body) : api.post<{ message: string; data: Ledger }>('/ledger_post', body);
export const removeLedger = (id: number) => api.delete<{ message: string }>(`/ledger_remove/${id}`);

