// Vouchers typed by hand (admin only). POST /voucher_post takes every line of a voucher in one call
// and saves them in one transaction; the voucher then waits for approval (PUT /vc_posting).
import type { ApiApp } from '../../app.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { sql } from '../../db/client.js';
import { getVoucher, journalByDate, listLines, nextVoucherNumber } from './queries.js';
import { approveVoucher, createVoucher, deleteVoucher, removeLine, updateVoucher } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';
import { vouchersRoutes as routes } from '../../../contracts/vouchers.js';

export async function vouchersRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags: ['vouchers'] });

  const oneCall = 'Every line of the voucher in one call, saved in one transaction; the voucher waits for approval (post_status 0).';
  admin.on(routes.voucherPost, { description: oneCall }, async (req, reply) =>
    reply.code(201).send({ message: 'Voucher Create Successfully', data: await createVoucher(db(), req.body, req.sessionUser.id) }),
  );

  admin.reads(routes.voucherAll, {}, listLines);

  admin.on(routes.jvAll, {}, async (req) => listLines(db(), { ...req.query, type: 1 }));

  /** The vouchers waiting for approval. */
  admin.on(routes.allActiveVoucher, {}, async (req) => listLines(db(), req.query, [sql`v.post_status = 0`]));

  admin.on(routes.voucherByVcNo, {}, async (req) => ({
    data: await getVoucher(db(), req.query.vcno),
  }));

  admin.reads(routes.journalByDate, {}, journalByDate);

  admin.on(routes.voucherNextNo, {}, async (req) => ({
    vc_no: await nextVoucherNumber(db(), req.query.type, req.query.date ?? todayInDhaka()),
  }));

  admin.on(routes.vcPosting, {}, async (req) => {
    await approveVoucher(db(), req.params.vc_no);
    return { message: 'Voucher Posted Successfully' };
  });

  admin.on(routes.voucherUpdate, {}, async (req) => ({
    message: 'Voucher Create Successfully',
    data: await updateVoucher(db(), req.body, req.sessionUser.id),
  }));

  admin.on(routes.voucherDelete, {}, async (req) => {
    await deleteVoucher(db(), req.query.vc_no);
    return { message: 'Remove Successfully' };
  });

  admin.on(routes.voucherRemoveById, {}, async (req) => {
    await removeLine(db(), req.params.id);
    return { message: 'Remove Successfully' };
  });
}
