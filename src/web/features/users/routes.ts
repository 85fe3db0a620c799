import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'users/manage-user', admin: true, load: () => import('./ManageUsersPage') },
  { path: 'users/create-user', admin: true, load: () => import('./CreateUserPage') },
  { path: 'users/update-user', admin: true, load: () => import('./UpdateUserPage') },
  { path: 'account/change-password', load: () => import('./ChangePasswordPage') },
];
