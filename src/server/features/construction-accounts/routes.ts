// The construction chart of accounts and its ledger reports. Lists page by page and limit (50 a page).
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import { affectedReply, createdReply, pagedResult, pageQuery } from '../../../contracts/construction.js';
import {
  groupBody,
  groupRow,
  ledgerBody,
  ledgerByProjectQuery,
  ledgerListQuery,
  ledgerReportQuery,
  ledgerReportReply,
  ledgerRow,
  ledgersByProjectReply,
  mainBody,
  mainRow,
  projectLedgerParams,
  subBody,
  subRow,
} from '../../../contracts/construction-accounts.js';
import * as svc from './service.js';
import * as q from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

const tags = ['construction: chart of accounts'];
const deleted = (affectedRows: number) => ({ message: 'Deleted successfully', result: { affectedRows } });

export async function constructionAccountsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  const created = (message: string) => async (insertId: number) => ({ message, insertId });
  const updated = (message: string) => (affectedRows: number) => ({ message, result: { affectedRows } });

  // groups
  user.post('/project/group/create', { body: groupBody, response: { 201: createdReply } }, async (req, reply) =>
    reply.code(201).send(await svc.createGroup(db(), req.body).then(created('Group Created !!'))),
  );
  user.read('/project/group', { querystring: pageQuery, response: { 200: pagedResult(groupRow) } }, q.listGroups);
  user.put('/project/group/update/:id', { params: idParam, body: groupBody, response: { 200: affectedReply } }, async (req) =>
    svc.updateGroup(db(), req.params.id, req.body).then(updated('Group Updated !!')),
  );
  user.delete('/project/group/delete/:id', { params: idParam, response: { 200: affectedReply } }, async (req) =>
    deleted(await svc.deleteGroup(db(), req.params.id)),
  );

  // main heads
  user.post('/project/main/create', { body: mainBody, response: { 201: createdReply } }, async (req, reply) =>
    reply.code(201).send(await svc.createMain(db(), req.body).then(created('Main Created!'))),
  );
  user.read('/project/main', { querystring: pageQuery, response: { 200: pagedResult(mainRow) } }, q.listMains);
  user.get('/project/main/details/:id', { params: idParam, response: { 200: z.object({ result: mainRow }) } }, async (req) => ({
    result: await q.getMain(db(), req.params.id),
  }));
  user.put('/project/main/update/:id', { params: idParam, body: mainBody, response: { 200: affectedReply } }, async (req) =>
    svc.updateMain(db(), req.params.id, req.body).then(updated('Main Updated!')),
  );
  user.delete('/project/main/delete/:id', { params: idParam, response: { 200: affectedReply } }, async (req) =>
    deleted(await svc.deleteMain(db(), req.params.id)),
  );

  // sub heads (the spec's create message reads "Main Created!")
  user.post('/project/sub/create', { body: subBody, response: { 201: createdReply } }, async (req, reply) =>
    reply.code(201).send(await svc.createSub(db(), req.body).then(created('Main Created!'))),
  );
  user.read('/project/sub', { querystring: pageQuery, response: { 200: pagedResult(subRow) } }, q.listSubs);
  user.get('/project/sub-details/:id', { params: idParam, response: { 200: z.object({ result: subRow }) } }, async (req) => ({
    result: await q.getSub(db(), req.params.id),
  }));
  user.put('/project/sub/update/:id', { params: idParam, body: subBody, response: { 200: affectedReply } }, async (req) =>
    svc.updateSub(db(), req.params.id, req.body).then(updated('Sub Updated!')),
  );
  user.delete('/project/sub/delete/:id', { params: idParam, response: { 200: affectedReply } }, async (req) =>
    deleted(await svc.deleteSub(db(), req.params.id)),
  );

  // ledgers
  user.post('/project/ledger/create', { body: ledgerBody, response: { 201: createdReply } }, async (req, reply) =>
    reply.code(201).send(await svc.createLedger(db(), req.body).then(created('Ledger Created!'))),
  );
  user.read(
    '/project/ledger',
    {
      description: 'Ledgers with their balance (Avl_bal = opening amount + debits − credits); projectId keeps those tied to a project.',
      querystring: ledgerListQuery,
      response: { 200: pagedResult(ledgerRow) },
    },
    q.listLedgers,
  );
  user.get('/project/ledger-details/:id', { params: idParam, response: { 200: z.object({ result: ledgerRow }) } }, async (req) => ({
    result: await q.getLedger(db(), req.params.id),
  }));
  user.put('/project/ledger/update/:id', { params: idParam, body: ledgerBody, response: { 200: affectedReply } }, async (req) =>
    svc.updateLedger(db(), req.params.id, req.body).then(updated('Ledger Updated!')),
  );
  user.delete('/project/ledger/delete/:id', { params: idParam, response: { 200: affectedReply } }, async (req) =>
    deleted(await svc.deleteLedger(db(), req.params.id)),
  );

  user.get(
    '/project/ledger-by-project/:id',
    {
      description: 'The ledgers tied to the project or used by its vouchers, with the project’s debits and credits on each.',
      params: idParam,
      response: { 200: ledgersByProjectReply },
    },
    async (req) => q.ledgersByProject(db(), req.params.id),
  );
  user.get(
    '/project/ledger-by-project/:id/:ledgerId',
    {
      description: 'The ledger report of one ledger, counting only the lines tagged with the project.',
      params: projectLedgerParams,
      querystring: ledgerByProjectQuery,
      response: { 200: ledgerReportReply },
    },
    async (req) => q.ledgerReport(db(), { ledgerId: req.params.ledgerId, projectId: req.params.id, sDate: req.query.sDate, eDate: req.query.eDate }),
  );

  user.read(
    '/project/report/ledger',
    {
      description: 'A ledger report: opening balance, lines with a running balance, totals. Ledger 1 gives the petty cash report.',
      querystring: ledgerReportQuery,
      response: { 200: ledgerReportReply },
    },
    q.ledgerReport,
  );
}
