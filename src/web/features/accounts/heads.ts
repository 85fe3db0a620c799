// The two kinds of head: a main head sits under a group, a sub head under a main head. Their
// screens differ only in these words, calls and messages.

import { listAllMainHeads, listGroups } from './api';
import { call } from '../../components/client';
import { accountsApi } from '../../app/queryKeys/accounts';

export type HeadKind = 'main' | 'sub';

export interface HeadRow {
  id: number;
  name: string;
  g_id?: number;
  m_id?: number;
  group_name?: string;
  main_name?: string;
}

export const HEAD = {
  main: {
    title: 'Main Head',
    listPath: '/maingroup_all',
    list: accountsApi.maingroupAll,
    listRoute: '/accounts/main-group',
    createRoute: '/accounts/main-group-create',
    updateRoute: '/accounts/main-group-update',
    parentKey: 'g_id' as const,
    parentsKey: '/group_all',
    parentLabel: 'Group Name',
    parentName: (r: HeadRow) => r.group_name ?? '',
    parentMissing: 'Group Name is required',
    parents: async () => (await listGroups()).map((g) => ({ value: String(g.id), label: g.name })),
    nameLabel: 'Main Name',
    nameMissing: 'Main Name is required',
    empty: 'No data available',
    failed: 'Failed to create',
    deleteQuestion: 'Are you sure you want to delete this main head?',
    save: (id: number | undefined, body: object) =>
      id ? call(accountsApi.maingroupEdit, { params: { id }, body: body as never }) : call(accountsApi.maingroupPost, { body: body as never }),
    remove: (id: number) => call(accountsApi.maingropuRemove, { params: { id } }),
  },
  sub: {
    title: 'Sub Head',
    listPath: '/sub_all',
    list: accountsApi.subAll,
    listRoute: '/accounts/sub-group',
    createRoute: '/accounts/sub-group-create',
    updateRoute: '/accounts/sub-group-update',
    parentKey: 'm_id' as const,
    parentsKey: '/maingroup_all',
    parentLabel: 'Main Name',
    parentName: (r: HeadRow) => r.main_name ?? '',
    parentMissing: 'Main Name is required',
    parents: async () => (await listAllMainHeads()).map((m) => ({ value: String(m.id), label: `${m.name} (${m.group_name})` })),
    nameLabel: 'Sub Name',
    nameMissing: 'Sub Name is required',
    empty: 'There are no Sub Head',
    failed: 'Something went wrong',
    deleteQuestion: 'Are you sure you want to delete this sub head?',
    save: (id: number | undefined, body: object) =>
      id ? call(accountsApi.subEdit, { params: { id }, body: body as never }) : call(accountsApi.subPost, { body: body as never }),
    remove: (id: number) => call(accountsApi.subRemove, { params: { id } }),
  },
};
