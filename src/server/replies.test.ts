import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replySerializer, trusted } from './replies.js';

const checked = z.object({ a: z.number() });
const trustedReply = trusted(z.object({ a: z.number() }));

async function appWith(checkAll: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(checkAll));
  app.get('/checked', { schema: { response: { 200: checked } } }, async () => ({ a: 1, extra: 2 }));
  app.get('/trusted', { schema: { response: { 200: trustedReply } } }, async () => ({ a: 1, extra: 2 }));
  app.get('/wrong', { schema: { response: { 200: checked } } }, async () => ({ a: 'one' }));
  await app.ready();
  return app;
}

describe('reply serializer', () => {
  it('checks every reply but the trusted ones, and those too when told to check all', async () => {
    const prod = await appWith(false);
    expect((await prod.inject('/checked')).json()).toEqual({ a: 1 });
    expect((await prod.inject('/trusted')).json()).toEqual({ a: 1, extra: 2 });
    expect((await prod.inject('/wrong')).statusCode).toBe(500);
    const test = await appWith(true);
    expect((await test.inject('/trusted')).json()).toEqual({ a: 1 });
    await Promise.all([prod.close(), test.close()]);
  });
});
