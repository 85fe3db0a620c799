// Collections (money receipts) and payments. POST /collPay_post saves the record and posts its
// voucher in one transaction; the browser no longer makes a separate voucher call.
import type { ApiApp } from '../../app.js';
import { idParam, messageBody, rangeQuery } from '../../../contracts/common.js';
import {
  COLL_PAY_TYPES,
  collPayBody,
  collPayEditBody,
  collPayList,
  collPayListQuery,
  collPayOne,
  collPayReply,
  collPayReport,
  invNoQuery,
  nextNoQuery,
  nextNoReply,
  vcNoQuery,
} from '../../../contracts/collections.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { createRecord, editRecord, removeRecord } from './service.js';
import { dateWiseReport, getByNumber, getRecord, listRecords, nextNumber } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function collectionsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['collections'] });

  const saves = 'Saves the record and posts its voucher (CR/BR for a collection, CP/BP for a payment) in one transaction: both or neither.';
  user.post('/collPay_post', { description: saves, body: collPayBody, response: { 201: collPayReply } }, async (req, reply) => {
    const data = await createRecord(db(), req.body, req.sessionUser.id);
    const message = req.body.coll_pay_type === COLL_PAY_TYPES.payment ? 'Payment Successfully' : 'Collection Successfully';
    return reply.code(201).send({ message, data });
  });

  user.read('/collPay_all', { querystring: collPayListQuery, response: { 200: collPayList } }, listRecords);

  user.get('/collPay/:id', { params: idParam, response: { 200: collPayOne } }, async (req) => ({
    data: await getRecord(db(), req.params.id),
  }));

  user.get('/getByVcNo', { querystring: vcNoQuery, response: { 200: collPayOne } }, async (req) => ({
    data: await getByNumber(db(), 'vc_no', req.query.vcNo),
  }));

  user.get('/getByInvNo', { querystring: invNoQuery, response: { 200: collPayOne } }, async (req) => ({
    data: await getByNumber(db(), 'inv_no', req.query.invNo),
  }));

  user.patch('/collPay_edit/:id', { description: saves, params: idParam, body: collPayEditBody, response: { 200: collPayReply } }, async (req) => ({
    message: 'Update Successfully',
    data: await editRecord(db(), req.params.id, req.body, req.sessionUser.id),
  }));

  user.delete('/collPay_remove/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeRecord(db(), req.params.id);
    return { message: 'Deleted successfully!' };
  });

  user.get('/collpay_next_no', { querystring: nextNoQuery, response: { 200: nextNoReply } }, async (req) => ({
    vc_no: await nextNumber(db(), req.query.type, req.query.method, req.query.date ?? todayInDhaka()),
  }));

  user.get('/date_wise_collection_report', { querystring: rangeQuery, response: { 200: collPayReport } }, async (req) =>
    dateWiseReport(db(), COLL_PAY_TYPES.collection, req.query.startDate, req.query.endDate),
  );

  user.get('/date_wise_payment_report', { querystring: rangeQuery, response: { 200: collPayReport } }, async (req) =>
    dateWiseReport(db(), COLL_PAY_TYPES.payment, req.query.startDate, req.query.endDate),
  );
}
