// Sales bills. Each write is one transaction: the bill, its stock and serials, its voucher and the
// collection taken on it are saved together or not at all.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { lastPriceQuery, lastPriceReply } from '../../../contracts/finder.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import {
  createSaleReply,
  invoiceSerial,
  itemDeleteBody,
  itemReport,
  saleListQuery,
  nextInvoiceNoReply,
  nextNoQuery,
  saleReportQuery,
  saleBody,
  saleByInvoiceQuery,
  saleDetail as saleDetailReply,
  saleList,
  saleRefQuery,
  salesAnalysis as salesAnalysisReply,
  salesByCustomerQuery,
  salesReport as salesReportReply,
  serialsByInvoiceQuery,
  serialStatusBody,
  soldItemList,
  updateSaleReply,
} from '../../../contracts/sales.js';
import { createSale, deleteSale, deleteSaleItem, removeSaleSerial, updateSale } from './service.js';
import {
  itemSalesReport,
  lastSalePrice,
  listSales,
  previewInvoiceNo,
  resolveSaleId,
  saleDetail,
  saleItemsOf,
  salesAnalysis,
  salesReport,
  serialsOfInvoice,
  soldItems,
} from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function salesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['sales'] });

  user.post(
    '/create_sales',
    {
      summary: 'Create a sales bill',
      description:
        'One call does the whole job in one transaction: the bill and its lines, stock out at the moving-average cost, the ' +
        'serials sold, the sales voucher (JV) and, when `collect` > 0, the collection with its CR/BR voucher. The server ' +
        'numbers the bill and works out every total; jv_no, inv_no, totals, prev_due and created_by sent by the browser are ignored.',
      body: saleBody,
      response: { 201: createSaleReply },
    },
    async (req, reply) => {
      const s = await createSale(db(), req.body, req.sessionUser.id, req.sessionUser.role);
      return reply.code(201).send({ message: 'Sale added successfully', saelsId: s.id, saleId: s.id, inv_no: s.invNo });
    },
  );

  user.read('/all_sales', { querystring: saleListQuery, response: { 200: saleList } }, listSales);

  user.read('/sales_filter', { summary: 'Bills between sDate and eDate', querystring: saleListQuery, response: { 200: saleList } }, listSales);

  user.get('/salesByCustomer', { querystring: salesByCustomerQuery, response: { 200: saleList } }, async (req) => listSales(db(), req.query, req.query.cuss));

  user.get(
    '/both_sales_item',
    { summary: 'One bill (?inv = its id or number): master and lines', querystring: saleRefQuery, response: { 200: saleDetailReply } },
    async (req) => saleDetail(db(), await resolveSaleId(db(), req.query.inv)),
  );

  user.get(
    '/sales_by_invoice',
    { summary: 'Lines of a bill with what may still be returned', querystring: saleByInvoiceQuery, response: { 200: saleDetailReply } },
    async (req) => saleDetail(db(), await resolveSaleId(db(), req.query.inv_no)),
  );

  user.get(
    '/all_serial_by_invvoice',
    {
      summary: 'Serials still sold on a bill, optionally of one model',
      querystring: serialsByInvoiceQuery,
      response: { 200: z.object({ data: z.array(invoiceSerial) }) },
    },
    async (req) => ({ data: await serialsOfInvoice(db(), await resolveSaleId(db(), req.query.inv), req.query.mId) }),
  );

  user.read('/sales_items_all', { summary: 'Sold items line by line', querystring: saleListQuery, response: { 200: soldItemList } }, soldItems);

  user.get(
    '/sales_next_no',
    { summary: 'Preview of the next invoice number (not reserved)', querystring: nextNoQuery, response: { 200: nextInvoiceNoReply } },
    async (req) => ({ preview_inv_no: await previewInvoiceNo(db(), req.query.date) }),
  );

  user.get(
    '/last_sale_price',
    { summary: 'The price this customer last paid for this model (their latest bill with it)', querystring: lastPriceQuery, response: { 200: lastPriceReply } },
    async (req) => ({ data: await lastSalePrice(db(), req.query.cus_id, req.query.m_id) }),
  );

  user.patch(
    '/sales_update/:id',
    {
      summary: 'Replace a whole bill',
      description:
        'In one transaction the old lines are undone (stock and serials back) and the new ones saved and re-posted. Collection: ' +
        'from 0 to more creates one, more than 0 updates it, back to 0 deletes it. A bill with sales returns cannot be changed.',
      params: idParam,
      body: saleBody,
      response: { 200: updateSaleReply },
    },
    async (req) => {
      const s = await updateSale(db(), req.params.id, req.body, req.sessionUser.id, req.sessionUser.role);
      return { message: 'Purchase added successfully', updateId: s.id, inv_no: s.invNo };
    },
  );

  user.delete(
    '/sales_item_delete',
    { summary: 'Remove one line of a bill (body {id} of the line); the bill is re-posted', body: itemDeleteBody, response: { 200: messageBody } },
    async (req) => {
      await deleteSaleItem(db(), req.body.id, req.sessionUser.id);
      return { message: 'Item deleted successfully' };
    },
  );

  user.patch(
    '/update_sales_serial_status/:id',
    {
      summary: 'Take one serial (id = serial id) off its bill: back to stock, its line one lower; the bill is re-posted',
      params: idParam,
      body: serialStatusBody,
      response: { 200: z.object({ message: z.string(), saleId: z.number(), data: z.array(saleDetailReply.shape.data.element) }) },
    },
    async (req) => {
      const { saleId } = await removeSaleSerial(db(), req.params.id, req.sessionUser.id, req.body.inv_item_id);
      return { message: 'Serial removed', saleId, data: await saleItemsOf(db(), saleId) };
    },
  );

  user.delete(
    '/sales_delete/:id',
    {
      summary: 'Delete a whole bill',
      description: 'Stock and serials go back, its voucher and its collection are removed. A bill with sales returns cannot be deleted.',
      params: idParam,
      response: { 200: messageBody },
    },
    async (req) => {
      await deleteSale(db(), req.params.id);
      return { message: 'Deleted successfully!' };
    },
  );

  user.read(
    '/date_wise_sales_report',
    { summary: 'Bills by customer in a date range', querystring: saleReportQuery, response: { 200: salesReportReply } },
    salesReport,
  );
  user.read(
    '/date_wise_item_sales_report',
    { summary: 'Quantity and amount sold per model', querystring: saleReportQuery, response: { 200: itemReport } },
    itemSalesReport,
  );
  user.read(
    '/date_wise_sales_analysis_report',
    { summary: 'Bills with their lines in a date range', querystring: saleReportQuery, response: { 200: salesAnalysisReply } },
    salesAnalysis,
  );
}
