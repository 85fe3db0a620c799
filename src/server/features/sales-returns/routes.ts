// Sales returns. Each write is one transaction: the return, its stock and serials and its voucher.
import type { ApiApp } from '../../app.js';
import { cancelBill, createReturn, deleteReturn, previewReturn, removeReturnSerial, updateReturn } from './service.js';
import { itemReturnReport, listReturns, previewReturnNo, resolveReturnId, returnAnalysisReport, returnDetail, returnReport } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { salesReturnsRoutes as routes } from '../../../contracts/sales-returns.js';

export async function salesReturnsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['sales returns'] });

  user.on(
    routes.createSalesReturn,
    {
      summary: 'Create a sales return',
      description:
        'One call does the whole job in one transaction: the return and its lines, the goods back in stock at the cost they ' +
        'left with, the serials back in stock (no separate serial call is needed) and the return voucher. The server numbers ' +
        'the return and works out its total; jv_no, return_no and total sent by the browser are ignored.',
    },
    async (req, reply) => {
      const r = await createReturn(db(), req.body, req.sessionUser.id);
      return reply.code(201).send({ message: 'sale successfully returned', returnId: r.id, return_no: r.returnNo });
    },
  );

  user.on(
    routes.salesCancel,
    {
      summary: 'Cancel a bill by a full credit note',
      description:
        'Every unit and serial of the bill (id) not yet returned comes back at the price it was sold at, as one sales return dated ' +
        'return_date (today unless given): how an issued tax invoice (Mushak 6.3) is cancelled, since it is never deleted. 409 when nothing is left to return.',
    },
    async (req, reply) => {
      const r = await cancelBill(db(), req.params.id, req.sessionUser.id, req.body?.return_date);
      return reply.code(201).send({ message: 'Bill cancelled by a credit note', returnId: r.id, return_no: r.returnNo });
    },
  );

  user.on(
    routes.salesReturnPreview,
    {
      summary: 'What a return would reverse, worked out as the save does (nothing is written)',
      description:
        'Per line its value at the return price and its share of the bill’s discount; on a VAT bill (a credit note) its value without tax and ' +
        'the SD and VAT it reverses; the totals and what the customer is credited. return_id: the return being edited (its own lines are free again).',
    },
    async (req) => previewReturn(db(), req.body, req.body.return_id),
  );

  user.reads(routes.allSalesReturn, {}, listReturns);

  user.on(routes.salesReturnFilterByDate, { summary: 'Returns between sDate and eDate' }, async (req) => {
    const { data, total } = await listReturns(db(), req.query);
    return { result: data, total };
  });

  user.on(routes.allSalesReturnBoth, { summary: 'One return (?rId = its id or number): master and lines' }, async (req) =>
    returnDetail(db(), await resolveReturnId(db(), req.query.rId)),
  );

  user.on(routes.salesReturnNextNo, { summary: 'Preview of the next return number (not reserved)' }, async (req) => ({
    preview_return_no: await previewReturnNo(db(), req.query.date),
  }));

  user.on(
    routes.salesReturnUpdate,
    { summary: 'Replace a whole return (same body as create); stock, serials and voucher are redone in one transaction' },
    async (req) => {
      const r = await updateReturn(db(), req.params.id, req.body, req.sessionUser.id);
      return { message: 'Update Successfully', returnId: r.id, updateId: r.id, return_no: r.returnNo };
    },
  );

  user.on(
    routes.salesReturnDelete,
    {
      summary: 'Delete a return (?vc_no = its number or voucher number, or ?id)',
      description: 'The goods leave stock again, the serials are sold on the bill again and the voucher is removed.',
    },
    async (req) => {
      await deleteReturn(db(), await resolveReturnId(db(), req.query.id ?? req.query.vc_no!));
      return { message: 'Deleted successfully!' };
    },
  );

  user.on(
    routes.updateSerialSalesReturn,
    {
      summary: 'Take one serial (body {srl_id}) off the return that brought it back',
      description: 'The serial is sold on its bill again, the return line is one lower and the return is re-posted.',
    },
    async (req) => {
      const { returnId } = await removeReturnSerial(db(), (req.body.srl_id ?? req.body.id)!, req.sessionUser.id);
      return { message: 'Serial removed', returnId };
    },
  );

  user.reads(routes.dateWiseSalesReturnReport, { summary: 'Returns by customer in a date range' }, returnReport);
  user.reads(routes.dateWiseItemSalesReturnReport, { summary: 'Quantity and amount returned per model' }, itemReturnReport);
  user.reads(routes.dateWiseSalesReturnAnalysisReport, { summary: 'Returns with their lines in a date range' }, returnAnalysisReport);
}
