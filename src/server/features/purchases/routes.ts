// Purchases: one call saves the purchase, its serials, its stock and its vouchers in one
// transaction (the spec's page made a second call for the serials; it is not needed).
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam, messageBody, rangeQuery } from '../../../contracts/common.js';
import {
  allDeleteQuery,
  BOTH_DATES,
  bySupplier,
  datePurchaseReport,
  filterParam,
  itemIdBody,
  itemReport,
  purchaseListQuery,
  nextNoQuery,
  pIdQuery,
  purchaseAnalysis,
  purchaseBody,
  purchaseBoth,
  purchaseFilterQuery,
  purchaseFilterReply,
  purchaseList,
  purchaseSaved,
  purchaseSerials,
  serialIdBody,
  serialsByPurchaseQuery,
  suppQuery,
  vcNoQuery,
} from '../../../contracts/purchases.js';
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

const tags = ['purchases'];
const optionalItemId = z.object({ id: z.coerce.number().int().positive().optional() });
const serialRemoved = z.object({ message: z.string(), sl_no: z.string() });

export async function purchasesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });

  user.post('/create_purchase', { body: purchaseBody, response: { 201: purchaseSaved } }, async (req, reply) => {
    const saved = await createPurchase(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: 'Purchase added successfully', ...saved });
  });

  user.patch('/purchase_update/:id', { params: idParam, body: purchaseBody, response: { 200: purchaseSaved } }, async (req) => ({
    message: 'Purchase updated successfully',
    ...(await updatePurchase(db(), req.params.id, req.body, req.sessionUser.id)),
  }));

  user.read('/all_purchase', { querystring: purchaseListQuery, response: { 200: purchaseList } }, listPurchases);

  user.get('/purchaseByDate', { querystring: purchaseListQuery, response: { 200: purchaseList } }, async (req) => {
    if (!req.query.startDate) throw badRequest(BOTH_DATES, 'startDate');
    return listPurchases(db(), req.query);
  });

  user.get('/purchase/filter/:x', { params: filterParam, querystring: purchaseListQuery, response: { 200: purchaseList } }, async (req) =>
    listPurchases(db(), { ...req.query, search: req.params.x }),
  );

  user.get('/both_purchase', { querystring: pIdQuery, response: { 200: purchaseBoth } }, async (req) => purchaseReport(db(), req.query.pId));

  user.get('/purchaseBySupp', { querystring: suppQuery, response: { 200: bySupplier } }, async (req) => ({
    purchases: await purchasesOfSupplier(db(), req.query.supp),
  }));

  for (const path of ['/filterWith', '/purchase_filter_by_supplier', '/purchase_filter_by_model'])
    user.get(path, { querystring: purchaseFilterQuery, response: { 200: purchaseFilterReply } }, async (req) => purchaseFilterRows(db(), req.query));

  user.get('/all_serial_by_purchase', { querystring: serialsByPurchaseQuery, response: { 200: purchaseSerials } }, async (req) =>
    serialsOfPurchase(db(), req.query.pur, req.query.mId),
  );

  user.get('/purchase_next_no', { querystring: nextNoQuery, response: { 200: z.object({ pu_no: z.string() }) } }, async (req) =>
    nextPurchaseNo(db(), req.query.date ?? todayInDhaka()),
  );

  // ---- removals ----

  user.delete('/purchase_item_delete', { body: itemIdBody.optional(), querystring: optionalItemId, response: { 200: messageBody } }, async (req) => {
    const id = req.body?.id ?? req.query.id;
    if (!id) throw badRequest('Item id is required', 'id');
    await removePurchaseItem(db(), id, req.sessionUser.id);
    return { message: 'Item deleted successfully' };
  });

  for (const [method, path] of [
    ['PATCH', '/update_serial_status'],
    ['POST', '/purchase_serial_delete'],
  ] as const)
    api.route({
      method,
      url: path,
      config: { access: 'user' },
      schema: { tags, body: serialIdBody, response: { 200: serialRemoved } },
      handler: async (req) => ({ message: 'Serial removed', ...(await removePurchaseSerial(db(), req.body.id, req.sessionUser.id)) }),
    });

  user.delete('/allPurchaseDelete', { querystring: allDeleteQuery, response: { 200: messageBody } }, async (req) => {
    await deletePurchase(db(), req.query);
    return { message: 'Deleted successfully!' };
  });

  for (const path of ['/purchase_delete', '/purchase_deletes'])
    user.delete(path, { querystring: vcNoQuery, response: { 200: messageBody } }, async (req) => {
      await deletePurchase(db(), { vc_no: req.query.vc_no });
      return { message: 'Deleted successfully!' };
    });

  // ---- reports ----

  user.read('/date_wise_purchase_report', { querystring: rangeQuery, response: { 200: datePurchaseReport } }, dateWisePurchaseReport);
  user.read('/date_wise_item_purchase_report', { querystring: rangeQuery, response: { 200: itemReport } }, itemWisePurchaseReport);
  user.read('/date_wise_purchase_analysis_report', { querystring: rangeQuery, response: { 200: purchaseAnalysis } }, purchaseAnalysisReport);
}
