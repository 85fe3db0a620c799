/**
 * The field a refused bill names, so that the bill form knows to ask for an admin's approval. In a
 * module of its own: the bill form needs the name without the schema library the contracts load.
 */
export const OVER_LIMIT_FIELD = 'approveOverLimit';
