// Keys of what shows a model's stock: the stock list, a model's movements, in-stock serials, the
import { endpoints } from '../../components/client';
import type { stockRoutes } from '../../../contracts/stock';
// product finder and the models of a category (both carry the quantity in stock).
export const stockKeys = {
  all: ['stock'] as const,
  list: (filter: unknown, limit: number) => ['stock', 'list', filter, limit] as const,
  byModel: (modelId: number | null, from: string, to: string) => ['stock', 'model', modelId, from, to] as const,
  serials: (modelId: number | null, status = 1) => ['stock', 'serials', modelId, status] as const,
  finder: (query: unknown) => ['stock', 'finder', query] as const,
  modelsOf: (gId: number | null, bId: number | null, cId: number | null | undefined) => ['stock', 'models-of', gId, bId, cId] as const,
};

/** The stock contract's routes (contracts/stock.ts), for `call` (components/client.ts). */
export const stockApi = endpoints<typeof stockRoutes>({
  productsStock: 'GET /products_stock',
  getStockByModelId: 'GET /get_stock_by_modelId/:id',
  modelTransactions: 'GET /model-transactions/:mId',
  currentStockTotal: 'GET /current-stock-total',
});
