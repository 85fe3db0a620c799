// The record calls of the construction side, as its pages read their answers: a create is 201
// { message, insertId }, an update or a delete (of the record named by :id) { message, result:
// { affectedRows } }. Each route is its contract's (method, path, body and reply); the group adds its
// message and the service call.
import type { z } from 'zod';
import type { Executor } from '../db/client.js';
import type { ApiApp } from '../app.js';
import type { Route } from '../../contracts/route.js';
import type { affectedReply, createdReply } from '../../contracts/construction.js';
import type { idParam } from '../../contracts/common.js';
import { routeGroup, type RouteDoc, type RouteGroupOptions } from './routeGroup.js';

type CreateRoute<B extends z.ZodType> = Route<'POST', string, { body: B; reply: typeof createdReply; status: 201 }>;
type UpdateRoute<B extends z.ZodType> = Route<'PUT', string, { params: typeof idParam; body: B; reply: typeof affectedReply }>;
type RemoveRoute = Route<'DELETE', string, { params: typeof idParam; reply: typeof affectedReply }>;

/** routeGroup's routes, and create, update and remove for the records of the group. */
export function recordRoutes(api: ApiApp, options: RouteGroupOptions) {
  const group = routeGroup(api, options);
  const db = () => api.database.db;
  return {
    ...group,
    /** A POST: `create(db, body, userId)` gives the new record's id. */
    create<B extends z.ZodType>(
      route: CreateRoute<B>,
      doc: RouteDoc,
      message: string,
      create: (db: Executor, body: z.output<B>, userId: number) => Promise<number>,
    ) {
      group.on(route, doc, async (req, reply) => reply.code(201).send({ message, insertId: await create(db(), req.body as z.output<B>, req.sessionUser.id) }));
    },
    /** A PUT of the record named by :id: `update(db, id, body)` gives the rows changed. */
    update<B extends z.ZodType>(
      route: UpdateRoute<B>,
      doc: RouteDoc,
      message: string,
      update: (db: Executor, id: number, body: z.output<B>) => Promise<number>,
    ) {
      group.on(route, doc, async (req) => ({
        message,
        result: { affectedRows: await update(db(), req.params.id, req.body as z.output<B>) },
      }));
    },
    /** A DELETE of the record named by :id: `remove(db, id)` gives the rows removed. */
    remove(route: RemoveRoute, doc: RouteDoc, message: string, remove: (db: Executor, id: number) => Promise<number>) {
      group.on(route, doc, async (req) => ({
        message,
        result: { affectedRows: await remove(db(), req.params.id) },
      }));
    },
  };
}
