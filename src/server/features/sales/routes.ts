// Sales bills. Each write is one transaction: the bill, its stock and serials, its voucher and the
// collection taken on it are saved together or not at all.
import type { ApiApp } from '../../app.js';
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
import { salesRoutes as routes } from '../../../contracts/sales.js';

export async function salesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['sales'] });

  user.on(
    routes.createSales,
    {
      summary: 'Create a sales bill',
      description:
        'One call does the whole job in one transaction: the bill and its lines, stock out at the moving-average cost, the ' +
        'serials sold, the sales voucher (JV) and, when `collect` > 0, the collection with its CR/BR voucher. The server ' +
        'numbers the bill and works out every total; jv_no, inv_no, totals, prev_due and created_by sent by the browser are ignored.',
    },
    async (req, reply) => {
      const s = await createSale(db(), req.body, req.sessionUser.id, req.sessionUser.role);
      return reply.code(201).send({ message: 'Sale added successfully', saelsId: s.id, saleId: s.id, inv_no: s.invNo });
    },
  );

  user.reads(routes.allSales, {}, listSales);

  user.reads(routes.salesFilter, { summary: 'Bills between sDate and eDate' }, listSales);

  user.on(routes.salesByCustomer, {}, async (req) => listSales(db(), req.query, req.query.cuss));

  user.on(routes.bothSalesItem, { summary: 'One bill (?inv = its id or number): master and lines' }, async (req) =>
    saleDetail(db(), await resolveSaleId(db(), req.query.inv)),
  );

  user.on(routes.salesByInvoice, { summary: 'Lines of a bill with what may still be returned' }, async (req) =>
    saleDetail(db(), await resolveSaleId(db(), req.query.inv_no)),
  );

  user.on(routes.allSerialByInvvoice, { summary: 'Serials still sold on a bill, optionally of one model' }, async (req) => ({
    data: await serialsOfInvoice(db(), await resolveSaleId(db(), req.query.inv), req.query.mId),
  }));

  user.reads(routes.salesItemsAll, { summary: 'Sold items line by line' }, soldItems);

  user.on(routes.salesNextNo, { summary: 'Preview of the next invoice number (not reserved)' }, async (req) => ({
    preview_inv_no: await previewInvoiceNo(db(), req.query.date),
  }));

  user.on(routes.lastSalePrice, { summary: 'The price this customer last paid for this model (their latest bill with it)' }, async (req) => ({
    data: await lastSalePrice(db(), req.query.cus_id, req.query.m_id),
  }));

  user.on(
    routes.salesUpdate,
    {
      summary: 'Replace a whole bill',
      description:
        'In one transaction the old lines are undone (stock and serials back) and the new ones saved and re-posted. Collection: ' +
        'from 0 to more creates one, more than 0 updates it, back to 0 deletes it. A bill with sales returns cannot be changed.',
    },
    async (req) => {
      const s = await updateSale(db(), req.params.id, req.body, req.sessionUser.id, req.sessionUser.role);
      return { message: 'Purchase added successfully', updateId: s.id, inv_no: s.invNo };
    },
  );

  user.on(routes.salesItemDelete, { summary: 'Remove one line of a bill (body {id} of the line); the bill is re-posted' }, async (req) => {
    await deleteSaleItem(db(), req.body.id, req.sessionUser.id);
    return { message: 'Item deleted successfully' };
  });

  user.on(
    routes.updateSalesSerialStatus,
    { summary: 'Take one serial (id = serial id) off its bill: back to stock, its line one lower; the bill is re-posted' },
    async (req) => {
      const { saleId } = await removeSaleSerial(db(), req.params.id, req.sessionUser.id, req.body.inv_item_id);
      return { message: 'Serial removed', saleId, data: await saleItemsOf(db(), saleId) };
    },
  );

  user.on(
    routes.salesDelete,
    {
      summary: 'Delete a whole bill',
      description: 'Stock and serials go back, its voucher and its collection are removed. A bill with sales returns cannot be deleted.',
    },
    async (req) => {
      await deleteSale(db(), req.params.id);
      return { message: 'Deleted successfully!' };
    },
  );

  user.reads(routes.dateWiseSalesReport, { summary: 'Bills by customer in a date range' }, salesReport);
  user.reads(routes.dateWiseItemSalesReport, { summary: 'Quantity and amount sold per model' }, itemSalesReport);
  user.reads(routes.dateWiseSalesAnalysisReport, { summary: 'Bills with their lines in a date range' }, salesAnalysis);
}
