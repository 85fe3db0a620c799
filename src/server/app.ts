// Builds the Fastify app: the API under /api (bearer token on every call but login), its docs at
// /api/docs, and the browser app's files with a fallback to index.html for client-side routes.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
} from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { connectionLost, type Database } from './db/client.js';
import { AppError, pgError } from './errors.js';
import { loadSessionUser, type SessionUser, type TokenClaims } from './auth/session.js';
import { isApiPath } from './auth/paths.js';
import { requestContext } from './auth/context.js';
import { registerFeatures } from './features/index.js';
import { registerHealth } from './http/health.js';
import { registerIdempotency } from './http/idempotency.js';
import { useServerSecret } from './http/fingerprint.js';
import { registerRateLimit } from './http/rateLimit.js';
import { useApprovalThrottle } from './credit/approvals.js';
import { registerStrictJson } from './http/strictJson.js';
import { registerControlCharacterRule } from './http/controlCharacters.js';
import { EXPORT_SOURCE_HEADER } from './http/exportSource.js';
import { replySerializer } from './replies.js';
import { serverLogDestination } from './logDestination.js';

/** Who may call a route. Every API route declares one; a route without is refused to everyone. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; 'user' (any signed-in user) when not given. */
    access?: Access;
    /** A GET call GET /export/list may export: one answering JSON rows (set from its reply schema unless said). */
    exportable?: boolean;
    /** A call that ends sign-ins: rate-limited per sign-in, not per user (http/rateLimit.ts). */
    revokes?: boolean;
  }
  interface FastifyRequest {
    sessionUser: SessionUser;
    /** The sign-in (user_sessions.id) the request's token belongs to. */
    sessionId: string;
  }
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** Every API route with who may call it: the access test walks this list. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  /** undefined: the route declared no access, so it is refused to everyone. */
  access: Access | undefined;
  exportable: boolean;
}

export type App = FastifyInstance;
export type ApiApp = FastifyInstance<FastifyInstance['server'], RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Messages a clerk can act on, for the database errors that bad input can cause. */
export function databaseError(err: unknown): AppError | undefined {
  // The server restarted or ended the connection: nothing was saved (or, at COMMIT, perhaps it was), try again.
  if (connectionLost(err)) return new AppError(503, 'The database connection was lost. Please try again.');
  const pgErr = pgError(err);
  if (pgErr.code === 'P0001' && pgErr.message?.startsWith('The books are closed')) return new AppError(409, pgErr.message);
  switch (pgErr.code) {
    case '23505':
      return new AppError(409, 'This record already exists');
    case '23503':
      return new AppError(409, 'This record is in use by other records, or refers to one that does not exist');
    case '23514':
      return new AppError(409, 'This change would break a rule of the books and was not saved');
    case '22P02':
    case '22021': // a byte sequence not valid in the database's encoding
    case '22P05': // a NUL character in text, which PostgreSQL cannot store: no clerk types one
    case '22003':
    case '22008':
    case '22007':
      return new AppError(400, 'A value is not valid');
    case '25006':
      return new AppError(409, 'A backup is being taken. Please try again in a moment.');
    case '40001':
    case '40P01':
      return new AppError(409, 'Another user changed the same records at the same moment. Please try again.');
    default:
      return undefined;
  }
}

/**
 * The API docs page (Swagger UI): its own scripts only, calls to this server, no framing. Styles may
 * be inline: Swagger UI sets some as it opens a call (as the app's own policy allows).
 */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'";

/**
 * How long a browser keeps the app's files. Those under /assets/ carry a hash of their content in
 * their name, so a file of that name never changes: kept a year, never asked again. The page itself
 * (index.html) and the service worker name the current ones, so they are asked again each time.
 */
