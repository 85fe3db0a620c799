// Who is making the current request, available to code that has no request at hand (the
// transaction helper tells the database, so that the audit trigger records who changed a row).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  userId?: number;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentUserId = (): number | undefined => requestContext.getStore()?.userId;
