// The cheque register: received and issued cheques, their states, and the dated changes between
// them (each posts its voucher in the same transaction, service.ts).
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import { chequeList, chequeListQuery, chequeMoveBody, chequeOne, chequeReply, chequesDue, chequesDueQuery, stateLabel } from '../../../contracts/cheques.js';
import { chequesDue as dueCheques, getCheque, listCheques } from './queries.js';
import { moveCheque } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';

export async function chequesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['cheques'] });

  user.read('/cheques', { querystring: chequeListQuery, response: { 200: chequeList } }, listCheques);

  user.get('/cheques_due', { querystring: chequesDueQuery, response: { 200: chequesDue } }, async (req) => dueCheques(db(), req.query.days ?? 7));

  user.get('/cheques/:id', { params: idParam, response: { 200: chequeOne } }, async (req) => ({
    data: await getCheque(db(), req.params.id),
  }));

  user.post(
    '/cheques/:id/state',
    {
      description: 'Moves the cheque to its next state and posts the change’s voucher, dated, in one transaction: 409 when the state is skipped or repeated.',
      params: idParam,
      body: chequeMoveBody,
      response: { 200: chequeReply },
    },
    async (req) => {
      const data = await moveCheque(db(), req.params.id, req.body, req.sessionUser.id);
      return { message: `Cheque marked ${stateLabel(data.direction, data.state).toLowerCase()}`, data };
    },
  );
}
