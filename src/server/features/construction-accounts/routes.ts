// The construction chart of accounts and its ledger reports. Lists page by page and limit (50 a page).
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import { pagedResult, pageQuery } from '../../../contracts/construction.js';
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
import { recordRoutes } from '../../http/recordRoutes.js';

const tags = ['construction: chart of accounts'];

export async function constructionAccountsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = recordRoutes(api, { access: 'user', tags });

  // groups
  user.create('/project/group/create', { body: groupBody }, 'Group Created !!', svc.createGroup);
  user.read('/project/group', { querystring: pageQuery, response: { 200: pagedResult(groupRow) } }, q.listGroups);
  user.update('/project/group/update/:id', { body: groupBody }, 'Group Updated !!', svc.updateGroup);
  user.remove('/project/group/delete/:id', {}, 'Deleted successfully', svc.deleteGroup);

  // main heads
  user.create('/project/main/create', { body: mainBody }, 'Main Created!', svc.createMain);
  user.read('/project/main', { querystring: pageQuery, response: { 200: pagedResult(mainRow) } }, q.listMains);
  user.get('/project/main/details/:id', { params: idParam, response: { 200: z.object({ result: mainRow }) } }, async (req) => ({
    result: await q.getMain(db(), req.params.id),
  }));
  user.update('/project/main/update/:id', { body: mainBody }, 'Main Updated!', svc.updateMain);
  user.remove('/project/main/delete/:id', {}, 'Deleted successfully', svc.deleteMain);

  // sub heads (the spec's create message reads "Main Created!")
  user.create('/project/sub/create', { body: subBody }, 'Main Created!', svc.createSub);
  user.read('/project/sub', { querystring: pageQuery, response: { 200: pagedResult(subRow) } }, q.listSubs);
  user.get('/project/sub-details/:id', { params: idParam, response: { 200: z.object({ result: subRow }) } }, async (req) => ({
    result: await q.getSub(db(), req.params.id),
  }));
  user.update('/project/sub/update/:id', { body: subBody }, 'Sub Updated!', svc.updateSub);
  user.remove('/project/sub/delete/:id', {}, 'Deleted successfully', svc.deleteSub);

  // ledgers
  user.create('/project/ledger/create', { body: ledgerBody }, 'Ledger Created!', svc.createLedger);
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
  user.update('/project/ledger/update/:id', { body: ledgerBody }, 'Ledger Updated!', svc.updateLedger);
  user.remove('/project/ledger/delete/:id', {}, 'Deleted successfully', svc.deleteLedger);

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
