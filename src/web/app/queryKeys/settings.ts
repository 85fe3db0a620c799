// Keys of the settings: the company, number format, period lock, backups, prices; the audit log
// (its own family: every write adds to it, and it is read fresh each time it opens).
import { familyKeys } from './documentKeys';
import { endpoints } from '../../components/client';
import type { creditRoutes } from '../../../contracts/credit';

export const settingKeys = {
  all: ['settings'] as const,
  company: ['settings', 'company'] as const,
  numberFormat: ['settings', 'number-format'] as const,
  periodLock: ['settings', 'period-lock'] as const,
  backups: ['settings', 'backups'] as const,
  prices: ['settings', 'prices'] as const,
};

export const auditLogKeys = familyKeys('audit-log');

/** Data in and out: the scheduled backups and their files. */
export const backupKeys = {
  scheduled: ['backups', 'scheduled'] as const,
};

export const yearEndKeys = {
  ...familyKeys('year-end'),
  preview: (fyEnd: string) => ['year-end', 'preview', fyEnd] as const,
};

/** The credit contract's routes (contracts/credit.ts), for `call` (components/client.ts). */
export const creditApi = endpoints<typeof creditRoutes>({
  creditStatus: 'GET /credit_status',
  getNumberFormat: 'GET /number_format',
  putNumberFormat: 'PUT /number_format',
});
