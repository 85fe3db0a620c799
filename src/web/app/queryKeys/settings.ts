// Keys of the settings: the company, number format, period lock, backups, prices; the audit log
// (its own family: every write adds to it, and it is read fresh each time it opens).
import { familyKeys } from './documentKeys';
import { endpoints } from '../../components/client';
import type { creditRoutes } from '../../../contracts/credit';
import type { yearEndRoutes } from '../../../contracts/year-end';
import type { auditRoutes } from '../../../contracts/audit';
import type { systemRoutes } from '../../../contracts/system';
import { callQuery } from '../../components/client';

export const settingKeys = {
  all: ['settings'] as const,
  company: ['settings', 'company'] as const,
  numberFormat: ['settings', 'number-format'] as const,
  cash: ['settings', 'cash'] as const,
  periodLock: ['settings', 'period-lock'] as const,
  backups: ['settings', 'backups'] as const,
  prices: ['settings', 'prices'] as const,
  logo: ['settings', 'logo'] as const,
  /** The first-start checklist (its own read: each step ticks when its data exists). */
  firstStart: ['settings', 'first-start'] as const,
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

/** The clerks' bills waiting for an admin's approval (components/Approvals.tsx). */
export const approvalKeys = {
  all: ['approval_requests'] as const,
};

/** The credit contract's routes (contracts/credit.ts), for `call` (components/client.ts). */
export const creditApi = endpoints<typeof creditRoutes>({
  creditStatus: 'GET /credit_status',
  approvalRequests: 'GET /approval_requests',
  approvalRequest: 'GET /approval_requests/:id',
  approveRequest: 'POST /approval_requests/:id/approve',
  refuseRequest: 'POST /approval_requests/:id/refuse',
  approvalCode: 'POST /approval_codes',
  getNumberFormat: 'GET /number_format',
  putNumberFormat: 'PUT /number_format',
  getCashSetting: 'GET /cash_setting',
  putCashSetting: 'PUT /cash_setting',
});

/** The year-end contract's routes (contracts/year-end.ts), for `call` (components/client.ts). */
export const yearEndApi = endpoints<typeof yearEndRoutes>({
  getFiscalYearSettings: 'GET /fiscal_year_settings',
  patchFiscalYearSettings: 'PATCH /fiscal_year_settings',
  yearEnd: 'GET /year_end',
  yearEndPreview: 'GET /year_end/preview',
  yearEndClose: 'POST /year_end/close',
  yearEndReopen: 'POST /year_end/reopen',
});

/** The audit contract's routes (contracts/audit.ts), for `call` (components/client.ts). */
export const auditApi = endpoints<typeof auditRoutes>({
  auditLog: 'GET /audit_log',
  getPeriodLock: 'GET /period_lock',
  putPeriodLock: 'PUT /period_lock',
});

/** The system contract's routes (contracts/system.ts): the company profile and the backups. */
export const systemApi = endpoints<typeof systemRoutes>({
  health: 'GET /health',
  checkBooks: 'GET /check_books',
  getCompany: 'GET /company',
  patchCompany: 'PATCH /company',
  getCompanyLogo: 'GET /company/logo',
  putCompanyLogo: 'PUT /company/logo',
  firstStart: 'GET /first_start',
  backup: 'GET /backup',
  getBackupSettings: 'GET /backup_settings',
  patchBackupSettings: 'PATCH /backup_settings',
  backupsScheduled: 'GET /backups/scheduled',
  backupsSchedule: 'PUT /backups/schedule',
  backupsScheduledRun: 'POST /backups/scheduled/run',
  backupsScheduledFile: 'GET /backups/scheduled/:name',
});

/** The settings' reads, each with its key. */
export const settingsQueries = {
  company: callQuery(settingKeys.company, systemApi.getCompany, {}),
  logo: callQuery(settingKeys.logo, systemApi.getCompanyLogo, {}),
  firstStart: callQuery(settingKeys.firstStart, systemApi.firstStart, {}),
  backupSettings: callQuery(settingKeys.backups, systemApi.getBackupSettings, {}),
  scheduledBackups: callQuery(backupKeys.scheduled, systemApi.backupsScheduled, {}),
};
