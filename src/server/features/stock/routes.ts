// The stock screen and per-model stock: reads only. Stock itself is moved by documents through src/server/stock.
import type { ApiApp } from '../../app.js';
import { currentStockTotal, modelTransactions, productsStock, stockOfModel } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { stockRoutes as routes } from '../../../contracts/stock.js';

export async function stockRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['stock'] });

  user.reads(routes.productsStock, {}, productsStock);

  user.on(routes.getStockByModelId, {}, async (req) => stockOfModel(db(), req.params.id));

  user.on(routes.modelTransactions, {}, async (req) => modelTransactions(db(), req.params.mId, req.query));

  user.on(routes.currentStockTotal, {}, async () => currentStockTotal(db()));
}
