// Warranty and service by serial (issue 44): the claim desk, the claims' trip to the supplier and
// back, the RMA challans and the reports. Each write is one transaction (service.ts).
import type { ApiApp } from '../../app.js';
import { routeGroup } from '../../http/routeGroup.js';
import { warrantyRoutes as routes } from '../../../contracts/warranty.js';
import { createClaim, createRma, deliverClaim, recordReturn, setModelMonths, swapFromStock } from './service.js';
import { claimDetail, listClaims, listRma, rmaDetail, warrantyReports } from './queries.js';
import { warrantyBySerialNo } from '../../documents/warranty.js';

export async function warrantyRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['warranty'] });
  const admin = routeGroup(api, { access: 'admin', tags: ['warranty'] });

  user.on(
    routes.serialWarranty,
    { summary: "A serial's warranty: the bill that sold it, the customer, the months and the end (one per model with that serial)" },
    async (req) => ({ matches: await warrantyBySerialNo(db(), req.query.sl_no) }),
  );

  admin.on(routes.modelWarranty, { summary: "Set a model's warranty in months (null: not known); its printed text stays" }, async (req) => {
    await setModelMonths(db(), req.params.id, req.body.warranty_months);
    return { message: 'Warranty updated', warranty_months: req.body.warranty_months };
  });

  user.on(
    routes.createClaim,
    {
      summary: 'Open a claim (service job) on a sold serial',
      description: 'Numbered WC-{year}-{n}; the unit is the customer’s, not our stock: nothing is posted.',
    },
    async (req, reply) => {
      const r = await createClaim(db(), req.body, req.sessionUser.id);
      return reply.code(201).send({ message: `Claim ${r.claimNo} opened`, id: r.id, claim_no: r.claimNo });
    },
  );

  user.on(routes.listClaims, { summary: 'Claims, newest first (state=open for the open ones; q: number, serial, customer, mobile or model)' }, async (req) => ({
    data: await listClaims(db(), req.query),
  }));

  user.on(routes.claim, { summary: 'One claim with its warranty and history' }, async (req) => claimDetail(db(), req.params.id));

  user.on(
    routes.swapClaim,
    {
      summary: 'Give the customer a unit from our stock now',
      description:
        'The unit leaves stock at the moving average; the faulty one is receivable from the supplier at that cost until the supplier replaces or credits it.',
    },
    async (req) => {
      const c = await swapFromStock(db(), req.params.id, req.body, req.sessionUser.id);
      return { message: 'Unit given from stock', id: c.id, claim_no: c.claim_no };
    },
  );

  user.on(
    routes.returnClaim,
    { summary: 'The unit back from the supplier: repaired, replaced (with the new serial), rejected, or credited (a unit we replaced from stock)' },
    async (req) => {
      const c = await recordReturn(db(), req.params.id, req.body, req.sessionUser.id);
      return { message: `Claim ${c.claim_no} ${req.body.outcome}`, id: c.id, claim_no: c.claim_no };
    },
  );

  user.on(
    routes.deliverClaim,
    { summary: "Hand the unit to the customer; a charge is a bill of the repair service (a non-stock service line) on the customer's account" },
    async (req) => {
      const c = await deliverClaim(db(), req.params.id, req.body, req.sessionUser.id, req.sessionUser.role);
      return { message: `Claim ${c.claim_no} delivered${c.billNo ? `, billed on ${c.billNo}` : ''}`, id: c.id, claim_no: c.claim_no };
    },
  );

  user.on(routes.createRma, { summary: 'An RMA challan sending received claims to one supplier or service centre' }, async (req, reply) => {
    const r = await createRma(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: `RMA challan ${r.rmaNo} made`, id: r.id, rma_no: r.rmaNo });
  });
  user.on(routes.listRma, { summary: 'RMA challans, newest first' }, async () => ({ data: await listRma(db()) }));
  user.on(routes.rma, { summary: 'One RMA challan with its units' }, async (req) => rmaDetail(db(), req.params.id));

  user.on(
    routes.reports,
    {
      summary:
        'Open claims by age and state, turnaround per supplier, failure rate per model, units awaiting pickup; filtered by claim dates, supplier and state',
    },
    async (req) => warrantyReports(db(), req.query),
  );
}
