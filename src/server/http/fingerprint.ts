// Fingerprints of requests (issue 39, finding 1). A request's body may hold a secret (a password, an
// approval code), and a fast unkeyed hash of it kept in a table lets anyone holding a backup guess
// the secret offline. So a fingerprint is an HMAC keyed with a key derived from the server's JWT
// secret (which no backup carries), over the canonical request with its secret fields left out.
import { createHmac, randomBytes } from 'node:crypto';

/** Fields never part of a fingerprint, at any depth: secrets, and an approval (not what the request asks for). */
export const SECRET_FIELDS = new Set([
  'password',
  'pass',
  'current',
  'token',
  'secret',
  'code',
  'approver',
  'approvalCode',
  'approvalId',
  'approveOverLimit',
  'requestApproval',
]);

// Until the app sets it from its JWT secret (tests' small apps), a random key of this process.
let key: Buffer = randomBytes(32);

/** Derives the fingerprint key from the server's JWT secret: servers sharing a database and a secret agree. */
export function useServerSecret(secret: string): void {
  key = createHmac('sha256', secret).update('request fingerprints v1').digest();
}

/** JSON with the keys of every object sorted, so that key order does not make two bodies differ. */
export function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.keys(value as object)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The value with every secret field (SECRET_FIELDS) removed, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_FIELDS.has(k))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

/** The keyed fingerprint of a request (`purpose` keeps fingerprints of different uses apart). */
export function fingerprint(purpose: string, value: unknown): string {
  return createHmac('sha256', key).update(purpose).update('\0').update(canonical(withoutSecrets(value))).digest('hex');
}
