// The chart of accounts (admin only): groups, main heads, sub heads and ledgers. Saving a ledger
// posts its opening amount in the same transaction.
import type { ApiApp } from '../../app.js';
import { idParam, listOf, messageBody } from '../../../contracts/common.js';
import {
  chartListQuery,
  group,
  ledger,
  ledgerBody,
  ledgerEditBody,
  ledgerList,
  mainHead,
  mainHeadBody,
  mainHeadList,
  savedReply,
  subHead,
  subHeadBody,
  subHeadList,
} from '../../../contracts/accounts.js';
import { listGroups, listLedgers, listMainHeads, listSubHeads } from './queries.js';
import { createLedger, createMainHead, createSubHead, editLedger, editMainHead, editSubHead, removeLedger, removeMainHead, removeSubHead } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';

const deleted = { message: 'Remove Successfully' };

export async function accountsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags: ['accounts'] });

  admin.get('/group_all', { response: { 200: listOf(group) } }, async () => ({
    data: await listGroups(db()),
  }));

  // Main heads. The remove path's spelling is the spec's.
  admin.read('/maingroup_all', { querystring: chartListQuery, response: { 200: mainHeadList } }, listMainHeads);
  admin.post('/maingroup_post', { body: mainHeadBody, response: { 201: savedReply(mainHead) } }, async (req, reply) =>
    reply.code(201).send({ message: 'Main Head Added Successfully', data: await createMainHead(db(), req.body) }),
  );
  admin.patch('/maingroup_edit/:id', { params: idParam, body: mainHeadBody, response: { 200: savedReply(mainHead) } }, async (req) => ({
    message: 'Main Head Updated Successfully',
    data: await editMainHead(db(), req.params.id, req.body, req.sessionUser.id),
  }));
  admin.delete('/maingropu_remove/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeMainHead(db(), req.params.id);
    return deleted;
  });

  // Sub heads.
  admin.read('/sub_all', { querystring: chartListQuery, response: { 200: subHeadList } }, listSubHeads);
  admin.post('/sub_post', { body: subHeadBody, response: { 201: savedReply(subHead) } }, async (req, reply) =>
    reply.code(201).send({ message: 'Sub Group Added Successfully', data: await createSubHead(db(), req.body) }),
  );
  admin.patch('/sub_edit/:id', { params: idParam, body: subHeadBody, response: { 200: savedReply(subHead) } }, async (req) => ({
    message: 'Sub Group Updated Successfully',
    data: await editSubHead(db(), req.params.id, req.body, req.sessionUser.id),
  }));
  admin.delete('/sub_remove/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeSubHead(db(), req.params.id);
    return deleted;
  });

  // Ledgers.
  admin.read('/ledger_all', { querystring: chartListQuery, response: { 200: ledgerList } }, listLedgers);
  admin.post('/ledger_post', { body: ledgerBody, response: { 201: savedReply(ledger) } }, async (req, reply) =>
    reply.code(201).send({ message: 'Ledger Added Successfully !!', data: await createLedger(db(), req.body, req.sessionUser.id) }),
  );
  admin.patch('/ledger_edit/:id', { params: idParam, body: ledgerEditBody, response: { 200: savedReply(ledger) } }, async (req) => ({
    message: 'Ledger Updated Successfully',
    data: await editLedger(db(), req.params.id, req.body, req.sessionUser.id),
  }));
  admin.delete('/ledger_remove/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeLedger(db(), req.params.id);
    return deleted;
  });
}
