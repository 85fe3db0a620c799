// Keys of the warranty desk (issue 44): claims, RMA challans, a serial's warranty and the reports.
import { endpoints } from '../../components/client';
import type { warrantyRoutes } from '../../../contracts/warranty';

export const warrantyKeys = {
  all: ['warranty'] as const,
  serial: (slNo: string) => ['warranty', 'serial', slNo] as const,
  claims: (state: string, q: string) => ['warranty', 'claims', state, q] as const,
  claim: (id: number) => ['warranty', 'claim', id] as const,
  rmaList: ['warranty', 'rma'] as const,
  rma: (id: number) => ['warranty', 'rma', id] as const,
  reports: (filters: Record<string, string>) => ['warranty', 'reports', filters] as const,
};

/** The warranty contract's routes (contracts/warranty.ts), for `call` (components/client.ts). */
export const warrantyApi = endpoints<typeof warrantyRoutes>({
  serialWarranty: 'GET /warranty/serial',
  modelWarranty: 'PUT /warranty/models/:id',
  createClaim: 'POST /warranty/claims',
  listClaims: 'GET /warranty/claims',
  claim: 'GET /warranty/claims/:id',
  swapClaim: 'POST /warranty/claims/:id/swap',
  returnClaim: 'POST /warranty/claims/:id/return',
  deliverClaim: 'POST /warranty/claims/:id/deliver',
  createRma: 'POST /warranty/rma',
  listRma: 'GET /warranty/rma',
  rma: 'GET /warranty/rma/:id',
  reports: 'GET /warranty/reports',
});
