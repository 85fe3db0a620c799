// Backup download and the company profile.
import type { ApiApp } from '../../app.js';
import { company } from '../../../contracts/company.js';
import { sql, one, inTransaction } from '../../db/client.js';
import { backupRoutes } from './backupRoutes.js';
import { scheduledBackupRoutes } from './scheduledBackups.js';
import { checkBooks } from '../../books/check.js';

export async function systemRoutes(api: ApiApp) {
  await backupRoutes(api);
  await scheduledBackupRoutes(api);

  api.get(
    '/check_books',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        description: 'Every invariant of the books checked on the live database; `violations` lists what breaks, with the records concerned.',
      },
    },
    async () => {
      const violations = await checkBooks(api.database.db);
      return { ok: violations.length === 0, violations };
    },
  );

  api.get('/company', { config: { access: 'user' }, schema: { tags: ['system'], response: { 200: company } } }, async () => {
    return (await one(api.database.db, sql`select name, code, address, phone, email from company where id = 1`)) as never;
  });

  api.patch('/company', { config: { access: 'admin' }, schema: { tags: ['system'], body: company, response: { 200: company } } }, async (req) => {
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
