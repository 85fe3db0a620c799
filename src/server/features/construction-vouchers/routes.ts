// Construction vouchers and project bills. A create or update call carries the whole voucher (the
// spec's page sent one call per line): it is saved in one transaction, or nothing is.
import type { ApiApp } from '../../app.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { badRequest } from '../../errors.js';
import { createBill, createVoucher, deleteBill, deleteVoucher, updateBill, updateVoucher } from './service.js';
import { getBill, listVouchers, nextBillNo, nextVoucherNo, voucherDetails } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { constructionVouchersRoutes as routes } from '../../../contracts/construction-vouchers.js';

const VOUCHER_RULES =
  'Every line needs a ledger and a debit or a credit ("Please fill all required entry fields before submitting."), ' +
  'at least two lines ("At least two voucher entries are required."), debits equal to credits ("Debit and credit totals must be equal!"), ' +
  'and petty cash (ledger 1) may not be paid out beyond its balance (409 "Warning: Some Petty Cash entries exceed available balance. Please review.").';

export async function constructionVouchersRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['construction: vouchers and bills'] });

  user.on(
    routes.projectVoucherCreate,
    { description: `Saves a whole voucher (its lines in data) and returns its number, {prefix}-{year}-{n} above 1000 (CP-2026-1001). ${VOUCHER_RULES}` },
    async (req, reply) => {
      const project_vc_no = await createVoucher(db(), req.body, req.sessionUser.id);
      return reply.code(201).send({ message: 'Project vouchers created successfully', project_vc_no });
    },
  );

  user.reads(routes.projectVoucher, {}, listVouchers);

  user.on(routes.projectVoucherNextNo, { description: 'The number the next voucher of this type would get; a preview, not reserved.' }, async (req) => ({
    project_vc_no: await nextVoucherNo(db(), req.query.project_vc_type, req.query.project_vc_date ?? todayInDhaka()),
  }));

  user.on(routes.projectVoucherDetails, {}, async (req) => voucherDetails(db(), req.params.vc_no));

  user.on(routes.projectVoucherUpdate, { description: `Replaces the voucher's date and lines; its number and type stay. ${VOUCHER_RULES}` }, async (req) => {
    await updateVoucher(db(), req.params.vc_no, req.body, req.sessionUser.id);
    return { message: 'Project vouchers updated successfully', project_vc_no: req.params.vc_no };
  });

  user.on(routes.projectVoucherDelete, { description: 'Deletes the voucher, and its bill when it has one.' }, async (req) => ({
    message: 'Deleted successfully',
    result: { affectedRows: await deleteVoucher(db(), req.params.vc_no) },
  }));

  // ---- bills ----

  user.on(
    routes.projectBillCreate,
    {
      description:
        'Saves a project bill and its voucher in one transaction. Each item becomes a line on the To ledger (debit on a payment, vc_type 2; credit on a receipt, 4); ' +
        `data holds the other side (e.g. petty cash). Numbered INV-{first 9 characters of the project name}-{year}-{n}. ${VOUCHER_RULES}`,
    },
    async (req, reply) =>
      reply.code(201).send({ message: 'Project vouchers & bills created successfully', ...(await createBill(db(), req.body, req.sessionUser.id)) }),
  );

  user.reads(routes.projectBillGet, {}, getBill);

  user.on(routes.projectBillNextNo, { description: 'The number the next bill of this project would get; a preview, not reserved.' }, async (req) => ({
    vc_no: await nextBillNo(db(), req.query.projectId, req.query.vc_date ?? todayInDhaka()),
  }));

  user.on(
    routes.projectBillUpdate,
    { description: `Replaces the bill's To ledger, items and voucher lines in one transaction; its number stays. ${VOUCHER_RULES}` },
    async (req) => ({ message: 'Project vouchers & bills updated successfully', ...(await updateBill(db(), req.params.id, req.body, req.sessionUser.id)) }),
  );

  user.on(
    routes.projectBillDelete,
    { description: 'Deletes the bill and its voucher. id and vc_no may come in the query string or in a JSON body.' },
    async (req) => {
      const id = req.query.id ?? req.body?.id;
      const vcNo = req.query.vc_no ?? req.body?.vc_no;
      if (!id || !vcNo) throw badRequest('Missing bill ID or voucher number');
      await deleteBill(db(), id, vcNo);
      return { message: 'Bill and its voucher deleted successfully' };
    },
  );
}
