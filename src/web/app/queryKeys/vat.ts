// Keys of the VAT feature: its settings, the rates lists, the returns and registers, a bill's preview.
import { callQuery, endpoints, type Endpoint } from '../../components/client';
import type { RouteBody } from '../../../contracts/route';
import type { vatRoutes, MUSHAK91_NOTE_KEYS } from '../../../contracts/vat';
export const vatKeys = {
  all: ['vat'] as const,
  settings: ['vat', 'settings'] as const,
  /** The VAT lists by their call ('/vat/parties', '/vat/models'). */
  rates: ['vat', 'rates'] as const,
  rateList: (path: string) => ['vat', 'rates', path] as const,
  /** Everything a document or a settlement moves: Mushak 9.1, the registers, a bill's Mushak 6.3. */
  returns: ['vat', 'returns'] as const,
  mushak91: (month: string) => ['vat', 'returns', '9.1', month] as const,
  mushak91Note: (month: string, note: string) => ['vat', 'returns', '9.1', month, note] as const,
  register: (kind: 'sales' | 'purchases' | 'trader', from: string | undefined, to: string | undefined) =>
    ['vat', 'returns', 'register', kind, from, to] as const,
  mushak63: (id: number | null | undefined) => ['vat', 'returns', '6.3', id] as const,
  previews: ['vat', 'preview'] as const,
  preview: (body: unknown) => ['vat', 'preview', body] as const,
};

/** The vat contract's routes (contracts/vat.ts), for `call` (components/client.ts). */
export const vatApi = endpoints<typeof vatRoutes>({
  vatRatesModel: 'PUT /vat/rates/model/:id',
  vatRatesCategory: 'PUT /vat/rates/category/:id',
  vatRegisterSales: 'GET /vat/register/sales',
  vatRegisterPurchases: 'GET /vat/register/purchases',
  vatRegisterTrader: 'GET /vat/register/trader',
  getVatSettings: 'GET /vat/settings',
  putVatSettings: 'PUT /vat/settings',
  vatRates: 'GET /vat/rates',
  vatParties: 'GET /vat/parties',
  getVatParty: 'GET /vat/party/:id',
  putVatParty: 'PUT /vat/party/:id',
  vatPreview: 'POST /vat/preview',
  vatMushak91: 'GET /vat/mushak-9-1',
  vatMushak91Note: 'GET /vat/mushak-9-1/note',
  vatSettlement: 'POST /vat/settlement',
  vatMushak63: 'GET /vat/mushak-6-3/:id',
});

// The three registers take the same query: typed as the sales register.
const REGISTERS: Record<'sales' | 'purchases' | 'trader', typeof vatApi.vatRegisterSales> = {
  sales: vatApi.vatRegisterSales,
  purchases: vatApi.vatRegisterPurchases as Endpoint as typeof vatApi.vatRegisterSales,
  trader: vatApi.vatRegisterTrader as Endpoint as typeof vatApi.vatRegisterSales,
};

/** The VAT feature's reads, each with its key. */
export const vatQueries = {
  /** A bill's VAT and SD per line and its total as they would be saved. */
  preview: (body: RouteBody<typeof vatRoutes.vatPreview>) => callQuery(vatKeys.preview(body), vatApi.vatPreview, { body }),
  /** A bill's Mushak 6.3 tax invoice. */
  mushak63: (id: number) => callQuery(vatKeys.mushak63(id), vatApi.vatMushak63, { params: { id } }),
  // The return and the registers: their contract gives no reply schema, so the screen names the reply's type.
  /** The month's Mushak 9.1 return. */
  mushak91: <T>(month: string) => callQuery(vatKeys.mushak91(month), vatApi.vatMushak91, { query: { month } }, (r) => r as T),
  /** One note of the month's 9.1 opened: the documents it counts. */
  mushak91Note: (month: string, note: (typeof MUSHAK91_NOTE_KEYS)[number]) =>
    callQuery(vatKeys.mushak91Note(month, note), vatApi.vatMushak91Note, { query: { month, note } }),
  /** A register of the period: sales (6.2), purchases (6.1), the trader's purchase-sales register (6.2.1). */
  register: <T>(kind: 'sales' | 'purchases' | 'trader', from: string, to: string) =>
    callQuery(vatKeys.register(kind, from, to), REGISTERS[kind], { query: { from, to } }, (r) => r as T),
};
