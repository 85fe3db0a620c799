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
import { routeGroup } from '../../http/routeGroup.js';

export async function stockRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['stock'] });

  user.read('/products_stock', { querystring: productsStockQuery, response: { 200: productsStockReply } }, productsStock);

  user.get('/get_stock_by_modelId/:id', { params: idParam, response: { 200: modelStock } }, async (req) => stockOfModel(db(), req.params.id));

  user.get(
    '/model-transactions/:mId',
    { params: modelTransactionsParams, querystring: modelTransactionsQuery, response: { 200: modelTransactionsReply } },
    async (req) => modelTransactions(db(), req.params.mId, req.query),
  );

  user.get('/current-stock-total', { response: { 200: currentStockTotalReply } }, async () => currentStockTotal(db()));
}
