import type { Pages } from '../../app/featureRoute';

/** Admin only: the channels and templates. */
export const adminPages: Pages = {
  'settings/messages': () => import('./MessageSettingsPage'),
};
/** The outbox, for every user. */
export const pages: Pages = {
  messages: () => import('./OutboxPage'),
};
