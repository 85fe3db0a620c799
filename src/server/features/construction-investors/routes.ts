// Investors, project investments and construction suppliers. Any signed-in user may call them (the
// spec shows no roles on the construction side).
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import { affectedReply, createdReply, pageQuery } from '../../../contracts/construction.js';
import {
  assignBody,
  contributionBody,
  investorBody,
  investorDetailsReply,
  investorsReply,
  projectInvestorsQuery,
  projectInvestorsReply,
  supplierBody,
  supplierDetailsReply,
  suppliersReply,
} from '../../../contracts/construction-investors.js';
import * as svc from './service.js';
import * as q from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

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
  const user = routeGroup(api, { access: 'user', tags: ['construction: investors and suppliers'] });
  const affected = (message: string) => async (n: Promise<number>) => ({ message, result: { affectedRows: await n } });

  // ---- investors ---------------------------------------------------------------------------------
  user.read(
    '/investors',
    { description: 'A page of investors by name, with their total contribution.', querystring: pageQuery, response: { 200: investorsReply } },
    q.listInvestors,
  );
  user.get('/investor-details/:id', { params: idParam, response: { 200: investorDetailsReply } }, async (req) => q.investorDetails(db(), req.params.id));
  user.post('/investor/create', { description: OWN_LEDGER, body: investorBody, response: { 201: createdReply } }, async (req, reply) =>
    reply.code(201).send({ message: 'Investor Created !!', insertId: await svc.createInvestor(db(), req.body, req.sessionUser.id) }),
  );
  user.put('/investor/update/:id', { description: OWN_LEDGER, params: idParam, body: investorBody, response: { 200: affectedReply } }, async (req) =>
    affected('Investor Updated !!')(svc.updateInvestor(db(), req.params.id, req.body)),
  );
  user.delete(
    '/investor/delete/:id',
    { description: `${OWN_LEDGER} An investor with project investments cannot be deleted either.`, params: idParam, response: { 200: affectedReply } },
    async (req) => affected('Deleted successfully')(svc.deleteInvestor(db(), req.params.id)),
  );

  // ---- project investments -----------------------------------------------------------------------
  user.read(
    '/project-investors',
    { description: `A page of project investments, newest first. ${SHARES}`, querystring: projectInvestorsQuery, response: { 200: projectInvestorsReply } },
    q.listProjectInvestors,
  );
  user.post(
    '/project-investor/assign',
    {
      description: `Adds an investor to a project with its contribution. One investor once per project (409 "This investor already exists in this project."). ${SHARES}`,
      body: assignBody,
      response: { 201: createdReply },
    },
    async (req, reply) => reply.code(201).send({ message: 'Investor Assigned!', insertId: await svc.assignInvestor(db(), req.body, req.sessionUser.id) }),
  );
  user.put(
    '/project-investor/update/:id',
    { description: `Changes a contribution. ${SHARES}`, params: idParam, body: contributionBody, response: { 200: affectedReply } },
    async (req) => affected('Contribution updated!')(svc.updateContribution(db(), req.params.id, req.body.contribution_amount)),
  );
  user.delete(
    '/project-investor/delete/:id',
    { description: `Removes an investor from a project. ${SHARES}`, params: idParam, response: { 200: affectedReply } },
    async (req) => affected('Deleted successfully')(svc.removeAssignment(db(), req.params.id)),
  );

  // ---- construction suppliers --------------------------------------------------------------------
  const supplierDoc = `${OWN_LEDGER} opening_balance is what we owe the supplier at the start: the ledger's opening amount on the credit side.`;
  user.read(
    '/supplier/get',
    { description: 'A page of construction suppliers by name, with what we owe each now.', querystring: pageQuery, response: { 200: suppliersReply } },
    q.listSuppliers,
  );
  user.get('/supplier/details/:id', { params: idParam, response: { 200: supplierDetailsReply } }, async (req) => q.supplierDetails(db(), req.params.id));
  user.post('/supplier/create', { description: supplierDoc, body: supplierBody, response: { 201: createdReply } }, async (req, reply) =>
    reply.code(201).send({ message: 'Supplier Created !!', insertId: await svc.createSupplier(db(), req.body, req.sessionUser.id) }),
  );
  user.put('/supplier/update/:id', { description: supplierDoc, params: idParam, body: supplierBody, response: { 200: affectedReply } }, async (req) =>
    affected('Supplier Updated !!')(svc.updateSupplier(db(), req.params.id, req.body)),
  );
  user.delete('/supplier/delete/:id', { description: supplierDoc, params: idParam, response: { 200: affectedReply } }, async (req) =>
    affected('Deleted successfully')(svc.deleteSupplier(db(), req.params.id)),
  );
}
