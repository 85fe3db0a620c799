// Keys of the parties feature: customers, suppliers, their dues and credit.
import { endpoints } from '../../components/client';
import type { partiesRoutes } from '../../../contracts/parties';
export type PartyKind = 'customer' | 'supplier' | 'combine';

export const partyKeys = {
  all: ['parties'] as const,
  /** A party list page; `useLoadMore` adds its filters and rows shown. */
  list: (kind: PartyKind) => ['parties', 'list', kind] as const,
  /** Every party of a kind, for the selects. */
  options: (kind: PartyKind) => ['parties', 'options', kind] as const,
  dues: ['parties', 'due'] as const,
  due: (partyId: number | null | undefined) => ['parties', 'due', partyId] as const,
  credit: (partyId: number | null | undefined, saleId: number | null | undefined) => ['parties', 'credit', partyId, saleId] as const,
};

/** The parties contract's routes (contracts/parties.ts), for `call` (components/client.ts). */
export const partiesApi = endpoints<typeof partiesRoutes>({
  customerAll: 'GET /customer_all',
  supplierAll: 'GET /supplier_all',
  combineAll: 'GET /combine_all',
  getOpenBalance: 'GET /get_open_balance',
  partyPost: 'POST /party_post',
  partyEdit: 'PATCH /party_edit/:id',
  partyRemove: 'DELETE /party_remove/:id',
});
