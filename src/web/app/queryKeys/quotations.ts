// Keys of the quotations feature.
import { documentKeys } from './documentKeys';

export const quotationKeys = documentKeys('quotations');
