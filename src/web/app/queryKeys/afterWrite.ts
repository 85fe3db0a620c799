// What each write changes, in one place. A page that saves, edits or deletes calls
// `afterWrite(qc, '<write>')`; the families listed here are invalidated (the ones on screen refetch,
// the others are read again when next shown). A write not listed changes nothing else in the browser.
import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { accountKeys } from './accounts';
import { adjustmentKeys } from './adjustments';
import { reconciliationKeys } from './bankReconciliation';
import { bankKeys } from './banks';
import { catalogueKeys } from './catalogue';
import { chequeKeys } from './cheques';
import { collectionKeys } from './collections';
import { investorKeys, projectChartKeys, projectKeys, projectReportKeys, projectVoucherKeys, todoKeys } from './construction';
import { homeKeys } from './home';
import { partyKeys } from './parties';
import { purchaseReturnKeys } from './purchaseReturns';
import { purchaseKeys } from './purchases';
import { quotationKeys } from './quotations';
import { ledgerReportKeys, reportKeys } from './reports';
import { salesKeys } from './sales';
import { salesReturnKeys } from './salesReturns';
import { searchKeys } from './search';
import { approvalKeys, settingKeys, yearEndKeys } from './settings';
import { stockKeys } from './stock';
import { sessionKeys, userKeys } from './users';
import { vatKeys } from './vat';
import { voucherKeys } from './vouchers';
import { warrantyKeys } from './warranty';
import { messageKeys } from './messages';

/** Whatever reads the books: ledger balances, the reports, the home screen and dashboard. */
const BOOKS: QueryKey[] = [accountKeys.ledgers, reportKeys.all, ledgerReportKeys.all, homeKeys.all];
/** Whatever shows a model's stock: the stock screens, the finder, the models and serials lists. */
const STOCK: QueryKey[] = [stockKeys.all, catalogueKeys.models, catalogueKeys.serials];
/** A document with a party and money: dues and credit, cheques, receipts (a bill's collection is one), the search, the books. */
const TRADE: QueryKey[] = [partyKeys.all, chequeKeys.all, collectionKeys.all, searchKeys.all, ...BOOKS];
/** Every query (an empty prefix matches all). */
const EVERYTHING: QueryKey[] = [[]];

export const CHANGED_BY = {
  // documents
  bill: [salesKeys.all, salesReturnKeys.sources, quotationKeys.all, vatKeys.returns, ...STOCK, ...TRADE],
  salesReturn: [salesReturnKeys.all, salesKeys.all, vatKeys.returns, ...STOCK, ...TRADE],
  /** A claim's step (issue 44): a unit from stock, a supplier's replacement or credit, a service charge. */
  warranty: [warrantyKeys.all, ...STOCK, ...TRADE],
  purchase: [purchaseKeys.all, purchaseReturnKeys.sources, vatKeys.returns, ...STOCK, ...TRADE],
  purchaseReturn: [purchaseReturnKeys.all, purchaseKeys.all, vatKeys.returns, ...STOCK, ...TRADE],
  /** A quotation: the quotations, a bill's copy of its lines, the search. Quotations move no stock and no money. */
  quotation: [quotationKeys.all, salesKeys.fromQuotations, searchKeys.all],
  collection: [...TRADE],
  adjustment: [adjustmentKeys.all, ...STOCK, ...BOOKS],
  // the books
  voucher: [voucherKeys.all, partyKeys.all, searchKeys.all, ...BOOKS],
  vatSettlement: [vatKeys.returns, voucherKeys.all, ...BOOKS],
  cheque: [chequeKeys.all, reconciliationKeys.all, partyKeys.all, collectionKeys.all, ...BOOKS],
  reconciliation: [reconciliationKeys.all, chequeKeys.all, ...BOOKS],
  chart: [accountKeys.all, ledgerReportKeys.all],
  yearEnd: [yearEndKeys.all, settingKeys.periodLock, voucherKeys.all, ...BOOKS],
  // records
  catalogue: [catalogueKeys.all, stockKeys.all, vatKeys.rates],
  party: [partyKeys.all, vatKeys.rates, searchKeys.all],
  bank: [bankKeys.all],
  user: [userKeys.all],
  session: [sessionKeys.all],
  /** A message to a customer sent again by hand. */
  message: [messageKeys.outboxAll],
  /** An admin's answer to a bill waiting for approval. */
  approval: [approvalKeys.all],
  // settings
  /** The company's details (the first-start checklist ticks its step from them). */
  company: [settingKeys.company, settingKeys.firstStart],
  /** The logo on letterheads (issue 42). */
  logo: [settingKeys.logo, settingKeys.firstStart],
  periodLock: [settingKeys.periodLock],
  fiscalYear: [yearEndKeys.all],
  vatSettings: [vatKeys.all, settingKeys.firstStart],
  vatRate: [vatKeys.rates, vatKeys.previews],
  /** An import can add models, parties, stock and opening balances: everything. */
  import: EVERYTHING,
  // construction
  project: [projectKeys.all, projectReportKeys.all],
  projectVoucher: [projectVoucherKeys.all, projectChartKeys.ledgers, projectKeys.all, projectReportKeys.all],
  projectChart: [projectChartKeys.all, projectChartKeys.ledgers],
  investor: [investorKeys.all, projectChartKeys.all, projectChartKeys.ledgers, projectKeys.all, projectVoucherKeys.all, projectReportKeys.all],
  todo: [todoKeys.all, projectReportKeys.all],
} satisfies Record<string, QueryKey[]>;

export type Write = keyof typeof CHANGED_BY;

/**
 * Invalidates what `write` changed. `keep`: a family left alone, e.g. the document just deleted,
 * which must not be fetched again while its page closes.
 */
export function afterWrite(qc: QueryClient, write: Write, opts: { keep?: QueryKey } = {}) {
  const { keep } = opts;
  const predicate = keep ? (q: { queryKey: QueryKey }) => !partialMatchKey(q.queryKey, keep) : undefined;
  return Promise.all(CHANGED_BY[write].map((queryKey) => qc.invalidateQueries({ queryKey, predicate })));
}
