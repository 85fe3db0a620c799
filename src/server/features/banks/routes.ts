// Banks: the list for every signed-in user (collections and sales pick a bank); changes for an admin.
// Each bank has its own ledger under Bank Accounts, with the bank's opening balance (service.ts).
import type { ApiApp } from '../../app.js';
import { badRequest } from '../../errors.js';
import { createBank, editBank, removeBank } from './service.js';
import { listBanks } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { banksRoutes as routes } from '../../../contracts/banks.js';

const tags = ['banks'];

export async function banksRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags });
  const user = routeGroup(api, { access: 'user', tags });
  user.reads(routes.bankAll, {}, listBanks);

  admin.on(routes.bankPost, {}, async (req, reply) =>
    reply.code(201).send({ message: 'Bank created successfully', data: await createBank(db(), req.body, req.sessionUser.id) }),
  );

  admin.on(routes.bankEdit, {}, async (req) => {
    const { id, ...body } = req.body;
    if (id !== undefined && id !== null && id !== '' && Number(id) !== req.params.id)
      throw badRequest('The bank in the form is not the bank being edited', 'id');
    return { message: 'Bank updated successfully', data: await editBank(db(), req.params.id, body, req.sessionUser.id) };
  });

  admin.on(routes.bankRemove, {}, async (req) => {
    await removeBank(db(), req.params.id);
    return { message: 'Bank deleted successfully' };
  });
}
