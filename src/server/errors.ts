/** An error a clerk can act on: its message is shown as it is. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly field?: string,
    /** More keys for the answer's body (e.g. the id of an approval request). */
    public readonly extra?: Record<string, unknown>,
    /** Seconds to wait before trying again, sent as Retry-After (a 429). */
    public readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgError(e: unknown): { code?: string; constraint?: string; detail?: string; message?: string } {
  const err = e as { code?: string; cause?: unknown };
  if (err && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err as never;
  if (err && err.cause) return pgError(err.cause);
  return {};
}
