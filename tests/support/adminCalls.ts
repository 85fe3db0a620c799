// The API as the seeded admin, for API test files: `call` answers whatever the server says, `ok`
// expects the status (200 unless given) and returns the JSON body, `answer` gives status and body,
// `fixtureCall` returns the body of a call that must succeed; `journal` and `transfer` post journal
// vouchers (JV), `returnFromBill` and `returnToSupplier` one line of a bill or purchase, as fixtures. `ctx` is read at each call, as the test
// app is made in beforeAll.
import { expect } from 'vitest';
import type { TestContext } from './testApp.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminCalls(ctx: () => TestContext) {
  /** `headers` signs the call in as someone else (or no one, with `{}`). */
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = ctx().admin) =>
    ctx().app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  async function ok(method: Method, url: string, payload?: object, status = 200) {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  }
  /** The status and the JSON body, whatever they are. */
  async function answer(method: Method, url: string, payload?: object) {
    const res = await call(method, url, payload);
    return { status: res.statusCode, body: res.json() };
  }
  /** The JSON body of a call that must succeed (any 2xx), else a throw naming the call: for fixtures built through the API. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function fixtureCall(method: Method, url: string, payload?: unknown): Promise<any> {
    const res = await call(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }
  /** A JV through the API, approved unless `approve` is false; returns its number. */
  async function journal(date: string, lines: object[], approve = true): Promise<string> {
    const vc = (await ok('POST', '/voucher_post', { vc_date: date, vc_type: 1, lines }, 201)).data.vc_no as string;
    if (approve) await ok('PUT', `/vc_posting/${vc}`);
    return vc;
  }
  /** A JV of `amount` debited to one ledger and credited to another, the narration on the debit line. */
  const transfer = (date: string, jv: { debit: number; credit: number; amount: number; narr: string }, approve = true) =>
    journal(date, [{ ledger_id: jv.debit, debit: jv.amount, narr: jv.narr }, { ledger_id: jv.credit, credit: jv.amount }], approve);
  /** A sales return of `qty` at `price` from the first line of bill `saleId`. */
  async function returnFromBill(date: string, customerId: number, saleId: number, qty: number, price: number) {
    const line = (await fixtureCall('GET', `/both_sales_item?inv=${saleId}`)).data[0].id;
    const items = [{ inv_item_id: line, r_qty: qty, r_unit: price }];
    return fixtureCall('POST', '/create_sales_return', { return_date: date, cuss_id: customerId, inv_no_id: saleId, items });
  }
  /** A purchase return of `qty` at `price` from the first line of purchase `purchaseId`. */
  async function returnToSupplier(date: string, supplierId: number, purchaseId: number, qty: number, price: number) {
    const line = (await fixtureCall('GET', `/both_purchase?pId=${purchaseId}`)).data[0].id;
    const items = [{ pu_item_id: line, r_qty: qty, r_unit: price }];
    return fixtureCall('POST', '/create_purchase_return', { return_date: date, supp_id: supplierId, pu_no_id: purchaseId, items });
  }
  return { call, ok, answer, fixtureCall, journal, transfer, returnFromBill, returnToSupplier };
}
