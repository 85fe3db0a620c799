// Keys of the chart of accounts: groups, main and sub heads, and ledgers (whose balances every
import { endpoints } from '../../components/client';
import type { accountsRoutes } from '../../../contracts/accounts';
// posting moves).
export const accountKeys = {
  all: ['accounts'] as const,
  /** A level of heads by its list call ('/group_all', '/maingroup_all', '/sub_all'). */
  heads: (listPath: string) => ['accounts', 'heads', listPath] as const,
  /** A chart list page read a page at a time; `usePaged` adds the search and page. */
  headPage: (listPath: string) => ['accounts', 'heads', listPath, 'page'] as const,
  headOptions: (listPath: string) => ['accounts', 'heads', listPath, 'options'] as const,
  headsAll: (listPath: string) => ['accounts', 'heads', listPath, 'all'] as const,
  ledgers: ['accounts', 'ledgers'] as const,
  ledgerPage: ['accounts', 'ledgers', 'page'] as const,
  ledgerPicker: ['accounts', 'ledgers', 'picker'] as const,
  ledgerOptions: ['accounts', 'ledgers', 'options'] as const,
};

/** The accounts contract's routes (contracts/accounts.ts), for `call` (components/client.ts). */
export const accountsApi = endpoints<typeof accountsRoutes>({
  groupAll: 'GET /group_all',
  maingroupAll: 'GET /maingroup_all',
  maingroupPost: 'POST /maingroup_post',
  maingroupEdit: 'PATCH /maingroup_edit/:id',
  maingropuRemove: 'DELETE /maingropu_remove/:id',
  subAll: 'GET /sub_all',
  subPost: 'POST /sub_post',
  subEdit: 'PATCH /sub_edit/:id',
  subRemove: 'DELETE /sub_remove/:id',
  ledgerAll: 'GET /ledger_all',
  ledgerPost: 'POST /ledger_post',
  ledgerEdit: 'PATCH /ledger_edit/:id',
  ledgerRemove: 'DELETE /ledger_remove/:id',
});
