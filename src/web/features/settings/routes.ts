import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'settings/company', admin: true, load: () => import('./CompanyPage') },
  { path: 'settings/audit-log', admin: true, load: () => import('./AuditLogPage') },
  { path: 'settings/period-lock', admin: true, load: () => import('./PeriodLockPage') },
];
