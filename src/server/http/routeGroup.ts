// Shorthand for a feature's routes that share who may call them and their OpenAPI tags, so that each
// route says only its path, schema and handler. Every group names its access: nothing is assumed.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../db/client.js';
import type { Access, ApiApp } from '../app.js';
import type { Route } from '../../contracts/route.js';

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Declare = <const S extends FastifySchema>(url: string, schema: S, handler: Handler<S>) => void;

/** A list or report: a GET whose query the reader answers from the books. */
type ReadSchema = FastifySchema & { querystring: z.ZodType; response: { 200: z.ZodType } };
type Read = <const S extends ReadSchema>(
  url: string,
  schema: S,
  reader: (db: Executor, query: z.output<S['querystring']>) => Promise<z.input<S['response'][200]>>,
) => void;

/** The Fastify schema of a contract's route: its params, query, body and reply (under its status). */
type SchemaOf<R extends Route> = (R extends { params: infer X } ? { params: X } : unknown) &
  (R extends { query: infer X } ? { querystring: X } : unknown) &
  (R extends { body: infer X } ? { body: X } : unknown) &
  (R extends { reply: infer X } ? { response: R extends { status: 201 } ? { 201: X } : { 200: X } } : unknown);

/** What a route says beside its contract: its OpenAPI text, and the replies of other statuses it answers (health's 503). */
export type RouteDoc = Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'> & { response?: Record<number, z.ZodType> };

/** A contract's route with its handler. */
type On = <const R extends Route>(route: R, doc: RouteDoc, handler: Handler<FastifySchema & SchemaOf<R>>) => void;
/** A contract's GET answered by `reader(db, query)`. */
type ReadRoute = <const R extends Route & { query: z.ZodType; reply: z.ZodType }>(
  route: R,
  doc: RouteDoc,
  reader: (db: Executor, query: z.output<R['query']>) => Promise<z.input<R['reply']>>,
) => void;

/** The Fastify schema of a route, from its contract. */
export function schemaOf(route: Route): FastifySchema {
  const { params, query, body, reply, status } = route;
  return {
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(reply && { response: { [status ?? 200]: reply } }),
  };
}

/** What the routes of a group share: who may call them, their tags and, where said, their body limit and whether they may be exported. */
export interface RouteGroupOptions {
  access: Access;
  tags: string[];
  /** Bytes of request body accepted (Fastify's default otherwise). */
  bodyLimit?: number;
  /** See FastifyContextConfig.exportable: decided from the reply schema when not said. */
  exportable?: boolean;
  /** See FastifyContextConfig.revokes: calls that end sign-ins, rate-limited per sign-in. */
  revokes?: boolean;
  /** false: no HEAD route beside a GET (a HEAD of a download would do all its work to throw it away). */
  exposeHeadRoute?: false;
}

/**
 * Routes with one access rule and one set of tags: `group.get(url, schema, handler)` and likewise post,
 * put, patch and delete; `group.read(url, schema, reader)` for a GET that is `reader(db, query)`.
 * `group.on(route, doc, handler)` and `group.reads(route, doc, reader)` take the method, path and
 * schemas from a contract's route (`contracts/route.ts`), so that a change to the contract changes the server.
 */
export function routeGroup(api: ApiApp, group: RouteGroupOptions): Record<Method, Declare> & { read: Read; on: On; reads: ReadRoute } {
  const { access, tags, bodyLimit, exportable, revokes, exposeHeadRoute } = group;
  const config = { access, ...(exportable !== undefined && { exportable }), ...(revokes && { revokes }) };
  const limit = { ...(bodyLimit !== undefined && { bodyLimit }), ...(exposeHeadRoute === false && { exposeHeadRoute }) };
  const declare =
    (method: Method): Declare =>
    (url, schema, handler) => {
      api[method]<RouteGenericInterface, ContextConfigDefault, typeof schema>(url, { config: { ...config }, ...limit, schema: { tags, ...schema } }, handler);
    };
  // The call sites are checked against Read; here the reader's reply is the handler's, which TypeScript cannot see through S.
  const read: Read = (url, schema, reader) =>
    declare('get')(url, schema, (async (req: { query: unknown }) => reader(api.database.db, req.query as never)) as never);
  const withContract = (route: Route, doc: RouteDoc): FastifySchema => {
    const schema = schemaOf(route);
    if (!doc.response) return { ...doc, ...schema };
    return { ...doc, ...schema, response: { ...doc.response, ...(schema.response as object | undefined) } };
  };
  const on: On = (route, doc, handler) => declare(route.method.toLowerCase() as Method)(route.path, withContract(route, doc), handler as never);
  const reads: ReadRoute = (route, doc, reader) => read(route.path, withContract(route, doc) as ReadSchema, reader as never);
  return { get: declare('get'), post: declare('post'), put: declare('put'), patch: declare('patch'), delete: declare('delete'), read, on, reads };
}
