// Purchases: one call saves the purchase, its serials, its stock and its vouchers in one
// transaction (the spec's page made a second call for the serials; it is not needed).
import type { ApiApp } from '../../app.js';

import { BOTH_DATES } from '../../../contracts/purchases.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { badRequest } from '../../errors.js';
import { createPurchase, deletePurchase, removePurchaseItem, removePurchaseSerial, updatePurchase } from './service.js';
import {
  dateWisePurchaseReport,
  itemWisePurchaseReport,
  listPurchases,
  nextPurchaseNo,
  purchaseAnalysisReport,
  purchaseFilterRows,
  purchaseReport,
  purchasesOfSupplier,
  serialsOfPurchase,
} from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { purchasesRoutes as routes } from '../../../contracts/purchases.js';

const tags = ['purchases'];

export async function purchasesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });

  user.on(routes.createPurchase, {}, async (req, reply) => {
    const saved = await createPurchase(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: 'Purchase added successfully', ...saved });
  });

  user.on(routes.purchaseUpdate, {}, async (req) => ({
    message: 'Purchase updated successfully',
    ...(await updatePurchase(db(), req.params.id, req.body, req.sessionUser.id)),
  }));

  user.reads(routes.allPurchase, {}, listPurchases);

  user.on(routes.purchaseByDate, {}, async (req) => {
    if (!req.query.startDate) throw badRequest(BOTH_DATES, 'startDate');
    return listPurchases(db(), req.query);
  });

  user.on(routes.purchaseFilter, {}, async (req) => listPurchases(db(), { ...req.query, search: req.params.x }));

  user.on(routes.bothPurchase, {}, async (req) => purchaseReport(db(), req.query.pId));

  user.on(routes.purchaseBySupp, {}, async (req) => ({
    purchases: await purchasesOfSupplier(db(), req.query.supp),
  }));

  for (const route of [routes.filterWith, routes.purchaseFilterBySupplier, routes.purchaseFilterByModel])
    user.on(route, {}, async (req) => purchaseFilterRows(db(), req.query));

  user.on(routes.allSerialByPurchase, {}, async (req) => serialsOfPurchase(db(), req.query.pur, req.query.mId));

  user.on(routes.purchaseNextNo, {}, async (req) => nextPurchaseNo(db(), req.query.date ?? todayInDhaka()));

  // ---- removals ----

  user.on(routes.purchaseItemDelete, {}, async (req) => {
    const id = req.body?.id ?? req.query.id;
    if (!id) throw badRequest('Item id is required', 'id');
    await removePurchaseItem(db(), id, req.sessionUser.id);
    return { message: 'Item deleted successfully' };
  });

  for (const route of [routes.updateSerialStatus, routes.purchaseSerialDelete])
    user.on(route, {}, async (req) => ({ message: 'Serial removed', ...(await removePurchaseSerial(db(), req.body.id, req.sessionUser.id)) }));

  user.on(routes.allPurchaseDelete, {}, async (req) => {
    await deletePurchase(db(), req.query);
    return { message: 'Deleted successfully!' };
  });

  for (const route of [routes.purchaseDelete, routes.purchaseDeletes])
    user.on(route, {}, async (req) => {
      await deletePurchase(db(), { vc_no: req.query.vc_no });
      return { message: 'Deleted successfully!' };
    });

  // ---- reports ----

  user.reads(routes.dateWisePurchaseReport, {}, dateWisePurchaseReport);
  user.reads(routes.dateWiseItemPurchaseReport, {}, itemWisePurchaseReport);
  user.reads(routes.dateWisePurchaseAnalysisReport, {}, purchaseAnalysisReport);
}
