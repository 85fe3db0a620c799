// Customers and suppliers: lists by type, the opening-balance call, and add, edit, remove.
import type { ApiApp } from '../../app.js';

import { createParty, editParty, removeParty } from './service.js';
import { listParties, openBalance } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { partiesRoutes as routes } from '../../../contracts/parties.js';

/** Which party types each list shows: a combine party (3) is both a customer and a supplier. */
const LISTS = [
  [routes.customerAll, [1, 3]],
  [routes.supplierAll, [2, 3]],
  [routes.combineAll, [1, 2, 3]],
] as const;

export async function partiesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['parties'] });
  for (const [route, types] of LISTS) {
    user.on(route, {}, async (req) => listParties(db(), { ...req.query, types: [...types] }));
  }

  user.on(routes.getOpenBalance, {}, async (req) => ({
    data: { balance: await openBalance(db(), req.query.partyId) },
  }));

  user.on(routes.partyPost, {}, async (req, res) => {
    const data = await createParty(db(), req.body, req.sessionUser.id, req.sessionUser.role);
    return res.code(201).send({ message: `${data.type === 2 ? 'Supplier' : 'Customer'} created successfully`, data });
  });

  user.on(routes.partyEdit, {}, async (req) => ({
    message: 'Update Successfully',
    data: await editParty(db(), req.params.id, req.body, req.sessionUser.id, req.sessionUser.role),
  }));

  user.on(routes.partyRemove, {}, async (req) => {
    await removeParty(db(), req.params.id);
    return { message: 'Deleted successfully!' };
  });
}
