// The catalogue's calls from the browser, and the lists a change refreshes.
import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { Brand, Category, Group, Model, Serial } from '../../../contracts/catalogue';
import { afterWrite } from '../../app/queryKeys';
import { queryOf, groupsRead, type Named } from '../../components/reads';
import { call, type Endpoint } from '../../components/client';
import { catalogueApi } from '../../app/queryKeys/catalogue';
import { catalogueQueries } from '../../app/queryKeys/catalogue';
import { warrantyApi } from '../../app/queryKeys/warranty';

export type { Brand, Category, Group, Model, Serial };
export type NodeLevel = 'group' | 'brand' | 'category';

export interface NodeValues {
  name: string;
  g_id?: number | null;
  b_id?: number | null;
}

export interface ModelValues {
  name: string;
  g_id: number | null;
  b_id: number | null;
  c_id: number | null;
  pro_code: string;
  unit_type: string;
  open_qty: number;
  open_rate: number;
  srl_avl: 0 | 1;
  pro_status: 0 | 1;
  warranty: string;
  /** The price a bill line takes by default (0: none) and the least it may be sold at (null: none). */
  sale_price: number;
  min_price: number | null;
  serial?: string[];
}

/** Each level's list, post, edit and remove in the catalogue's contract. */
export const NODE_CALLS = {
  group: {
    all: catalogueApi.productGroupAll,
    post: catalogueApi.productGroupPost,
    edit: catalogueApi.productGroupEdit,
    remove: catalogueApi.productGroupRemove,
  },
  brand: {
    all: catalogueApi.productBrandAll,
    post: catalogueApi.productBrandPost,
    edit: catalogueApi.productBrandEdit,
    remove: catalogueApi.productBrandRemove,
  },
  category: {
    all: catalogueApi.productCategoryAll,
    post: catalogueApi.productCategoryPost,
    edit: catalogueApi.productCategoryEdit,
    remove: catalogueApi.productCategoryRemove,
  },
} as const satisfies Record<NodeLevel, unknown>;

// The level's routes are a union that `call` cannot take as one route: the level's form checks its fields.
export const saveNode = (level: NodeLevel, values: NodeValues, id?: number) =>
  id
    ? call(NODE_CALLS[level].edit as Endpoint, { params: { id }, body: values } as never)
    : call(NODE_CALLS[level].post as Endpoint, { body: values } as never);
export const deleteNode = (level: NodeLevel, id: number) => call(NODE_CALLS[level].remove as Endpoint, { params: { id } } as never);

export const saveModel = (values: ModelValues, id?: number) =>
  id ? call(catalogueApi.productModelEdit, { params: { id }, body: values }) : call(catalogueApi.productModelPost, { body: values });
/** A model's warranty in months, set by an admin (null: read from the text again when it changes). */
export const saveWarrantyMonths = (id: number, months: number | null) => call(warrantyApi.modelWarranty, { params: { id }, body: { warranty_months: months } });
export const deleteModel = (id: number) => call(catalogueApi.productModelRemove, { params: { id } });

export const addSerials = (modelId: number, serial: string[]) => call(catalogueApi.productModelSerialPost, { body: { m_id: modelId, serial } });
export const deleteSerial = (id: number) => call(catalogueApi.serialDelete, { params: { id } });

/** Lists that show catalogue records or stock: refreshed after any change here. */

export function useRefreshCatalogue() {
  const qc = useQueryClient();
  return () => afterWrite(qc, 'catalogue');
}

/** Options of a select, from a list call that answers { data }. Keys match the shared pickers'. */

export const useGroups = () => useQuery(queryOf(groupsRead));
export const useBrands = (gId: number | null) => useQuery({ ...catalogueQueries.brands(gId), enabled: !!gId });
export const useCategories = (gId: number | null, bId: number | null) => useQuery({ ...catalogueQueries.categories(gId, bId), enabled: !!bId });

export const options = (rows: Named[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
export const idOf = (v: string | null) => (v ? Number(v) : null);
export const valueOf = (id: number | null | undefined) => (id ? String(id) : null);
