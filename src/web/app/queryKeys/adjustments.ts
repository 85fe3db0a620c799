// Keys of the stock adjustments feature.
import { familyKeys } from './documentKeys';

export const adjustmentKeys = {
  ...familyKeys('adjustments'),
  detail: (adjNo: string | null | undefined) => ['adjustments', 'detail', adjNo] as const,
};
