import { api } from '../../components/api';
import type { z } from 'zod';
import type { modelTransactions, productsStock, StockRow } from '../../../contracts/stock';

export type ProductsStock = z.infer<typeof productsStock>;
export type ModelTransactions = z.infer<typeof modelTransactions>;
export type { StockRow };

export interface StockFilter {
  search?: string;
  startDate?: string;
  endDate?: string;
  modelId?: number;
}

export const stockApi = {
  list: (f: StockFilter, limit: number) => api.get<ProductsStock>('/products_stock', { ...f, limit }),
  transactions: (modelId: number, startDate: string, endDate: string) => api.get<ModelTransactions>(`/model-transactions/${modelId}`, { startDate, endDate }),
  models: async () => (await api.get<{ data: { id: number; name: string }[] }>('/product_model_all', { limit: 999999 })).data,
};
