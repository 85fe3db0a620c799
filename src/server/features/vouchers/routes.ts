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

const tags = ['vouchers'];
const config = { access: 'admin' as const };

export async function vouchersRoutes(api: ApiApp) {
  const db = () => api.database.db;

  const oneCall = 'Every line of the voucher in one call, saved in one transaction; the voucher waits for approval (post_status 0).';
  api.post(
    '/voucher_post',
    { config, schema: { tags, description: oneCall, body: voucherPostBody, response: { 201: voucherReply } } },
    async (req, reply) => reply.code(201).send({ message: 'Voucher Create Successfully', data: await createVoucher(db(), req.body, req.sessionUser.id) }),
  );

  api.get(
    '/voucher_all',
    { config, schema: { tags, querystring: voucherListQuery, response: { 200: voucherLineList } } },
    async (req) => listLines(db(), req.query),
  );

  api.get('/jv_all', { config, schema: { tags, querystring: voucherListQuery, response: { 200: voucherLineList } } }, async (req) =>
    listLines(db(), { ...req.query, type: 1 }),
  );

  /** The vouchers waiting for approval. */
  api.get(
    '/all_active_voucher',
    { config, schema: { tags, querystring: voucherListQuery, response: { 200: voucherLineList } } },
    async (req) => listLines(db(), req.query, [sql`v.post_status = 0`]),
  );

  api.get(
    '/voucher_by_vc_no',
    { config, schema: { tags, querystring: vcNoQuery, response: { 200: voucherOne } } },
    async (req) => ({
      data: await getVoucher(db(), req.query.vcno),
    }),
  );

  api.get('/journalByDate', { config, schema: { tags, querystring: journalQuery, response: { 200: journalReply } } }, async (req) =>
    journalByDate(db(), req.query),
  );

  api.get(
    '/voucher_next_no',
    { config, schema: { tags, querystring: nextVoucherQuery, response: { 200: z.object({ vc_no: z.string() }) } } },
    async (req) => ({
      vc_no: await nextVoucherNumber(db(), req.query.type, req.query.date ?? todayInDhaka()),
    }),
  );

  api.put('/vc_posting/:vc_no', { config, schema: { tags, params: vcNoParam, response: { 200: messageBody } } }, async (req) => {
    await approveVoucher(db(), req.params.vc_no);
    return { message: 'Voucher Posted Successfully' };
  });

  api.patch(
    '/voucher_update',
    { config, schema: { tags, body: voucherUpdateBody, response: { 200: voucherReply } } },
    async (req) => ({
      message: 'Voucher Create Successfully',
      data: await updateVoucher(db(), req.body, req.sessionUser.id),
    }),
  );

  api.delete(
    '/voucher_delete',
    { config, schema: { tags, querystring: vcNoDeleteQuery, response: { 200: messageBody } } },
    async (req) => {
      await deleteVoucher(db(), req.query.vc_no);
      return { message: 'Remove Successfully' };
    },
  );

  api.delete(
    '/voucher_remove_by_id/:id',
    { config, schema: { tags, params: idParam, response: { 200: messageBody } } },
    async (req) => {
      await removeLine(db(), req.params.id);
      return { message: 'Remove Successfully' };
    },
  );
}
