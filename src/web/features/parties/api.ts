// Customers and suppliers from the browser.
import { useQueryClient } from '@tanstack/react-query';
import type { Party } from '../../../contracts/parties';
import { afterWrite } from '../../app/queryKeys';
import { call } from '../../components/client';
import { partiesApi } from '../../app/queryKeys/parties';

export type { Party };

export interface PartyValues {
  type: 1 | 2 | 3;
  name: string;
  mobile: string;
  phone: string;
  contact_person: string;
  address: string;
  zone: string;
  amount: number;
  /** The opening balance's date (yyyy-mm-dd), never after today. */
  opening_date: string;
  /** A customer's credit limit in taka and credit days; '' for none. */
  credit_limit: number | '';
  credit_days: number | '';
  /** A customer that deducts VAT at source (a VDS entity); only an admin sets it. */
  vds_entity: boolean;
}

export const saveParty = (v: PartyValues, id?: number) =>
  id ? call(partiesApi.partyEdit, { params: { id }, body: v }) : call(partiesApi.partyPost, { body: v });
export const deleteParty = (id: number) => call(partiesApi.partyRemove, { params: { id } });

/** Party lists and dues shown anywhere (the pickers of the document screens too). */
export function useRefreshParties() {
  const qc = useQueryClient();
  return () => afterWrite(qc, 'party');
}
