// The catalogue's calls from the browser, and the lists a change refreshes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../components/api';
import type { Brand, Category, Group, Model, Serial } from '../../../contracts/catalogue';
import { afterWrite, catalogueKeys } from '../../app/queryKeys';
import { queryOf, groupsRead, type Named } from '../../components/reads';
import { call } from '../../components/client';
import { catalogueApi } from '../../app/queryKeys/catalogue';

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

export const saveNode = (level: NodeLevel, values: NodeValues, id?: number) =>
  id ? api.patch(`/product_${level}_edit/${id}`, values) : api.post(`/product_${level}_post`, values);
export const deleteNode = (level: NodeLevel, id: number) => api.delete(`/product_${level}_remove/${id}`);

export const saveModel = (values: ModelValues, id?: number) =>
  id ? call(catalogueApi.productModelEdit, { params: { id }, body: values }) : call(catalogueApi.productModelPost, { body: values });
export const deleteModel = (id: number) => call(catalogueApi.productModelRemove, { params: { id } });

export const addSerials = (modelId: number, serial: string[]) => call(catalogueApi.productModelSerialPost, { body: { m_id: modelId, serial } });
export const deleteSerial = (id: number) => call(catalogueApi.serialDelete, { params: { id } });

/** Lists that show catalogue records or stock: refreshed after any change here. */

export function useRefreshCatalogue() {
  const qc = useQueryClient();
  return () => afterWrite(qc, 'catalogue');
}

/** Options of a select, from a list call that answers { data }. Keys match the shared pickers'. */
const listOf = (path: string, query?: Record<string, number | null>) => async () => (await api.get<{ data: Named[] }>(path, query)).data;

export const useGroups = () => useQuery(queryOf(groupsRead));
export const useBrands = (gId: number | null) =>
  useQuery({ queryKey: catalogueKeys.brands(gId), queryFn: listOf('/product_brand_all', { gId }), enabled: !!gId });
export const useCategories = (gId: number | null, bId: number | null) =>
  useQuery({ queryKey: catalogueKeys.categories(gId, bId), queryFn: listOf('/product_category_all', { gId, bId }), enabled: !!bId });

export const options = (rows: Named[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
export const idOf = (v: string | null) => (v ? Number(v) : null);
export const valueOf = (id: number | null | undefined) => (id ? String(id) : null);
