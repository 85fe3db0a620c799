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

/** The logo on letterheads: a PNG, JPEG, WebP or SVG image as a data URL of at most 300 KB, or null for none. */
export const LOGO_MAX_CHARS = 400_000;
export const companyLogo = z.object({
  logo: z
    .string()
    .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, 'The logo must be a PNG, JPEG, WebP or SVG image')
    .max(LOGO_MAX_CHARS, 'The logo must be at most 300 KB')
    .nullable(),
});
export type CompanyLogo = z.infer<typeof companyLogo>;

/** The first-start checklist's steps, in the order a new business takes them. */
export const FIRST_START_STEPS = ['company', 'logo', 'opening_cash', 'banks', 'vat', 'catalogue', 'parties'] as const;
export type FirstStartStep = (typeof FIRST_START_STEPS)[number];
export const firstStart = z.object({
  steps: z.array(z.object({ key: z.enum(FIRST_START_STEPS), done: z.boolean() })),
  done: z.boolean(),
});
export type FirstStart = z.infer<typeof firstStart>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). A download has no reply schema. */
export const systemRoutes = {
  health: route('GET', '/health', { reply: healthReply }),
  checkBooks: route('GET', '/check_books', {}),
  getCompany: route('GET', '/company', { reply: company }),
  patchCompany: route('PATCH', '/company', { body: company, reply: company }),
  getCompanyLogo: route('GET', '/company/logo', { reply: companyLogo }),
  putCompanyLogo: route('PUT', '/company/logo', { body: companyLogo, reply: companyLogo }),
  firstStart: route('GET', '/first_start', { reply: firstStart }),
  backup: route('GET', '/backup', {}),
  getBackupSettings: route('GET', '/backup_settings', { reply: backupSettings }),
  patchBackupSettings: route('PATCH', '/backup_settings', { body: backupSettings, reply: backupSettings }),
  backupsScheduled: route('GET', '/backups/scheduled', { reply: scheduledBackups }),
  backupsSchedule: route('PUT', '/backups/schedule', { body: backupSchedule, reply: scheduledBackups }),
  backupsScheduledRun: route('POST', '/backups/scheduled/run', { reply: scheduledBackups }),
  backupsScheduledFile: route('GET', '/backups/scheduled/:name', { params: backupFileParams }),
};
