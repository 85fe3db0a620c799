// Calls of the chart of accounts screens (admin only).

import type { Ledger, MainHead, SubHead } from '../../../contracts/accounts';
import { call } from '../../components/client';
import { accountsApi } from '../../app/queryKeys/accounts';

export type { Ledger, MainHead, SubHead };
export type Group = { id: number; name: string; nature: string };

export const listGroups = async () => (await call(accountsApi.groupAll)).data;
export const listAllMainHeads = async () => (await call(accountsApi.maingroupAll, { query: {} })).data;
export const listAllSubHeads = async () => (await call(accountsApi.subAll, { query: {} })).data;

export const saveLedger = (id: number | undefined, body: { m_id: number | null; s_id: number | null; name: string; amount: number; open_date: string }) =>
  id ? call(accountsApi.ledgerEdit, { params: { id }, body }) : call(accountsApi.ledgerPost, { body });
export const removeLedger = (id: number) => call(accountsApi.ledgerRemove, { params: { id } });
