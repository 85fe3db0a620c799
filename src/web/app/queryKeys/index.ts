// The browser's query keys, one factory per feature. Keys are arrays from the feature's family down
// (['sales'], ['sales', 'detail', 7]), so invalidating a prefix reaches the whole family. Reads take
// their key from here; writes say what they changed through `afterWrite` (afterWrite.ts).
export * from './accounts';
export * from './adjustments';
export * from './bankReconciliation';
export * from './banks';
export * from './catalogue';
export * from './cheques';
export * from './collections';
export * from './construction';
export * from './dataInOut';
export * from './home';
export * from './parties';
export * from './purchaseReturns';
export * from './purchases';
export * from './quotations';
export * from './reports';
export * from './sales';
export * from './salesReturns';
export * from './search';
export * from './settings';
export * from './stock';
export * from './users';
export * from './vat';
export * from './vouchers';
export * from './warranty';
export { afterWrite, CHANGED_BY, type Write } from './afterWrite';
