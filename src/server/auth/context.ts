// Who is making the current request, available to code that has no request at hand (the
// transaction helper tells the database, so that the audit trigger records who changed a row).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  userId?: number;
  /** What the request did that its user should know of, though it succeeded (sent as X-Warning). */
  warnings?: string[];
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentUserId = (): number | undefined => requestContext.getStore()?.userId;

/** Notes a warning for the current request's reply; outside a request it is dropped. */
export function addWarning(message: string): void {
  const store = requestContext.getStore();
  if (store && !store.warnings?.includes(message)) (store.warnings ??= []).push(message);
}
