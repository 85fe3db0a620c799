import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'cheque-register': () => import('./ChequeRegisterPage'),
};
