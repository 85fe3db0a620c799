// Quotations: price offers. They move no stock and post nothing.
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import { nextNoQuery, saleListQuery } from '../../../contracts/sales.js';
import {
  createQuotationReply,
  deleteQuotationReply,
  nextQuotationNoReply,
  quotationBody,
  quotationDetail as quotationDetailReply,
  quotationList,
  quotationUpdateBody,
  updateQuotationReply,
} from '../../../contracts/quotations.js';
import { createQuotation, deleteQuotation, updateQuotation } from './service.js';
import { listQuotations, previewQuotationNo, quotationDetail } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function quotationsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['quotations'] });

  user.post(
    '/quotation/create',
    { summary: 'Create a quotation (numbered by the server; totals worked out by it)', body: quotationBody, response: { 201: createQuotationReply } },
    async (req, reply) => {
      const q = await createQuotation(db(), req.body, req.sessionUser.id);
      return reply.code(201).send({ message: 'Quotation create', quotation_id: q.id, quotation_no: q.no });
    },
  );

  user.read('/quotations/getAll', { querystring: saleListQuery, response: { 200: quotationList } }, listQuotations);

  user.get(
    '/quotation_next_no',
    { summary: 'Preview of the next quotation number (not reserved)', querystring: nextNoQuery, response: { 200: nextQuotationNoReply } },
    async (req) => ({ preview_quotation_no: await previewQuotationNo(db(), req.query.date) }),
  );

  user.get('/quotation/:id', { params: idParam, response: { 200: quotationDetailReply } }, async (req) => quotationDetail(db(), req.params.id));

  user.put(
    '/quotation/update/:id',
    {
      summary: 'Replace a quotation (body { id, quotation } or the quotation itself)',
      params: idParam,
      body: quotationUpdateBody,
      response: { 200: updateQuotationReply },
    },
    async (req) => {
      await updateQuotation(db(), req.params.id, req.body);
      return { message: 'Update Successfully', quotation_id: req.params.id };
    },
  );

  user.delete('/quotation/delete/:id', { params: idParam, response: { 200: deleteQuotationReply } }, async (req) => ({
    result: { affectedRows: await deleteQuotation(db(), req.params.id) },
    message: 'delete successful',
  }));
}
