// Keys of the chart of accounts: groups, main and sub heads, and ledgers (whose balances every
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
