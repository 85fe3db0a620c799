// The channels' password and API key at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
// server's token secret, so a copy of the database (a backup) does not give them away on its own.
// Stored as "v1:<iv>:<tag>:<ciphertext>" in base64. A server with another secret cannot read them:
// the admin enters them again (decryptSecret answers undefined).
import crypto from 'node:crypto';

const keyOf = (serverSecret: string) => Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'messages', 'channel secrets v1', 32));

export function encryptSecret(serverSecret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join(':');
}

export function decryptSecret(serverSecret: string, stored: string | null): string | undefined {
  if (!stored) return undefined;
  const [v, iv, tag, ct] = stored.split(':');
  if (v !== 'v1' || !iv || !tag || ct === undefined) return undefined;
  try {
    const d = crypto.createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64'));
    d.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64')), d.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
