// Purchase returns: one call saves the return, moves its stock and serials and posts its voucher
// in one transaction. PATCH /purchase_return_update/{id} replaces a saved return the same way.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam, rangeQuery } from '../../../contracts/common.js';
import { nextNoQuery, purchaseListQuery } from '../../../contracts/purchases.js';
import {
  dateReturnReport,
  itemReturnReport,
  prDeleteBody,
  prDeleteReply,
  purchaseReturnBody,
  purchaseReturnBoth,
  purchaseReturnList,
  purchaseReturnPreview,
  purchaseReturnPreviewBody,
  purchaseReturnSaved,
  returnAnalysis,
  returnFilterQuery,
  returnFilterReply,
  returnSerialBody,
  rIdQuery,
} from '../../../contracts/purchase-returns.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { createPurchaseReturn, deletePurchaseReturn, previewPurchaseReturn, removeReturnSerial, updatePurchaseReturn } from './service.js';
import { dateWiseReturnReport, itemWiseReturnReport, listReturns, nextReturnNo, returnAnalysisReport, returnReport, returnsBetween } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function purchaseReturnsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['purchase-returns'] });

  user.post('/create_purchase_return', { body: purchaseReturnBody, response: { 201: purchaseReturnSaved } }, async (req, reply) => {
    const saved = await createPurchaseReturn(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: 'Purchase added successfully', ...saved });
  });

  user.post(
    '/purchase_return_preview',
    {
      summary: 'What a return would take back, worked out as the save does (nothing is written)',
      description:
        'Per line its value at the return price and its share of the purchase’s input VAT and VAT in cost; the totals and what the supplier ' +
        'is debited. return_id: the return being edited (its own lines are free again).',
      body: purchaseReturnPreviewBody,
      response: { 200: purchaseReturnPreview },
    },
    async (req) => previewPurchaseReturn(db(), req.body, req.body.return_id),
  );

  user.patch('/purchase_return_update/:id', { params: idParam, body: purchaseReturnBody, response: { 200: purchaseReturnSaved } }, async (req) => ({
    message: 'Update Successfully',
    ...(await updatePurchaseReturn(db(), req.params.id, req.body, req.sessionUser.id)),
  }));

  user.post('/pr_delete', { body: prDeleteBody, response: { 200: prDeleteReply } }, async (req) => {
    await deletePurchaseReturn(db(), req.body.id);
    return { data: { success: true, message: 'Deleted successfully!' } };
  });

  user.patch('/update_serial_pur_return', { body: returnSerialBody, response: { 200: z.object({ message: z.string(), sl_no: z.string() }) } }, async (req) => ({
    message: 'Serial removed',
    ...(await removeReturnSerial(db(), req.body.id, req.sessionUser.id)),
  }));

  user.read('/all_purchase_return', { querystring: purchaseListQuery, response: { 200: purchaseReturnList } }, listReturns);

  user.get('/all_purchase_return_both', { querystring: rIdQuery, response: { 200: purchaseReturnBoth } }, async (req) => returnReport(db(), req.query.rId));

  user.get('/purchase_return_filter', { querystring: returnFilterQuery, response: { 200: returnFilterReply } }, async (req) =>
    returnsBetween(db(), req.query.startDate, req.query.endDate),
  );

  user.get('/purchase_return_next_no', { querystring: nextNoQuery, response: { 200: z.object({ return_no: z.string() }) } }, async (req) =>
    nextReturnNo(db(), req.query.date ?? todayInDhaka()),
  );

  user.read('/date_wise_purchase_return_report', { querystring: rangeQuery, response: { 200: dateReturnReport } }, dateWiseReturnReport);
  user.read('/date_wise_item_purchase_return_report', { querystring: rangeQuery, response: { 200: itemReturnReport } }, itemWiseReturnReport);
  user.read('/date_wise_purchase_return_analysis_report', { querystring: rangeQuery, response: { 200: returnAnalysis } }, returnAnalysisReport);
}
