// The backup download (the header button, for everyone who may) and the setting that decides
// whether plain users may take one.
import type { ApiApp } from '../../app.js';
import { systemRoutes as routes } from '../../../contracts/system.js';
import { routeGroup } from '../../http/routeGroup.js';
import { inTransaction, one, sql, type Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { BACKUP_BUSY, backupDownload, backupFileName, claimBackupSlot } from './backup.js';

export const ASK_AN_ADMIN = 'Only an admin can take a backup. Please ask an admin to take one for you, or to allow users to take backups.';

async function usersMayBackup(db: Executor): Promise<boolean> {
  const row = await one<{ v: boolean }>(db, sql`select coalesce((select users_may_backup from app_settings where id = 1), false) as v`);
  return row?.v === true;
}

export async function backupRoutes(api: ApiApp) {
  const db = api.database.db;

  const tags = ['system'];
  // A HEAD request would take a whole backup to throw it away.
  const download = routeGroup(api, { access: 'user', tags, exposeHeadRoute: false });
  const admin = routeGroup(api, { access: 'admin', tags });

  download.on(
    routes.backup,
    {
      description:
        'A .sql dump of the whole database, named with a timestamp, streamed as it is written. Admins always; a user only when ' +
        'GET /api/backup_settings allows it (403 otherwise), and then without password hashes or sign-in records. ' +
        'One backup at a time: 429 while another is being taken.',
    },
    async (req, reply) => {
      const admin = req.sessionUser.role === 'admin';
      if (!admin && !(await usersMayBackup(db))) throw new AppError(403, ASK_AN_ADMIN);
      const release = claimBackupSlot();
      if (!release) throw new AppError(429, BACKUP_BUSY);
      try {
        const { body, done } = await backupDownload(api.database, { withoutSecrets: !admin });
        // The slot is given back when all the work is over: finished, failed or the client gone.
        void done.finally(release);
        return reply
          .header('content-type', 'application/sql; charset=utf-8')
          .header('content-disposition', `attachment; filename="${backupFileName()}"`)
          .header('cache-control', 'no-store')
          .send(body);
      } catch (e) {
        release();
        throw e;
      }
    },
  );

  admin.on(routes.getBackupSettings, { description: 'Whether plain users may take backups.' }, async () => ({ users_may_backup: await usersMayBackup(db) }));

  admin.on(routes.patchBackupSettings, { description: 'Lets plain users take backups, or not.' }, async (req) => {
    const row = await inTransaction(db, (tx) =>
      one<{ users_may_backup: boolean }>(
        tx,
        sql`insert into app_settings (id, users_may_backup) values (1, ${req.body.users_may_backup})
              on conflict (id) do update set users_may_backup = excluded.users_may_backup returning users_may_backup`,
      ),
    );
    return { users_may_backup: row!.users_may_backup };
  });
}
