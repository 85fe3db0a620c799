// Keys of the stock adjustments feature.
import { familyKeys } from './documentKeys';
import { endpoints } from '../../components/client';
import type { adjustmentsRoutes } from '../../../contracts/adjustments';
import type { stockAdjustmentRoutes } from '../../../contracts/reports';

export const adjustmentKeys = {
  ...familyKeys('adjustments'),
  detail: (adjNo: string | null | undefined) => ['adjustments', 'detail', adjNo] as const,
};

/** The adjustments contract's routes (contracts/adjustments.ts), for `call` (components/client.ts). */
export const adjustmentsApi = endpoints<typeof adjustmentsRoutes>({
  adjustmentCreate: 'POST /adjustment/create',
  adjustmentGetAll: 'GET /adjustment/getAll',
  adjustmentDetails: 'GET /adjustment/details/:adjNo',
  adjustmentUpdate: 'PATCH /adjustment/update',
  adjustmentDelete: 'DELETE /adjustment/delete/:id',
});

/** The reports contract's routes (contracts/reports.ts), for `call` (components/client.ts). */
export const stockAdjustmentApi = endpoints<typeof stockAdjustmentRoutes>({
  stockAdjustmentReport: 'GET /stock-adjustment-report',
});
