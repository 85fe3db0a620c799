// The typed client: the browser calls a contract's route (contracts/route.ts) as `call(route, { params,
// query, body })` and gets its reply's type; no screen sends a path of its own. Through `api.ts`, so the token, the reads started early, the
// errors and the idempotency keys of writes work as for any call. The browser holds a contract's routes
// as `endpoints<typeof xRoutes>({ name: 'METHOD /path' })` (in the feature's queryKeys module): the
// contract's schemas are zod, which no everyday screen loads, so the browser keeps only the method and
// path, and the type check holds each one to the contract's own.
import type { PathParams, Route, RouteInput, RouteReply, Routes } from '../../contracts/route';
import { transport, withQuery, type Query } from './api';

/** A route as the browser holds it: its method and path; its schemas as types only. */
export interface Endpoint<R extends Route = Route> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: the contract's route, for the types of `call`. */
  readonly route?: R;
}

/** How a route is written in the browser's table: 'GET /sales_next_no'. */
type Spelled<R extends Route> = `${R['method']} ${R['path']}`;

/** A contract's routes for the browser, each written as the contract has it (the type check says so). */
export function endpoints<T extends Routes>(spelled: { [K in keyof T]: Spelled<T[K]> }): { [K in keyof T]: Endpoint<T[K]> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, s] of Object.entries(spelled as Record<string, string>)) {
    const at = s.indexOf(' ');
    out[name] = { method: s.slice(0, at) as Route['method'], path: s.slice(at + 1) };
  }
  return out as { [K in keyof T]: Endpoint<T[K]> };
}

/** A call's input: optional only when the route needs nothing. */
export type CallArgs<R extends Route> = Record<never, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

export type AnyInput = { params?: Record<string, unknown>; query?: Query; body?: unknown };

/** The path with its `:param`s filled in. */
export function pathOf<P extends string>(path: P, params?: { [K in PathParams<P>]: unknown }): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')));
}

/** Calls the route: its reply, typed by its contract. */
export function call<R extends Route>(endpoint: Endpoint<R>, ...[input]: CallArgs<R>): Promise<RouteReply<R>> {
  return send(endpoint, (input ?? {}) as AnyInput) as Promise<RouteReply<R>>;
}

/**
 * Calls a route with an input its caller puts together (a shared list's filters and rows shown, a
 * chart level's fields): as `call`, its input and reply untyped. Screens use `call`.
 */
export function send(endpoint: Endpoint, { params, query, body }: AnyInput): Promise<unknown> {
  const path = pathOf(endpoint.path, params as never);
  switch (endpoint.method) {
    case 'GET':
      return transport.get(path, query);
    case 'DELETE':
      return transport.delete(path, body, query);
    case 'POST':
      return transport.post(withQuery(path, query), body);
    case 'PUT':
      return transport.put(withQuery(path, query), body);
    case 'PATCH':
      return transport.patch(withQuery(path, query), body);
  }
}

/** Downloads the file a GET route answers with (the backup): its name and contents. */
export function download<R extends Route>(endpoint: Endpoint<R>, ...[input]: CallArgs<R>): Promise<{ name: string; blob: Blob }> {
  const { params, query } = (input ?? {}) as AnyInput;
  return transport.download(withQuery(pathOf(endpoint.path, params as never), query));
}

/**
 * The `useQuery` options of a read: its key from the feature's factory (app/queryKeys/), its call typed
 * by the contract, and what of the reply it keeps (the whole reply unless `pick` says).
 */
export function callQuery<R extends Route, const K extends readonly unknown[], T = RouteReply<R>>(
  queryKey: K,
  endpoint: Endpoint<R>,
  input: RouteInput<R>,
  pick?: (reply: RouteReply<R>) => T,
) {
  return {
    queryKey,
    queryFn: async (): Promise<T> => {
      const reply = await call(endpoint, ...([input] as CallArgs<R>));
      return pick ? pick(reply) : (reply as T);
    },
  };
}
