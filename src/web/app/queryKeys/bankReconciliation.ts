// Keys of the bank reconciliation feature.
import { familyKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { bankReconciliationRoutes } from '../../../contracts/bankReconciliation';

export const reconciliationKeys = {
  ...familyKeys('bank-reconciliations'),
  detail: (id: number | null | undefined) => ['bank-reconciliations', 'detail', id] as const,
};

/** The bank reconciliation contract's routes (contracts/bankReconciliation.ts), for `call` (components/client.ts). */
export const reconciliationApi = endpoints<typeof bankReconciliationRoutes>({
  bankStatementPreview: 'POST /bank_statement_preview',
  getBankReconciliations: 'GET /bank_reconciliations',
  postBankReconciliations: 'POST /bank_reconciliations',
  getBankReconciliationsById: 'GET /bank_reconciliations/:id',
  bankReconciliationsMatches: 'POST /bank_reconciliations/:id/matches',
  deleteBankReconciliations: 'DELETE /bank_reconciliations/:id',
});

/** The bank reconciliation's reads, each with its key. */
export const reconciliationQueries = {
  /** Every statement reconciled, newest first. */
  list: () => callQuery(reconciliationKeys.list, reconciliationApi.getBankReconciliations, {}),
  /** One statement with its lines and what each is matched with. */
  detail: (id: number) => callQuery(reconciliationKeys.detail(id), reconciliationApi.getBankReconciliationsById, { params: { id } }, (r) => r.data),
};
