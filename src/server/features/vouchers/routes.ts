// Vouchers typed by hand (admin only). POST /voucher_post takes every line of a voucher in one call
// and saves them in one transaction; the voucher then waits for approval (PUT /vc_posting).
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import {
  journalQuery,
  journalReply,
  nextVoucherQuery,
  vcNoDeleteQuery,
  vcNoParam,
  vcNoQuery,
  voucherLineList,
  voucherListQuery,
  voucherOne,
  voucherPostBody,
  voucherReply,
  voucherUpdateBody,
} from '../../../contracts/vouchers.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { sql } from '../../db/client.js';
import { getVoucher, journalByDate, listLines, nextVoucherNumber } from './queries.js';
import { approveVoucher, createVoucher, deleteVoucher, removeLine, updateVoucher } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function vouchersRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags: ['vouchers'] });

  const oneCall = 'Every line of the voucher in one call, saved in one transaction; the voucher waits for approval (post_status 0).';
  admin.post('/voucher_post', { description: oneCall, body: voucherPostBody, response: { 201: voucherReply } }, async (req, reply) =>
    reply.code(201).send({ message: 'Voucher Create Successfully', data: await createVoucher(db(), req.body, req.sessionUser.id) }),
  );

  admin.read('/voucher_all', { querystring: voucherListQuery, response: { 200: voucherLineList } }, listLines);

  admin.get('/jv_all', { querystring: voucherListQuery, response: { 200: voucherLineList } }, async (req) => listLines(db(), { ...req.query, type: 1 }));

  /** The vouchers waiting for approval. */
  admin.get('/all_active_voucher', { querystring: voucherListQuery, response: { 200: voucherLineList } }, async (req) =>
    listLines(db(), req.query, [sql`v.post_status = 0`]),
  );

  admin.get('/voucher_by_vc_no', { querystring: vcNoQuery, response: { 200: voucherOne } }, async (req) => ({
    data: await getVoucher(db(), req.query.vcno),
  }));

  admin.read('/journalByDate', { querystring: journalQuery, response: { 200: journalReply } }, journalByDate);

  admin.get('/voucher_next_no', { querystring: nextVoucherQuery, response: { 200: z.object({ vc_no: z.string() }) } }, async (req) => ({
    vc_no: await nextVoucherNumber(db(), req.query.type, req.query.date ?? todayInDhaka()),
  }));

  admin.put('/vc_posting/:vc_no', { params: vcNoParam, response: { 200: messageBody } }, async (req) => {
    await approveVoucher(db(), req.params.vc_no);
    return { message: 'Voucher Posted Successfully' };
  });

  admin.patch('/voucher_update', { body: voucherUpdateBody, response: { 200: voucherReply } }, async (req) => ({
    message: 'Voucher Create Successfully',
    data: await updateVoucher(db(), req.body, req.sessionUser.id),
  }));

  admin.delete('/voucher_delete', { querystring: vcNoDeleteQuery, response: { 200: messageBody } }, async (req) => {
    await deleteVoucher(db(), req.query.vc_no);
    return { message: 'Remove Successfully' };
  });

  admin.delete('/voucher_remove_by_id/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeLine(db(), req.params.id);
    return { message: 'Remove Successfully' };
  });
}
