// Fields an admin sets and a plain user may not change, declared once: the controls the business
// relies on (a customer's credit, a model's prices) hold whichever call edits the record.
import { AppError } from '../errors.js';
import { dec } from '../../domain/money.js';

export const ADMIN_ONLY_FIELDS = {
  customer: { credit_limit: 'credit limit', credit_days: 'credit days', vds_entity: 'VDS entity mark' },
  model: { sale_price: 'sale price', min_price: 'minimum price' },
} as const;

type Record_ = 'customer' | 'model';
type Value = string | number | boolean | null | undefined;

const same = (a: Value, b: Value) => {
  const blankA = a === null || a === undefined || a === '';
  const blankB = b === null || b === undefined || b === '';
  if (blankA || blankB) return blankA === blankB;
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  return dec(a).eq(dec(b));
};

/** 403 when a user who is not an admin changes one of the record's admin-only fields. */
export function refuseAdminOnlyChanges<R extends Record_>(
  role: string,
  record: R,
  before: { [F in keyof (typeof ADMIN_ONLY_FIELDS)[R]]: Value },
  after: { [F in keyof (typeof ADMIN_ONLY_FIELDS)[R]]: Value },
): void {
  if (role === 'admin') return;
  for (const [field, label] of Object.entries(ADMIN_ONLY_FIELDS[record]) as [keyof typeof before & string, string][]) {
    if (!same(before[field], after[field])) throw new AppError(403, `Only an admin can change a ${record}'s ${label}`, field);
  }
}
