// The typed client: a call that does not match its contract fails the type check (the
// `@ts-expect-error` lines below are errors, or tsc fails on the unused directive), and a call
// that does is sent as the contract says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { route } from '../../contracts/route';

import type { partiesRoutes } from '../../contracts/parties';
import { call, endpoints, pathOf } from './client';
import { salesApi } from '../app/queryKeys/sales';
import { partiesApi } from '../app/queryKeys/parties';
import { searchApi } from '../app/queryKeys/search';
import { usersApi } from '../app/queryKeys/users';
import type { usersRoutes } from '../../contracts/users';

/** Type checks only: never run. */
function typeChecks() {
  // A contract's route says only params, query, body, reply and status.
  // @ts-expect-error a misspelt key would leave the reply unchecked
  route('GET', '/x', { query: z.object({}), replie: z.object({}) });
  // @ts-expect-error a path parameter without its params schema
  route('GET', '/x/:id', { reply: z.object({}) });

  // The browser's table must spell each route as its contract does.
  endpoints<Pick<typeof partiesRoutes, 'partyRemove'>>({
    // @ts-expect-error a path the contract does not have
    partyRemove: 'DELETE /party_delete/:id',
  });
  // @ts-expect-error a method the contract does not have
  endpoints<Pick<typeof partiesRoutes, 'partyRemove'>>({ partyRemove: 'POST /party_remove/:id' });
  // @ts-expect-error a route of the contract left out
  endpoints<typeof partiesRoutes>({ partyRemove: 'DELETE /party_remove/:id' });

  void call(salesApi.salesDelete, { params: { id: 7 } });
  // @ts-expect-error a wrong path parameter
  void call(salesApi.salesDelete, { params: { saleId: 7 } });
  // @ts-expect-error the path parameter left out
  void call(salesApi.salesDelete);

  void call(salesApi.salesNextNo, { query: { date: '2024-03-05' } });
  // @ts-expect-error a query field the route does not read
  void call(salesApi.salesNextNo, { query: { day: '2024-03-05' } });

  void call(partiesApi.partyPost, { body: { name: 'A', type: 1, mobile: '01700000000' } });
  // @ts-expect-error a body field the contract does not have
  void call(partiesApi.partyPost, { body: { name: 'A', type: 1, mobile: '01700000000', mobail: '01700000000' } });
  // @ts-expect-error a write without its body
  void call(partiesApi.partyPost);

  // The routes the server declared last from their contracts (issue 38, item 7) bite the same way.
  void call(searchApi.search, { query: { q: 'INV' } });
  // @ts-expect-error a query field the search does not read
  void call(searchApi.search, { query: { text: 'INV' } });
  void call(usersApi.login, { body: { email: 'a@b.c', pass: 'x' } });
  // @ts-expect-error a body field sign-in does not have
  void call(usersApi.login, { body: { email: 'a@b.c', password: 'x' } });
  // @ts-expect-error the path the server does not have
  endpoints<Pick<typeof usersRoutes, 'login'>>({ login: 'POST /signin' });

  // The reply is the contract's: a field it does not have is an error.
  void call(salesApi.salesNextNo, { query: { date: '2024-03-05' } }).then((r) => {
    const no: string = r.preview_inv_no;
    // @ts-expect-error not a field of the reply
    return [no, r.next_inv_no];
  });
}
void typeChecks;

type Sent = { method: string; url: string; body?: string; headers: Record<string, string> };
function stubFetch(reply: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ method: String(init.method), url, body: init.body as string | undefined, headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify(reply), { status: 200 });
  });
  vi.stubGlobal('localStorage', { getItem: () => 'token', setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('crypto', globalThis.crypto);
  return sent;
}

describe('the typed client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills in the path parameters', () => {
    expect(pathOf('/sales_update/:id', { id: 7 })).toBe('/sales_update/7');
    expect(pathOf('/vat/rates/:level/:id' as string, { level: 'model', id: 3 } as never)).toBe('/vat/rates/model/3');
  });

  it('sends a read with its query and a write with its body and an idempotency key', async () => {
    const sent = stubFetch({ preview_inv_no: 'INV-1' });
    expect(await call(salesApi.salesNextNo, { query: { date: '2024-03-05' } })).toEqual({ preview_inv_no: 'INV-1' });
    await call(salesApi.salesDelete, { params: { id: 7 } });
    await call(partiesApi.partyEdit, { params: { id: 4 }, body: { name: 'B' } });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/sales_next_no?date=2024-03-05',
      'DELETE /api/sales_delete/7',
      'PATCH /api/party_edit/4',
    ]);
    expect(sent[0].headers.authorization).toBe('Bearer token');
    expect(sent[2].body).toBe('{"name":"B"}');
    expect(sent[2].headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
