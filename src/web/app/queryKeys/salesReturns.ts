// Keys of the sales returns feature: the return form picks from a customer's bills.
import { returnKeys } from './documentKeys';

export const salesReturnKeys = returnKeys('sales-returns');
