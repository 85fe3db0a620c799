// Keys of the quotations feature.
import { documentKeys } from './documentKeys';
import { endpoints } from '../../components/client';
import type { quotationsRoutes } from '../../../contracts/quotations';

export const quotationKeys = documentKeys('quotations');

/** The quotations contract's routes (contracts/quotations.ts), for `call` (components/client.ts). */
export const quotationsApi = endpoints<typeof quotationsRoutes>({
  quotationCreate: 'POST /quotation/create',
  quotationsGetAll: 'GET /quotations/getAll',
  quotationNextNo: 'GET /quotation_next_no',
  quotation: 'GET /quotation/:id',
  quotationUpdate: 'PUT /quotation/update/:id',
  quotationDelete: 'DELETE /quotation/delete/:id',
});
