// Investors, project investments and construction suppliers. Any signed-in user may call them (the
// spec shows no roles on the construction side).
import type { ApiApp } from '../../app.js';
import * as svc from './service.js';
import * as q from './queries.js';
import { recordRoutes } from '../../http/recordRoutes.js';
import { constructionInvestorsRoutes as routes } from '../../../contracts/construction-investors.js';

const OWN_LEDGER =
  'Creating one also opens its ledger in the construction chart (group "Liabilities", main head "Capital", sub head "Investors" for an investor; ' +
  'main head "Current Liabilities", sub head "Construction Suppliers" for a supplier; each found by name or added), in the same transaction. ' +
  'An edit renames the ledger; a delete removes it, and is refused (409) while vouchers or bills use it.';

const SHARES =
  'Contributions are the shares in which a project is split between its investors: an investor’s profit share of a completed project is ' +
  'its profit/loss × contribution ÷ all contributions to it, and its expense share of a running project is that project’s expenses × the same fraction. ' +
  'Once a project is completed its contributions cannot change (409) until it is set back to another status.';

export async function constructionInvestorsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = recordRoutes(api, { access: 'user', tags: ['construction: investors and suppliers'] });

  // ---- investors ---------------------------------------------------------------------------------
  user.reads(routes.investors, { description: 'A page of investors by name, with their total contribution.' }, q.listInvestors);
  user.on(routes.investorDetails, {}, async (req) => q.investorDetails(db(), req.params.id));
  user.create(routes.investorCreate, { description: OWN_LEDGER }, 'Investor Created !!', svc.createInvestor);
  user.update(routes.investorUpdate, { description: OWN_LEDGER }, 'Investor Updated !!', svc.updateInvestor);
  user.remove(
    routes.investorDelete,
    { description: `${OWN_LEDGER} An investor with project investments cannot be deleted either.` },
    'Deleted successfully',
    svc.deleteInvestor,
  );

  // ---- project investments -----------------------------------------------------------------------
  user.reads(routes.projectInvestors, { description: `A page of project investments, newest first. ${SHARES}` }, q.listProjectInvestors);
  user.create(
    routes.projectInvestorAssign,
    {
      description: `Adds an investor to a project with its contribution. One investor once per project (409 "This investor already exists in this project."). ${SHARES}`,
    },
    'Investor Assigned!',
    svc.assignInvestor,
  );
  user.update(routes.projectInvestorUpdate, { description: `Changes a contribution. ${SHARES}` }, 'Contribution updated!', (db, id, b) =>
    svc.updateContribution(db, id, b.contribution_amount),
  );
  user.remove(routes.projectInvestorDelete, { description: `Removes an investor from a project. ${SHARES}` }, 'Deleted successfully', svc.removeAssignment);

  // ---- construction suppliers --------------------------------------------------------------------
  const supplierDoc = `${OWN_LEDGER} opening_balance is what we owe the supplier at the start: the ledger's opening amount on the credit side.`;
  user.reads(routes.supplierGet, { description: 'A page of construction suppliers by name, with what we owe each now.' }, q.listSuppliers);
  user.on(routes.supplierDetails, {}, async (req) => q.supplierDetails(db(), req.params.id));
  user.create(routes.supplierCreate, { description: supplierDoc }, 'Supplier Created !!', svc.createSupplier);
  user.update(routes.supplierUpdate, { description: supplierDoc }, 'Supplier Updated !!', svc.updateSupplier);
  user.remove(routes.supplierDelete, { description: supplierDoc }, 'Deleted successfully', svc.deleteSupplier);
}
