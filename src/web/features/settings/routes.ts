import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'settings/company': () => import('./CompanyPage'),
  'settings/audit-log': () => import('./AuditLogPage'),
  'settings/period-lock': () => import('./PeriodLockPage'),
};
