// Keys of the banks feature.
import { callQuery, endpoints } from '../../components/client';
import type { banksRoutes } from '../../../contracts/banks';
export const bankKeys = {
  all: ['banks'] as const,
  /** Every bank, for the selects. */
  options: ['banks', 'options'] as const,
  list: ['banks', 'list'] as const,
};

/** The banks contract's routes (contracts/banks.ts), for `call` (components/client.ts). */
export const banksApi = endpoints<typeof banksRoutes>({
  bankAll: 'GET /bank_all',
  bankPost: 'POST /bank_post',
  bankEdit: 'PATCH /bank_edit/:id',
  bankRemove: 'DELETE /bank_remove/:id',
});

/** The banks' reads, each with its key. */
export const bankQueries = {
  /** Every bank, for the selects. */
  options: () => callQuery(bankKeys.options, banksApi.bankAll, {}, (r) => r.data),
};
