// Keys of the purchase returns feature: the return form picks from a supplier's purchases.
import { returnKeys } from './documentKeys';

export const purchaseReturnKeys = returnKeys('purchase-returns');
