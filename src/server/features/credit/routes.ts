// Credit limits (issue 24, item 4): a customer's standing for the bill form. The limit itself is
// set on the party (POST /party_post, PATCH /party_edit/:id); the refusal and the admin's approval
// happen in the bill's own call (server/credit/creditLimit.ts). And how amounts are grouped on
// screens and printed pages (item 7), a company setting.
import type { ApiApp } from '../../app.js';
import { sql, one, inTransaction } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { creditStatusOf } from '../../credit/creditLimit.js';
import { numberGroupingOf } from '../../numberGrouping.js';
import { DEFAULT_DATE_STYLE, type DateStyle } from '../../../domain/dates.js';
import { routeGroup } from '../../http/routeGroup.js';
import { creditRoutes as routes } from '../../../contracts/credit.js';
import { approvalRequestOf, decideApproval, newApprovalCode, pendingApprovals } from '../../credit/approvals.js';

const tags = ['parties'];

export async function creditRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  const system = routeGroup(api, { access: 'user', tags: ['system'] });
  const systemAdmin = routeGroup(api, { access: 'admin', tags: ['system'] });

  user.on(
    routes.creditStatus,
    {
      description:
        "A customer's due, credit limit, credit days, the room left under the limit and the overdue part of the due. With saleId (a bill being edited) that bill's own effect on the due is left out.",
    },
    async (req) => {
      const s = await creditStatusOf(db(), req.query.partyId, req.query.saleId);
      if (!s) throw notFound('Party not found');
      return s;
    },
  );

  // Approvals of bills over the credit limit or below a minimum price (issue 39, finding 1; credit/approvals.ts).
  const admin = routeGroup(api, { access: 'admin', tags });
  admin.on(routes.approvalRequests, { description: "The clerks' bills waiting for an admin's approval, oldest first." }, async () => ({
    data: await pendingApprovals(db()),
  }));
  user.on(
    routes.approvalRequest,
    {
      description:
        'Whether an approval request is still pending, approved (send the bill again with approvalId), refused, used or expired. A clerk sees their own.',
    },
    async (req) => {
      const r = await approvalRequestOf(db(), req.params.id, req.sessionUser);
      if (!r) throw notFound('Approval request not found');
      return r as { id: number; status: 'pending' };
    },
  );
  admin.on(routes.approveRequest, { description: 'Approves a waiting request: the clerk sends the same bill again with its id, once.' }, async (req) => {
    await decideApproval(db(), req.params.id, req.sessionUser.id, true);
    return { message: 'Approved' };
  });
  admin.on(routes.refuseRequest, { description: 'Refuses a waiting request.' }, async (req) => {
    await decideApproval(db(), req.params.id, req.sessionUser.id, false);
    return { message: 'Refused' };
  });
  admin.on(
    routes.approvalCode,
    {
      description:
        'A one-time approval code (6 digits, valid 10 minutes, one bill) for a clerk to type into the approval dialog. Only a keyed hash of it is kept.',
    },
    async (req, reply) => reply.code(201).send(await newApprovalCode(db(), req.sessionUser.id)),
  );

  const dateFormatOf = async (): Promise<DateStyle> => {
    const r = await one<{ f: DateStyle }>(db(), sql`select date_format as f from app_settings where id = 1`);
    return r?.f ?? DEFAULT_DATE_STYLE;
  };
  system.on(
    routes.getNumberFormat,
    {
      description:
        "How amounts are grouped: 'lakh' (1,23,45,678.00) or 'western' (12,345,678.00); how dates show on screens and pages: 'dd/mm/yyyy' (the default), 'd-mmm-yyyy' or 'yyyy-mm-dd'. The API's own dates are yyyy-mm-dd whatever it says.",
    },
    async () => ({ number_grouping: await numberGroupingOf(db()), date_format: await dateFormatOf() }),
  );

  /** One column of the settings row written (the row made when there is none); the value as saved. */
  const saveSetting = async <K extends 'number_grouping' | 'negative_cash' | 'date_format', V extends string>(column: K, value: V): Promise<Record<K, V>> => {
    const col = sql.raw(column);
    const row = await inTransaction(db(), (tx) =>
      one<{ v: V }>(
        tx,
        sql`insert into app_settings (id, ${col}) values (1, ${value}) on conflict (id) do update set ${col} = excluded.${col} returning ${col} as v`,
      ),
    );
    return { [column]: row!.v } as Record<K, V>;
  };

  systemAdmin.on(routes.putNumberFormat, { description: 'Sets how amounts are grouped, or how dates show, on screens and printed pages (either or both).' }, async (req) => {
    if (req.body.number_grouping) await saveSetting('number_grouping', req.body.number_grouping);
    if (req.body.date_format) await saveSetting('date_format', req.body.date_format);
    return { number_grouping: await numberGroupingOf(db()), date_format: await dateFormatOf() };
  });

  system.on(
    routes.getCashSetting,
    { description: "What a payment that would take cash in hand below zero does: 'warn' (saved, with a warning) or 'refuse' (409)." },
    async () => {
      const r = await one<{ negative_cash: 'warn' | 'refuse' }>(db(), sql`select negative_cash from app_settings where id = 1`);
      return { negative_cash: r?.negative_cash ?? 'warn' };
    },
  );

  systemAdmin.on(routes.putCashSetting, { description: 'Sets whether a payment that would take cash in hand below zero is warned of or refused.' }, (req) =>
    saveSetting('negative_cash', req.body.negative_cash),
  );
}
