// Collections (money receipts) and payments. POST /collPay_post saves the record and posts its
// voucher in one transaction; the browser no longer makes a separate voucher call.
import type { ApiApp } from '../../app.js';
import { COLL_PAY_TYPES } from '../../../contracts/collections.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { createRecord, editRecord, removeRecord } from './service.js';
import { dateWiseReport, getByNumber, getRecord, listRecords, nextNumber } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { collectionsRoutes as routes } from '../../../contracts/collections.js';

export async function collectionsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['collections'] });

  const saves = 'Saves the record and posts its voucher (CR/BR for a collection, CP/BP for a payment) in one transaction: both or neither.';
  user.on(routes.collPayPost, { description: saves }, async (req, reply) => {
    const data = await createRecord(db(), req.body, req.sessionUser.id);
    const message = req.body.coll_pay_type === COLL_PAY_TYPES.payment ? 'Payment Successfully' : 'Collection Successfully';
    return reply.code(201).send({ message, data });
  });

  user.reads(routes.collPayAll, {}, listRecords);

  user.on(routes.collPay, {}, async (req) => ({
    data: await getRecord(db(), req.params.id),
  }));

  user.on(routes.getByVcNo, {}, async (req) => ({
    data: await getByNumber(db(), 'vc_no', req.query.vcNo),
  }));

  user.on(routes.getByInvNo, {}, async (req) => ({
    data: await getByNumber(db(), 'inv_no', req.query.invNo),
  }));

  user.on(routes.collPayEdit, { description: saves }, async (req) => ({
    message: 'Update Successfully',
    data: await editRecord(db(), req.params.id, req.body, req.sessionUser.id),
  }));

  user.on(routes.collPayRemove, {}, async (req) => {
    await removeRecord(db(), req.params.id);
    return { message: 'Deleted successfully!' };
  });

  user.on(routes.collpayNextNo, {}, async (req) => ({
    vc_no: await nextNumber(db(), req.query.type, req.query.method, req.query.date ?? todayInDhaka()),
  }));

  user.on(routes.dateWiseCollectionReport, {}, async (req) => dateWiseReport(db(), COLL_PAY_TYPES.collection, req.query.startDate, req.query.endDate));

  user.on(routes.dateWisePaymentReport, {}, async (req) => dateWiseReport(db(), COLL_PAY_TYPES.payment, req.query.startDate, req.query.endDate));
}
