// Purchase returns: one call saves the return, moves its stock and serials and posts its voucher
// in one transaction. PATCH /purchase_return_update/{id} replaces a saved return the same way.
import type { ApiApp } from '../../app.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { createPurchaseReturn, deletePurchaseReturn, previewPurchaseReturn, removeReturnSerial, updatePurchaseReturn } from './service.js';
import { dateWiseReturnReport, itemWiseReturnReport, listReturns, nextReturnNo, returnAnalysisReport, returnReport, returnsBetween } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { purchaseReturnsRoutes as routes } from '../../../contracts/purchase-returns.js';

export async function purchaseReturnsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['purchase-returns'] });

  user.on(routes.createPurchaseReturn, {}, async (req, reply) => {
    const saved = await createPurchaseReturn(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: 'Purchase added successfully', ...saved });
  });

  user.on(
    routes.purchaseReturnPreview,
    {
      summary: 'What a return would take back, worked out as the save does (nothing is written)',
      description:
        'Per line its value at the return price and its share of the purchase’s input VAT and VAT in cost; the totals and what the supplier ' +
        'is debited. return_id: the return being edited (its own lines are free again).',
    },
    async (req) => previewPurchaseReturn(db(), req.body, req.body.return_id),
  );

  user.on(routes.purchaseReturnUpdate, {}, async (req) => ({
    message: 'Update Successfully',
    ...(await updatePurchaseReturn(db(), req.params.id, req.body, req.sessionUser.id)),
  }));

  user.on(routes.prDelete, {}, async (req) => {
    await deletePurchaseReturn(db(), req.body.id);
    return { data: { success: true, message: 'Deleted successfully!' } };
  });

  user.on(routes.updateSerialPurReturn, {}, async (req) => ({
    message: 'Serial removed',
    ...(await removeReturnSerial(db(), req.body.id, req.sessionUser.id)),
  }));

  user.reads(routes.allPurchaseReturn, {}, listReturns);

  user.on(routes.allPurchaseReturnBoth, {}, async (req) => returnReport(db(), req.query.rId));

  user.on(routes.purchaseReturnFilter, {}, async (req) => returnsBetween(db(), req.query.startDate, req.query.endDate));

  user.on(routes.purchaseReturnNextNo, {}, async (req) => nextReturnNo(db(), req.query.date ?? todayInDhaka()));

  user.reads(routes.dateWisePurchaseReturnReport, {}, dateWiseReturnReport);
  user.reads(routes.dateWiseItemPurchaseReturnReport, {}, itemWiseReturnReport);
  user.reads(routes.dateWisePurchaseReturnAnalysisReport, {}, returnAnalysisReport);
}
