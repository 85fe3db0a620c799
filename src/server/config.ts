// Settings from the environment, with the defaults a fresh clone runs on.
import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { rateLimitFromEnv } from './http/rateLimit.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  jwtSecret: string;
  tokenTtl: string;
  company: { name: string; code: string; address: string; phone: string };
  webDir: string;
  /** Check every reply against its schema, the trusted ones too (see replies.ts); on under test. */
  checkAllReplies: boolean;
  /**
   * Whose forwarded address to believe (Fastify's trustProxy): false (the default) uses the
   * connection's address. Behind a reverse proxy every sign-in would otherwise share its address.
   */
  trustProxy: boolean | number | string;
  /** Calls a minute per signed-in user and per address (calls without sign-in); 0 is no limit (http/rateLimit.ts). */
  rateLimit: { perUser: number; perAddress: number };
  /** Where the daily backup writes its files (BACKUP_DIR; DATA_DIR/backups). */
  backupDir: string;
  /** How often the message outbox's worker looks for messages to send (MESSAGE_WORKER_MS; 0: never, this server sends none). */
  messageWorkerMs: number;
}

/** A JWT secret kept in the data directory, so tokens survive restarts without configuration. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const s = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, s, { mode: 0o600 });
    return s;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin123',
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir),
    tokenTtl: env.TOKEN_TTL ?? '12h',
    company: {
      name: env.COMPANY_NAME ?? 'Jamuna Hardware & Electronics',
      code: env.COMPANY_CODE ?? 'JHI',
      address: env.COMPANY_ADDRESS ?? 'Nawabpur Road, Dhaka 1100',
      phone: env.COMPANY_PHONE ?? '+880 1700-000000',
    },
    webDir: path.resolve(env.WEB_DIR ?? 'dist/web'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: rateLimitFromEnv(env),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    messageWorkerMs: Number(env.MESSAGE_WORKER_MS ?? 5000),
    checkAllReplies: env.CHECK_REPLIES ? env.CHECK_REPLIES === '1' : env.NODE_ENV === 'test' || env.VITEST === 'true',
  };
}

/** TRUST_PROXY: unset or 'false' for none, 'true' for any, a number of hops, or addresses/CIDRs separated by commas. */
function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export const MIN_PRODUCTION_ADMIN_PASSWORD = 12;

/**
 * Why the first admin cannot be created with these settings, if so: in production the password must
 * be given (the default one is public) and be at least 12 characters.
 */
export function firstAdminProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  if (!env.ADMIN_PASSWORD) return 'NODE_ENV is production: set ADMIN_PASSWORD (at least 12 characters) for the first admin.';
  if (env.ADMIN_PASSWORD.length < MIN_PRODUCTION_ADMIN_PASSWORD)
    return `NODE_ENV is production: ADMIN_PASSWORD must be at least ${MIN_PRODUCTION_ADMIN_PASSWORD} characters.`;
  return undefined;
}
