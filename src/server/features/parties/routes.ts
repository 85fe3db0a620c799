// Customers and suppliers: lists by type, the opening-balance call, and add, edit, remove.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import { openBalanceQuery, openBalanceReply, party, partyBody, partyEditBody, partyList, partyListQuery } from '../../../contracts/parties.js';
import { createParty, editParty, removeParty } from './service.js';
import { listParties, openBalance } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';

const reply = z.object({ message: z.string(), data: party });

/** Which party types each list shows: a combine party (3) is both a customer and a supplier. */
const LISTS: [string, number[]][] = [
  ['/customer_all', [1, 3]],
  ['/supplier_all', [2, 3]],
  ['/combine_all', [1, 2, 3]],
];

export async function partiesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['parties'] });
  for (const [path, types] of LISTS) {
    user.get(path, { querystring: partyListQuery, response: { 200: partyList } }, async (req) => listParties(db(), { ...req.query, types }));
  }

  user.get('/get_open_balance', { querystring: openBalanceQuery, response: { 200: openBalanceReply } }, async (req) => ({
    data: { balance: await openBalance(db(), req.query.partyId) },
  }));

  user.post('/party_post', { body: partyBody, response: { 201: reply } }, async (req, res) => {
    const data = await createParty(db(), req.body, req.sessionUser.id);
    return res.code(201).send({ message: `${data.type === 2 ? 'Supplier' : 'Customer'} created successfully`, data });
  });

  user.patch('/party_edit/:id', { params: idParam, body: partyEditBody, response: { 200: reply } }, async (req) => ({
    message: 'Update Successfully',
    data: await editParty(db(), req.params.id, req.body, req.sessionUser.id, req.sessionUser.role),
  }));

  user.delete('/party_remove/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeParty(db(), req.params.id);
    return { message: 'Deleted successfully!' };
  });
}
