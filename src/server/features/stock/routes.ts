// The stock screen and per-model stock: reads only. Stock itself is moved by documents through src/server/stock.
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import {
  currentStockTotal as currentStockTotalReply,
  modelStock,
  modelTransactions as modelTransactionsReply,
  modelTransactionsParams,
  modelTransactionsQuery,
  productsStock as productsStockReply,
  productsStockQuery,
} from '../../../contracts/stock.js';
import { currentStockTotal, modelTransactions, productsStock, stockOfModel } from './queries.js';

const tags = ['stock'];

export async function stockRoutes(api: ApiApp) {
  const db = () => api.database.db;

  api.get(
    '/products_stock',
    { config: { access: 'user' }, schema: { tags, querystring: productsStockQuery, response: { 200: productsStockReply } } },
    async (req) => productsStock(db(), req.query),
  );

  api.get('/get_stock_by_modelId/:id', { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: modelStock } } }, async (req) =>
    stockOfModel(db(), req.params.id),
  );

  api.get(
    '/model-transactions/:mId',
    {
      config: { access: 'user' },
      schema: { tags, params: modelTransactionsParams, querystring: modelTransactionsQuery, response: { 200: modelTransactionsReply } },
    },
    async (req) => modelTransactions(db(), req.params.mId, req.query),
  );

  api.get('/current-stock-total', { config: { access: 'user' }, schema: { tags, response: { 200: currentStockTotalReply } } }, async () =>
    currentStockTotal(db()),
  );
}
