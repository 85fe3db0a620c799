// The record calls of the construction side, as its pages read their answers: a create is 201
// { message, insertId }, an update or a delete (of the record named by :id) { message, result:
// { affectedRows } }. Each route says only its path, its body, its message and the service call.
import type { z } from 'zod';
import type { Executor } from '../db/client.js';
import type { ApiApp } from '../app.js';
import { idParam } from '../../contracts/common.js';
import { affectedReply, createdReply } from '../../contracts/construction.js';
import { routeGroup, type RouteGroupOptions } from './routeGroup.js';

/** What a record route may say besides its body: its OpenAPI description. */
interface Doc {
  description?: string;
}

/** routeGroup's routes, and create, update and remove for the records of the group. */
export function recordRoutes(api: ApiApp, options: RouteGroupOptions) {
  const group = routeGroup(api, options);
  const db = () => api.database.db;
  return {
    ...group,
    /** POST url: `create(db, body, userId)` gives the new record's id. */
    create<B extends z.ZodType>(url: string, schema: Doc & { body: B }, message: string, create: (db: Executor, body: z.output<B>, userId: number) => Promise<number>) {
      group.post(url, { ...schema, response: { 201: createdReply } }, async (req, reply) =>
        reply.code(201).send({ message, insertId: await create(db(), req.body as z.output<B>, req.sessionUser.id) }),
      );
    },
    /** PUT url (with :id): `update(db, id, body)` gives the rows changed. */
    update<B extends z.ZodType>(url: string, schema: Doc & { body: B }, message: string, update: (db: Executor, id: number, body: z.output<B>) => Promise<number>) {
      group.put(url, { ...schema, params: idParam, response: { 200: affectedReply } }, async (req) => ({
        message,
        result: { affectedRows: await update(db(), req.params.id, req.body as z.output<B>) },
      }));
    },
    /** DELETE url (with :id): `remove(db, id)` gives the rows removed. */
    remove(url: string, schema: Doc, message: string, remove: (db: Executor, id: number) => Promise<number>) {
      group.delete(url, { ...schema, params: idParam, response: { 200: affectedReply } }, async (req) => ({
        message,
        result: { affectedRows: await remove(db(), req.params.id) },
      }));
    },
  };
}
