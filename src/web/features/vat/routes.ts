import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'vat/settings', admin: true, load: () => import('./VatSettingsPage') },
  { path: 'vat/rates', load: () => import('./VatRatesPage') },
  { path: 'vat/mushak-6-3', load: () => import('./Mushak63Page') },
  { path: 'vat/returns', load: () => import('./VatReturnsPage') },
];
