// The system feature's routes: the health check, the books check, the company profile, the backup
// download and who may take one, and the daily backup kept on the server.
import { z } from 'zod';
import { backupSettings } from './backupSettings.js';
import { company } from './company.js';
import { route } from './route.js';
import { backupFileParams, backupSchedule, scheduledBackups } from './scheduledBackups.js';

/** GET /health: 200 with `ok`, or 503 with `unavailable` and its problem (the same shape). */
export const healthReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  migrations: z.number().optional(),
  problem: z.string().optional(),
  pending: z.array(z.string()).optional(),
});

/** The routes of this contract: method, path and schemas (contracts/route.ts). A download has no reply schema. */
export const systemRoutes = {
  health: route('GET', '/health', { reply: healthReply }),
  checkBooks: route('GET', '/check_books', {}),
  getCompany: route('GET', '/company', { reply: company }),
  patchCompany: route('PATCH', '/company', { body: company, reply: company }),
  backup: route('GET', '/backup', {}),
  getBackupSettings: route('GET', '/backup_settings', { reply: backupSettings }),
  patchBackupSettings: route('PATCH', '/backup_settings', { body: backupSettings, reply: backupSettings }),
  backupsScheduled: route('GET', '/backups/scheduled', { reply: scheduledBackups }),
  backupsSchedule: route('PUT', '/backups/schedule', { body: backupSchedule, reply: scheduledBackups }),
  backupsScheduledRun: route('POST', '/backups/scheduled/run', { reply: scheduledBackups }),
  backupsScheduledFile: route('GET', '/backups/scheduled/:name', { params: backupFileParams }),
};
