import type { z } from 'zod';
import type { modelTransactions, productsStock, StockRow } from '../../../contracts/stock';
import { call } from '../../components/client';
import { stockApi as stockRoutes } from '../../app/queryKeys/stock';
import { catalogueApi } from '../../app/queryKeys/catalogue';

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
  list: (f: StockFilter, limit: number) => call(stockRoutes.productsStock, { query: { ...f, limit } }),
  transactions: (modelId: number, startDate: string, endDate: string) =>
    call(stockRoutes.modelTransactions, { params: { mId: modelId }, query: { startDate, endDate } }),
  models: async () => (await call(catalogueApi.productModelAll, { query: { limit: 999999 } })).data,
};
