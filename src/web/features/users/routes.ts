import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'users/manage-user': { admin: true, load: () => import('./ManageUsersPage') },
  'users/create-user': { admin: true, load: () => import('./CreateUserPage') },
  'users/update-user': { admin: true, load: () => import('./UpdateUserPage') },
  'account/change-password': () => import('./ChangePasswordPage'),
};
