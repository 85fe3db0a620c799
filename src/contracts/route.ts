// A route of the API, declared once in its feature's contract: its method, its path (with Fastify's
// `:param`s, exactly as other clients call it) and the zod schemas of its params, query, body and
// reply. The server registers it (`http/routeGroup.ts`: `group.on(route, doc, handler)`), so the
// schemas it validates with are these; the browser calls it through `web/components/client.ts`, its
// types inferred from these. zod is imported for its types only: this module loads nothing.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The reply's schema; none for a reply that is not JSON (a file) or that the route does not describe. */
  reply?: z.ZodType;
  /** The reply's status when it is not 200 (a create's 201). */
  status?: 201;
}

export type Route<M extends Method = Method, P extends string = string, S extends RouteSchemas = RouteSchemas> = { readonly method: M; readonly path: P } & S;

/** The names of a path's `:param`s: '/sales_update/:id' → 'id'. */
export type PathParams<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | PathParams<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** A path with `:param`s says how they are read: a params schema with each of them. */
type ParamsOf<P extends string> = [PathParams<P>] extends [never] ? unknown : { params: z.ZodType<{ [K in PathParams<P>]: unknown }> };

/** A key a route does not know (a misspelt `reply` would leave the reply unchecked): refused. */
type OnlyKnown<S> = { [K in Exclude<keyof S, keyof RouteSchemas>]: never };

/** One route, its method and path kept as literal types. */
export function route<const M extends Method, const P extends string, const S extends RouteSchemas>(
  method: M,
  path: P,
  schemas: S & ParamsOf<P> & OnlyKnown<S>,
): Route<M, P, S> {
  return { method, path, ...schemas };
}

/** A feature's routes by name. */
export type Routes = Record<string, Route>;

/** What a route's caller sends: its path's params, its query and its body, as the schemas read them. */
export type RouteInput<R extends Route> = ([PathParams<R['path']>] extends [never]
  ? unknown
  : { params: R extends { params: z.ZodType } ? InAddress<z.input<R['params']>> : { [K in PathParams<R['path']>]: string | number } }) &
  (R extends { query: z.ZodType } ? OptionalWhenEmpty<'query', InAddress<z.input<R['query']>>> : unknown) &
  (R extends { body: z.ZodType } ? OptionalWhenEmpty<'body', z.input<R['body']>> : unknown);

/** A path's or query's fields: text in the address, so a number may be sent where the schema reads any text. */
type InAddress<T> = { [K in keyof T]: string extends T[K] ? T[K] | number : T[K] };

/** What a route's body is, as its schema reads it. */
export type RouteBody<R extends Route> = R extends { body: z.ZodType } ? z.input<R['body']> : never;

/** `{ query?: Q }` when every field of Q may be left out, else `{ query: Q }`. */
type OptionalWhenEmpty<K extends string, T> = Record<never, never> extends T ? { [_ in K]?: T } : { [_ in K]: T };

/** What the route answers, as its reply schema gives it. */
export type RouteReply<R extends Route> = R extends { reply: z.ZodType } ? z.output<R['reply']> : unknown;
