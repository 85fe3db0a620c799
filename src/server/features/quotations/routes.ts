// Quotations: price offers. They move no stock and post nothing.
import type { ApiApp } from '../../app.js';
import { createQuotation, deleteQuotation, updateQuotation } from './service.js';
import { listQuotations, previewQuotationNo, quotationDetail } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { quotationsRoutes as routes } from '../../../contracts/quotations.js';

export async function quotationsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['quotations'] });

  user.on(routes.quotationCreate, { summary: 'Create a quotation (numbered by the server; totals worked out by it)' }, async (req, reply) => {
    const q = await createQuotation(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: 'Quotation create', quotation_id: q.id, quotation_no: q.no });
  });

  user.reads(routes.quotationsGetAll, {}, listQuotations);

  user.on(routes.quotationNextNo, { summary: 'Preview of the next quotation number (not reserved)' }, async (req) => ({
    preview_quotation_no: await previewQuotationNo(db(), req.query.date),
  }));

  user.on(routes.quotation, {}, async (req) => quotationDetail(db(), req.params.id));

  user.on(routes.quotationUpdate, { summary: 'Replace a quotation (body { id, quotation } or the quotation itself)' }, async (req) => {
    await updateQuotation(db(), req.params.id, req.body);
    return { message: 'Update Successfully', quotation_id: req.params.id };
  });

  user.on(routes.quotationDelete, {}, async (req) => ({
    result: { affectedRows: await deleteQuotation(db(), req.params.id) },
    message: 'delete successful',
  }));
}
