// The chart of accounts (admin only): groups, main heads, sub heads and ledgers. Saving a ledger
// posts its opening amount in the same transaction.
import type { ApiApp } from '../../app.js';
import { listGroups, listLedgers, listMainHeads, listSubHeads } from './queries.js';
import { createLedger, createMainHead, createSubHead, editLedger, editMainHead, editSubHead, removeLedger, removeMainHead, removeSubHead } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';
import { accountsRoutes as routes } from '../../../contracts/accounts.js';

const deleted = { message: 'Remove Successfully' };

export async function accountsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags: ['accounts'] });

  admin.on(routes.groupAll, {}, async () => ({
    data: await listGroups(db()),
  }));

  // Main heads. The remove path's spelling is the spec's.
  admin.reads(routes.maingroupAll, {}, listMainHeads);
  admin.on(routes.maingroupPost, {}, async (req, reply) =>
    reply.code(201).send({ message: 'Main Head Added Successfully', data: await createMainHead(db(), req.body) }),
  );
  admin.on(routes.maingroupEdit, {}, async (req) => ({
    message: 'Main Head Updated Successfully',
    data: await editMainHead(db(), req.params.id, req.body, req.sessionUser.id),
  }));
  admin.on(routes.maingropuRemove, {}, async (req) => {
    await removeMainHead(db(), req.params.id);
    return deleted;
  });

  // Sub heads.
  admin.reads(routes.subAll, {}, listSubHeads);
  admin.on(routes.subPost, {}, async (req, reply) =>
    reply.code(201).send({ message: 'Sub Group Added Successfully', data: await createSubHead(db(), req.body) }),
  );
  admin.on(routes.subEdit, {}, async (req) => ({
    message: 'Sub Group Updated Successfully',
    data: await editSubHead(db(), req.params.id, req.body, req.sessionUser.id),
  }));
  admin.on(routes.subRemove, {}, async (req) => {
    await removeSubHead(db(), req.params.id);
    return deleted;
  });

  // Ledgers.
  admin.reads(routes.ledgerAll, {}, listLedgers);
  admin.on(routes.ledgerPost, {}, async (req, reply) =>
    reply.code(201).send({ message: 'Ledger Added Successfully !!', data: await createLedger(db(), req.body, req.sessionUser.id) }),
  );
  admin.on(routes.ledgerEdit, {}, async (req) => ({
    message: 'Ledger Updated Successfully',
    data: await editLedger(db(), req.params.id, req.body, req.sessionUser.id),
  }));
  admin.on(routes.ledgerRemove, {}, async (req) => {
    await removeLedger(db(), req.params.id);
    return deleted;
  });
}
