// Every text that comes in (body, query and path, after the route's schema has read them) is held to
// the one rule of contracts/common.ts: no NUL, no other control or invisible character (issue 39).
// The names, serials and numbers of the contracts refuse them in their own words and also refuse tabs
// and line breaks; this hook is for every other text field, where a remark or an address may have lines.
import type { FastifyInstance } from 'fastify';
import { controlCharacterIn } from '../../contracts/common.js';

export function registerControlCharacterRule(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    for (const part of [req.params, req.query, req.body]) {
      const found = controlCharacterIn(part);
      if (found) return reply.code(400).send({ message: found.message, field: found.field || undefined });
    }
  });
}
