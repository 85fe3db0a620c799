// Credit limits (issue 24, item 4): a customer's standing for the bill form. The limit itself is
// set on the party (POST /party_post, PATCH /party_edit/:id); the refusal and the admin's approval
// happen in the bill's own call (server/credit/creditLimit.ts). And how amounts are grouped on
// screens and printed pages (item 7), a company setting.
import type { ApiApp } from '../../app.js';
import { sql, one, inTransaction } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { creditStatus, creditStatusQuery, numberFormatSettings } from '../../../contracts/credit.js';
import { creditStatusOf } from '../../credit/creditLimit.js';
import { numberGroupingOf } from '../../numberGrouping.js';
import { routeGroup } from '../../http/routeGroup.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import { approvalCode, approvalRequests, approvalRequestStatus } from '../../../contracts/approvals.js';
import { approvalRequestOf, decideApproval, newApprovalCode, pendingApprovals } from '../../credit/approvals.js';

const tags = ['parties'];

export async function creditRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  const system = routeGroup(api, { access: 'user', tags: ['system'] });
  const systemAdmin = routeGroup(api, { access: 'admin', tags: ['system'] });

  user.get(
    '/credit_status',
    {
      description:
        "A customer's due, credit limit, credit days, the room left under the limit and the overdue part of the due. With saleId (a bill being edited) that bill's own effect on the due is left out.",
      querystring: creditStatusQuery,
      response: { 200: creditStatus },
    },
    async (req) => {
      const s = await creditStatusOf(db(), req.query.partyId, req.query.saleId);
      if (!s) throw notFound('Party not found');
      return s;
    },
  );

  // Approvals of bills over the credit limit or below a minimum price (issue 39, finding 1; credit/approvals.ts).
  const admin = routeGroup(api, { access: 'admin', tags });
  admin.get(
    '/approval_requests',
    { description: "The clerks' bills waiting for an admin's approval, oldest first.", response: { 200: approvalRequests } },
    async () => ({ data: await pendingApprovals(db()) }),
  );
  user.get(
    '/approval_requests/:id',
    {
      description: 'Whether an approval request is still pending, approved (send the bill again with approvalId), refused, used or expired. A clerk sees their own.',
      params: idParam,
      response: { 200: approvalRequestStatus },
    },
    async (req) => {
      const r = await approvalRequestOf(db(), req.params.id, req.sessionUser);
      if (!r) throw notFound('Approval request not found');
      return r as { id: number; status: 'pending' };
    },
  );
  admin.post(
    '/approval_requests/:id/approve',
    { description: 'Approves a waiting request: the clerk sends the same bill again with its id, once.', params: idParam, response: { 200: messageBody } },
    async (req) => {
      await decideApproval(db(), req.params.id, req.sessionUser.id, true);
      return { message: 'Approved' };
    },
  );
  admin.post(
    '/approval_requests/:id/refuse',
    { description: 'Refuses a waiting request.', params: idParam, response: { 200: messageBody } },
    async (req) => {
      await decideApproval(db(), req.params.id, req.sessionUser.id, false);
      return { message: 'Refused' };
    },
  );
  admin.post(
    '/approval_codes',
    {
      description: 'A one-time approval code (6 digits, valid 10 minutes, one bill) for a clerk to type into the approval dialog. Only a keyed hash of it is kept.',
      response: { 201: approvalCode },
    },
    async (req, reply) => reply.code(201).send(await newApprovalCode(db(), req.sessionUser.id)),
  );

  system.get(
    '/number_format',
    { description: "How amounts are grouped: 'lakh' (1,23,45,678.00) or 'western' (12,345,678.00).", response: { 200: numberFormatSettings } },
    async () => ({ number_grouping: await numberGroupingOf(db()) }),
  );

  systemAdmin.put(
    '/number_format',
    { description: 'Sets how amounts are grouped on screens and printed pages.', body: numberFormatSettings, response: { 200: numberFormatSettings } },
    async (req) => {
      const row = await inTransaction(db(), (tx) =>
        one<{ number_grouping: 'lakh' | 'western' }>(
          tx,
          sql`insert into app_settings (id, number_grouping) values (1, ${req.body.number_grouping})
              on conflict (id) do update set number_grouping = excluded.number_grouping returning number_grouping`,
        ),
      );
      return { number_grouping: row!.number_grouping };
    },
  );
}
