// The cheque register: received and issued cheques, their states, and the dated changes between
// them (each posts its voucher in the same transaction, service.ts).
import type { ApiApp } from '../../app.js';
import { stateLabel } from '../../../contracts/cheques.js';
import { chequesDue as dueCheques, getCheque, listCheques } from './queries.js';
import { moveCheque } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';
import { chequesRoutes as routes } from '../../../contracts/cheques.js';

export async function chequesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['cheques'] });

  user.reads(routes.getCheques, {}, listCheques);

  user.on(routes.chequesDue, {}, async (req) => dueCheques(db(), req.query.days ?? 7));

  user.on(routes.getChequesById, {}, async (req) => ({
    data: await getCheque(db(), req.params.id),
  }));

  user.on(
    routes.chequesState,
    { description: 'Moves the cheque to its next state and posts the change’s voucher, dated, in one transaction: 409 when the state is skipped or repeated.' },
    async (req) => {
      const data = await moveCheque(db(), req.params.id, req.body, req.sessionUser.id);
      return { message: `Cheque marked ${stateLabel(data.direction, data.state).toLowerCase()}`, data };
    },
  );
}