export const appFileCaching = (webDir: string) => (reply: FastifyReply, filePath: string) => {
  const hashed = path.relative(webDir, filePath).split(path.sep)[0] === 'assets';
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy as boolean | string, // a number of hops works too; the types leave it out
    // JSON lines (pino) when LOG_LEVEL is set (`npm start` sets info); one line per request from the
    // onResponse hook below, with its id, user and time. Secrets never reach a line: requests are
    // logged by path, without query, headers or body, and these keys are masked wherever they appear.
    // The lines go to standard output without ever blocking (logDestination.ts): a reader that
    // stops reading costs dropped lines, not a stalled server.
    logger:
      process.env.LOG_LEVEL && process.env.LOG_LEVEL !== 'silent'
        ? {
            level: process.env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.pass', '*.token', '*.newPass', '*.oldPass'],
            stream: serverLogDestination(),
          }
        : false,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(config.checkAllReplies));
  // JSON bodies that are not UTF-8 or carry lone surrogates are refused, not stored as U+FFFD.
  registerStrictJson(app);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorateRequest('sessionUser', null as unknown as SessionUser);
  app.decorateRequest('sessionId', '');
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (r) => {
    // The browser app's files and the API docs are open to all; an API route says who may call it.
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) {
      r.config = { ...r.config, access: r.config?.access ?? 'public' };
      return;
    }
    // Only a GET whose reply is JSON described by a schema can be exported (not a download that would be held whole in memory).
    const methods = [r.method].flat();
    const response = r.schema?.response as Record<string, unknown> | undefined;
    const exportable = r.config?.exportable ?? (methods.includes('GET') && !!response?.[200] && r.config?.access !== 'public');
    r.config = { ...r.config, exportable };
    for (const method of methods)
      if (method !== 'HEAD') apiRoutes.push({ method, url: r.url, access: r.config?.access, exportable: method === 'GET' && exportable });
  });

  app.addHook('onRequest', (_req, _reply, done) => requestContext.run({}, done));
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { userId: req.sessionUser?.id ?? null, method: req.method, path: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  // The usual security headers. Every API reply and download (decided on the matched route, however
  // the path was written) is never stored by a browser or proxy; the app's own pages get a content
  // security policy (the API docs have their own, below).
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // A succeeded write's warnings (ledger/cashFloor.ts), percent-encoded: a header is Latin-1.
    const warnings = requestContext.getStore()?.warnings;
    if (warnings?.length && reply.statusCode < 300) reply.header('x-warning', encodeURIComponent(warnings.join(' ')));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // Over HTTPS (the server's own TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts), a
    // browser is told to come back over HTTPS only. Over plain HTTP the header means nothing and is left out.
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const route = req.routeOptions.url;
    if (route ? route === '/api' || route.startsWith('/api/') : isApiPath(req.url)) {
      reply.header('cache-control', 'no-store');
    } else {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' data:; worker-src 'self' blob:; frame-src 'self' blob:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
      );
    }
  });

  await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { expiresIn: config.tokenTtl } });

  app.setErrorHandler((err, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = first?.message && first.message !== 'Invalid input' ? first.message : `${field ?? 'A field'} is not valid`;
      return reply.code(400).send({ message, field });
    }
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      return reply.code(err.statusCode).send({ message: err.message, field: err.field, ...err.extra });
    }
    const db = databaseError(err);
    if (db) return reply.code(db.statusCode).send({ message: db.message });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: (err as Error).message });
    req.log.error(err);
    if (!app.log.level || app.log.level === 'silent') console.error(err);
    return reply.code(500).send({ message: 'Unexpected error occurred.' });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Back-office API',
        description:
          'Every call but POST /api/login needs `Authorization: Bearer <token>`. A document call saves the document, ' +
          'moves its stock and posts its vouchers in one transaction: it does all of it or nothing.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The page loads only its own files (no inline script) and the spec from /api/docs/json.
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_CSP,
  });

  // Access is decided on the route the router matched, whatever form the path was sent in (encoded,
  // absolute): its declared access, or refused when it declares none. 'public' routes need nothing,
  // the others a valid token of a live session; 'admin' routes need the admin role.
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    if (req.is404) return; // no route matched: the not-found handler answers
    if (req.headers[EXPORT_SOURCE_HEADER] !== undefined && !req.routeOptions.config?.exportable) {
      return reply.code(400).send({ message: 'Only a list or a report can be exported', field: 'source' });
    }
    const access = req.routeOptions.config?.access;
    if (access === 'public') return;
    if (access !== 'user' && access !== 'admin') return reply.code(403).send({ message: 'This call is not open to anyone' });
    let claims: Partial<TokenClaims>;
    try {
      claims = await req.jwtVerify<TokenClaims>();
    } catch {
      return reply.code(401).send({ message: 'Please sign in again' });
    }
    const user = await loadSessionUser(database.db, claims);
    if (!user) return reply.code(401).send({ message: 'Please sign in again' });
    req.sessionUser = user;
    req.sessionId = claims.sid!;
    const ctx = requestContext.getStore();
    if (ctx) ctx.userId = user.id;
    if (access === 'admin' && user.role !== 'admin') return reply.code(403).send({ message: 'Only an admin can do this' });
  });

  // Text with NUL or another control or invisible character is refused, whatever field it is in (before a write claims its key).
  registerControlCharacterRule(app);
  // Writes with an Idempotency-Key answer a repeat with the first reply (after sign-in: keys are per user).
  useServerSecret(config.jwtSecret);
  registerIdempotency(app, () => database.db);
  // The general rate limit (after sign-in, so it counts per user; before the body is read).
  registerRateLimit(app, database, config.rateLimit);
  // The credit-limit approval's password throttle counts in this database (credit/creditLimit.ts).
  useApprovalThrottle(database);

  await app.register(
    async (api) => {
      await registerFeatures(api.withTypeProvider<ZodTypeProvider>());
      registerHealth(api.withTypeProvider<ZodTypeProvider>(), database);
    },
    { prefix: '/api' },
  );

  const indexHtml = path.join(config.webDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: false, cacheControl: false, setHeaders: appFileCaching(config.webDir) });
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !isApiPath(req.url)) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send({ message: 'Not found' });
    });
  } else {
    app.setNotFoundHandler((req, reply) => reply.code(404).send({ message: 'Not found' }));
  }
  return app;
}
