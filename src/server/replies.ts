// Replies the server builds field by field from typed code (the long reports) can skip being checked
// against their response schema again on the way out: for a month's gross profit that check costs as
// much as writing the JSON. Tests check every reply, these included (Config.checkAllReplies).
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const trustedReplies = new WeakSet<object>();

/** Marks a reply schema whose replies come from code typed against it. */
export function trusted<T extends ZodType>(schema: T): T {
  trustedReplies.add(schema);
  return schema;
}

export function replySerializer(checkAll: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => (!checkAll && trustedReplies.has(route.schema) ? (data) => JSON.stringify(data) : serializerCompiler(route));
}
