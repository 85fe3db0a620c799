// Backup download and the company profile.
import type { ApiApp } from '../../app.js';
import { systemRoutes as routes } from '../../../contracts/system.js';
import { routeGroup } from '../../http/routeGroup.js';
import { sql, one, inTransaction } from '../../db/client.js';
import { backupRoutes } from './backupRoutes.js';
import { scheduledBackupRoutes } from './scheduledBackups.js';
import { checkBooks } from '../../books/check.js';

export async function systemRoutes(api: ApiApp) {
  await backupRoutes(api);
  await scheduledBackupRoutes(api);

  const user = routeGroup(api, { access: 'user', tags: ['system'] });
  const admin = routeGroup(api, { access: 'admin', tags: ['system'] });

  admin.on(
    routes.checkBooks,
    { description: 'Every invariant of the books checked on the live database; `violations` lists what breaks, with the records concerned.' },
    async () => {
      const violations = await checkBooks(api.database.db);
      return { ok: violations.length === 0, violations };
    },
  );

  user.on(routes.getCompany, {}, async () => {
    return (await one(api.database.db, sql`select name, code, address, phone, email from company where id = 1`)) as never;
  });

  admin.on(routes.patchCompany, {}, async (req) => {
    const c = req.body;
    return (await inTransaction(api.database.db, (tx) =>
      one(
        tx,
        sql`update company set name = ${c.name}, code = ${c.code.toUpperCase()}, address = ${c.address}, phone = ${c.phone}, email = ${c.email}
          where id = 1 returning name, code, address, phone, email`,
      ),
    )) as never;
  });
}
