// The construction chart of accounts and its ledger reports. Lists page by page and limit (50 a page).
import type { ApiApp } from '../../app.js';
import * as svc from './service.js';
import * as q from './queries.js';
import { recordRoutes } from '../../http/recordRoutes.js';
import { constructionAccountsRoutes as routes } from '../../../contracts/construction-accounts.js';

const tags = ['construction: chart of accounts'];

export async function constructionAccountsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = recordRoutes(api, { access: 'user', tags });

  // groups
  user.create(routes.projectGroupCreate, {}, 'Group Created !!', svc.createGroup);
  user.reads(routes.projectGroup, {}, q.listGroups);
  user.update(routes.projectGroupUpdate, {}, 'Group Updated !!', svc.updateGroup);
  user.remove(routes.projectGroupDelete, {}, 'Deleted successfully', svc.deleteGroup);

  // main heads
  user.create(routes.projectMainCreate, {}, 'Main Created!', svc.createMain);
  user.reads(routes.projectMain, {}, q.listMains);
  user.on(routes.projectMainDetails, {}, async (req) => ({
    result: await q.getMain(db(), req.params.id),
  }));
  user.update(routes.projectMainUpdate, {}, 'Main Updated!', svc.updateMain);
  user.remove(routes.projectMainDelete, {}, 'Deleted successfully', svc.deleteMain);

  // sub heads (the spec's create message reads "Main Created!")
  user.create(routes.projectSubCreate, {}, 'Main Created!', svc.createSub);
  user.reads(routes.projectSub, {}, q.listSubs);
  user.on(routes.projectSubDetails, {}, async (req) => ({
    result: await q.getSub(db(), req.params.id),
  }));
  user.update(routes.projectSubUpdate, {}, 'Sub Updated!', svc.updateSub);
  user.remove(routes.projectSubDelete, {}, 'Deleted successfully', svc.deleteSub);

  // ledgers
  user.create(routes.projectLedgerCreate, {}, 'Ledger Created!', svc.createLedger);
  user.reads(
    routes.projectLedger,
    { description: 'Ledgers with their balance (Avl_bal = opening amount + debits − credits); projectId keeps those tied to a project.' },
    q.listLedgers,
  );
  user.on(routes.projectLedgerDetails, {}, async (req) => ({
    result: await q.getLedger(db(), req.params.id),
  }));
  user.update(routes.projectLedgerUpdate, {}, 'Ledger Updated!', svc.updateLedger);
  user.remove(routes.projectLedgerDelete, {}, 'Deleted successfully', svc.deleteLedger);

  user.on(
    routes.getProjectLedgerByProjectById,
    { description: 'The ledgers tied to the project or used by its vouchers, with the project’s debits and credits on each.' },
    async (req) => q.ledgersByProject(db(), req.params.id),
  );
  user.on(
    routes.getProjectLedgerByProjectByIdLedgerId,
    { description: 'The ledger report of one ledger, counting only the lines tagged with the project.' },
    async (req) => q.ledgerReport(db(), { ledgerId: req.params.ledgerId, projectId: req.params.id, sDate: req.query.sDate, eDate: req.query.eDate }),
  );

  user.reads(
    routes.projectReportLedger,
    { description: 'A ledger report: opening balance, lines with a running balance, totals. Ledger 1 gives the petty cash report.' },
    q.ledgerReport,
  );
}
