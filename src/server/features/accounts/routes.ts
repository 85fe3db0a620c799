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

const tags = ['accounts'];
const config = { access: 'admin' as const };
const deleted = { message: 'Remove Successfully' };

export async function accountsRoutes(api: ApiApp) {
  const db = () => api.database.db;

  api.get('/group_all', { config, schema: { tags, response: { 200: listOf(group) } } }, async () => ({
    data: await listGroups(db()),
  }));

  // Main heads. The remove path's spelling is the spec's.
  api.get(
    '/maingroup_all',
    { config, schema: { tags, querystring: chartListQuery, response: { 200: mainHeadList } } },
    async (req) => listMainHeads(db(), req.query),
  );
  api.post(
    '/maingroup_post',
    { config, schema: { tags, body: mainHeadBody, response: { 201: savedReply(mainHead) } } },
    async (req, reply) => reply.code(201).send({ message: 'Main Head Added Successfully', data: await createMainHead(db(), req.body) }),
  );
  api.patch(
    '/maingroup_edit/:id',
    { config, schema: { tags, params: idParam, body: mainHeadBody, response: { 200: savedReply(mainHead) } } },
    async (req) => ({
      message: 'Main Head Updated Successfully',
      data: await editMainHead(db(), req.params.id, req.body, req.sessionUser.id),
    }),
  );
  api.delete(
    '/maingropu_remove/:id',
    { config, schema: { tags, params: idParam, response: { 200: messageBody } } },
    async (req) => {
      await removeMainHead(db(), req.params.id);
      return deleted;
    },
  );

  // Sub heads.
  api.get('/sub_all', { config, schema: { tags, querystring: chartListQuery, response: { 200: subHeadList } } }, async (req) =>
    listSubHeads(db(), req.query),
  );
  api.post(
    '/sub_post',
    { config, schema: { tags, body: subHeadBody, response: { 201: savedReply(subHead) } } },
    async (req, reply) => reply.code(201).send({ message: 'Sub Group Added Successfully', data: await createSubHead(db(), req.body) }),
  );
  api.patch(
    '/sub_edit/:id',
    { config, schema: { tags, params: idParam, body: subHeadBody, response: { 200: savedReply(subHead) } } },
    async (req) => ({
      message: 'Sub Group Updated Successfully',
      data: await editSubHead(db(), req.params.id, req.body, req.sessionUser.id),
    }),
  );
  api.delete('/sub_remove/:id', { config, schema: { tags, params: idParam, response: { 200: messageBody } } }, async (req) => {
    await removeSubHead(db(), req.params.id);
    return deleted;
  });

  // Ledgers.
  api.get('/ledger_all', { config, schema: { tags, querystring: chartListQuery, response: { 200: ledgerList } } }, async (req) =>
    listLedgers(db(), req.query),
  );
  api.post(
    '/ledger_post',
    { config, schema: { tags, body: ledgerBody, response: { 201: savedReply(ledger) } } },
    async (req, reply) => reply.code(201).send({ message: 'Ledger Added Successfully !!', data: await createLedger(db(), req.body, req.sessionUser.id) }),
  );
  api.patch(
    '/ledger_edit/:id',
    { config, schema: { tags, params: idParam, body: ledgerEditBody, response: { 200: savedReply(ledger) } } },
    async (req) => ({
      message: 'Ledger Updated Successfully',
      data: await editLedger(db(), req.params.id, req.body, req.sessionUser.id),
    }),
  );
  api.delete('/ledger_remove/:id', { config, schema: { tags, params: idParam, response: { 200: messageBody } } }, async (req) => {
    await removeLedger(db(), req.params.id);
    return deleted;
  });
}
