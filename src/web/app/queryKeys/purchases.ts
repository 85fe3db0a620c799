// Keys of the purchases feature.
import { documentKeys } from './documentKeys';

export const purchaseKeys = documentKeys('purchases');
