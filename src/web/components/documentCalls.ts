// The calls every numbered document has: read one, the number the next one would take on a date,
// create, and update (the id in the path); each a route of the document's contract.
import type { Route, RouteBody } from '../../contracts/route';
import { call, type Endpoint } from './client';

type WithBody = Route & { body: unknown };

export function documentCalls<G extends Route, N extends Route, C extends WithBody, U extends WithBody>(routes: {
  /** The read, and the query parameter that names the document. */
  get: Endpoint<G>;
  idParam: string;
  nextNo: Endpoint<N>;
  create: Endpoint<C>;
  /** The update, the id in its path (`:id`). */
  update: Endpoint<U>;
}) {
  return {
    get: (id: number) => call(routes.get, ...([{ query: { [routes.idParam]: id } }] as never)),
    nextNo: (date: string) => call(routes.nextNo, ...([{ query: { date } }] as never)),
    create: (body: RouteBody<C>) => call(routes.create, ...([{ body }] as never)),
    update: (id: number, body: RouteBody<U>) => call(routes.update, ...([{ params: { id }, body }] as never)),
  };
}
