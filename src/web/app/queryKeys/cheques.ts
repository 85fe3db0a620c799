// Keys of the cheque register.
import { endpoints } from '../../components/client';
import type { chequesRoutes } from '../../../contracts/cheques';
export const chequeKeys = {
  all: ['cheques'] as const,
  list: (query: unknown) => ['cheques', 'list', query] as const,
  /** Cheques due in the coming days (the home screen). */
  due: ['cheques', 'due'] as const,
};

/** The cheques contract's routes (contracts/cheques.ts), for `call` (components/client.ts). */
export const chequesApi = endpoints<typeof chequesRoutes>({
  getCheques: 'GET /cheques',
  chequesDue: 'GET /cheques_due',
  getChequesById: 'GET /cheques/:id',
  chequesState: 'POST /cheques/:id/state',
});
