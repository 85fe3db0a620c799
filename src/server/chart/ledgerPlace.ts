/** A ledger with the sub head and main head it stands under in the chart, as the statements read it. */
export interface LedgerPlace {
  id: number;
  name: string;
  s_id: number;
  sub_name: string;
  m_id: number;
  main_name: string;
}
