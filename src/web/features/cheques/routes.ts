import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'cheque-register', load: () => import('./ChequeRegisterPage') }];
