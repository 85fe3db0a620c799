import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'vat/settings': { admin: true, load: () => import('./VatSettingsPage') },
  'vat/rates': () => import('./VatRatesPage'),
  'vat/mushak-6-3': () => import('./Mushak63Page'),
  'vat/returns': () => import('./VatReturnsPage'),
};
