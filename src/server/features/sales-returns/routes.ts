// Sales returns. Each write is one transaction: the return, its stock and serials and its voucher.
import type { ApiApp } from '../../app.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import { nextNoQuery, optionalDate, saleListQuery, saleReportQuery } from '../../../contracts/sales.js';
import { z } from 'zod';
import {
  createReturnReply,
  nextReturnNoReply,
  returnAnalysis,
  returnBody,
  returnDeleteQuery,
  returnDetail as returnDetailReply,
  returnFilterReply,
  returnItemReport,
  returnList,
  returnPreview,
  returnPreviewBody,
  returnRefQuery,
  returnReport as returnReportReply,
  returnSerialBody,
  updateReturnReply,
} from '../../../contracts/sales-returns.js';
import { cancelBill, createReturn, deleteReturn, previewReturn, removeReturnSerial, updateReturn } from './service.js';
import { itemReturnReport, listReturns, previewReturnNo, resolveReturnId, returnAnalysisReport, returnDetail, returnReport } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

const cancelBillBody = z.preprocess((v) => v ?? {}, z.object({ return_date: optionalDate }));

export async function salesReturnsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['sales returns'] });

  user.post(
    '/create_sales_return',
    {
      summary: 'Create a sales return',
      description:
        'One call does the whole job in one transaction: the return and its lines, the goods back in stock at the cost they ' +
        'left with, the serials back in stock (no separate serial call is needed) and the return voucher. The server numbers ' +
        'the return and works out its total; jv_no, return_no and total sent by the browser are ignored.',
      body: returnBody,
      response: { 201: createReturnReply },
    },
    async (req, reply) => {
      const r = await createReturn(db(), req.body, req.sessionUser.id);
      return reply.code(201).send({ message: 'sale successfully returned', returnId: r.id, return_no: r.returnNo });
    },
  );

  user.post(
    '/sales_cancel/:id',
    {
      summary: 'Cancel a bill by a full credit note',
      description:
        'Every unit and serial of the bill (id) not yet returned comes back at the price it was sold at, as one sales return dated ' +
        'return_date (today unless given): how an issued tax invoice (Mushak 6.3) is cancelled, since it is never deleted. 409 when nothing is left to return.',
      params: idParam,
      body: cancelBillBody,
      response: { 201: createReturnReply },
    },
    async (req, reply) => {
      const r = await cancelBill(db(), req.params.id, req.sessionUser.id, req.body?.return_date);
      return reply.code(201).send({ message: 'Bill cancelled by a credit note', returnId: r.id, return_no: r.returnNo });
    },
  );

  user.post(
    '/sales_return_preview',
    {
      summary: 'What a return would reverse, worked out as the save does (nothing is written)',
      description:
        'Per line its value at the return price and its share of the bill’s discount; on a VAT bill (a credit note) its value without tax and ' +
        'the SD and VAT it reverses; the totals and what the customer is credited. return_id: the return being edited (its own lines are free again).',
      body: returnPreviewBody,
      response: { 200: returnPreview },
    },
    async (req) => previewReturn(db(), req.body, req.body.return_id),
  );

  user.read('/all_sales_return', { querystring: saleListQuery, response: { 200: returnList } }, listReturns);

  user.get(
    '/sales_return_filter_by_date',
    { summary: 'Returns between sDate and eDate', querystring: saleListQuery, response: { 200: returnFilterReply } },
    async (req) => {
      const { data, total } = await listReturns(db(), req.query);
      return { result: data, total };
    },
  );

  user.get(
    '/all_sales_return_both',
    { summary: 'One return (?rId = its id or number): master and lines', querystring: returnRefQuery, response: { 200: returnDetailReply } },
    async (req) => returnDetail(db(), await resolveReturnId(db(), req.query.rId)),
  );

  user.get(
    '/sales_return_next_no',
    { summary: 'Preview of the next return number (not reserved)', querystring: nextNoQuery, response: { 200: nextReturnNoReply } },
    async (req) => ({ preview_return_no: await previewReturnNo(db(), req.query.date) }),
  );

  user.patch(
    '/sales_return_update/:id',
    {
      summary: 'Replace a whole return (same body as create); stock, serials and voucher are redone in one transaction',
      params: idParam,
      body: returnBody,
      response: { 200: updateReturnReply },
    },
    async (req) => {
      const r = await updateReturn(db(), req.params.id, req.body, req.sessionUser.id);
      return { message: 'Update Successfully', returnId: r.id, updateId: r.id, return_no: r.returnNo };
    },
  );

  user.delete(
    '/sales_return_delete',
    {
      summary: 'Delete a return (?vc_no = its number or voucher number, or ?id)',
      description: 'The goods leave stock again, the serials are sold on the bill again and the voucher is removed.',
      querystring: returnDeleteQuery,
      response: { 200: messageBody },
    },
    async (req) => {
      await deleteReturn(db(), await resolveReturnId(db(), req.query.id ?? req.query.vc_no!));
      return { message: 'Deleted successfully!' };
    },
  );

  user.patch(
    '/update_serial_sales_return',
    {
      summary: 'Take one serial (body {srl_id}) off the return that brought it back',
      description: 'The serial is sold on its bill again, the return line is one lower and the return is re-posted.',
      body: returnSerialBody,
      response: { 200: messageBody.extend({ returnId: returnDetailReply.shape.master.shape.id }) },
    },
    async (req) => {
      const { returnId } = await removeReturnSerial(db(), (req.body.srl_id ?? req.body.id)!, req.sessionUser.id);
      return { message: 'Serial removed', returnId };
    },
  );

  user.read(
    '/date_wise_sales_return_report',
    { summary: 'Returns by customer in a date range', querystring: saleReportQuery, response: { 200: returnReportReply } },
    returnReport,
  );
  user.read(
    '/date_wise_item_sales_return_report',
    { summary: 'Quantity and amount returned per model', querystring: saleReportQuery, response: { 200: returnItemReport } },
    itemReturnReport,
  );
  user.read(
    '/date_wise_sales_return_analysis_report',
    { summary: 'Returns with their lines in a date range', querystring: saleReportQuery, response: { 200: returnAnalysis } },
    returnAnalysisReport,
  );
}
