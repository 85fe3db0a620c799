// Search everywhere (issue 24, item 6).
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { makeModel, makeParty, stockIn } from '../../../../tests/support/salesFixtures.js';
import { inTransaction, rows, sql } from '../../db/client.js';

const t = useTestApp();

let customer: number;
let fan: number;
let invNo: string;
let saleId: number;

beforeEach(async () => {
  await t.reset();
  customer = await makeParty(t.db, 'Rahim Traders', 1, '01711223344');
  await makeParty(t.db, 'Karim Supply', 2, '01899000000');
  fan = await makeModel(t.db, 'Ceiling Fan');
  await t.db.execute(sql`update product_models set pro_code = 'CF-56' where id = ${fan}`);
  const tv = await makeModel(t.db, 'LED 32', { serial: true });
  await stockIn(t.db, { modelId: tv, unitCost: 1000, serials: ['SN-ABC-001', 'SN-ABC-002'] });
  await stockIn(t.db, { modelId: fan, qty: 10, unitCost: 200 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create_sales',
    headers: t.admin,
    payload: { inv_date: '2026-03-05', cus_id: customer, inv_disc: 0, collect: 100, collect_type: 'Cash', items: [{ m_id: fan, qty: 2, unit_price: 300 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  ({ saleId, inv_no: invNo } = res.json());
});

const search = async (q: string, headers = t.admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().hits as { kind: string; id: number; title: string; detail: string; date: string }[];
};

describe('GET /search', () => {
  it('finds a bill by its whole number, in any case, and by a part of it', async () => {
    expect(await search(invNo.toLowerCase())).toEqual([{ kind: 'bill', id: saleId, title: invNo, detail: 'Rahim Traders', date: '2026-03-05' }]);
    const part = await search(invNo.slice(-4));
    expect(part.filter((h) => h.kind === 'bill').map((h) => h.id)).toEqual([saleId]);
  });

  it('finds a customer by mobile and by part of the name, and a supplier apart', async () => {
    expect(await search('01711223344')).toEqual([{ kind: 'customer', id: customer, title: 'Rahim Traders', detail: '01711223344', date: '' }]);
    const hits = await search('ahim');
    expect(hits.map((h) => [h.kind, h.title])).toEqual([['customer', 'Rahim Traders']]);
    expect((await search('karim')).map((h) => [h.kind, h.title])).toEqual([['supplier', 'Karim Supply']]);
  });

  it('finds models by name or code, serials with their model and state, the money receipt and the voucher (admins only)', async () => {
    expect((await search('cf-56')).map((h) => [h.kind, h.title])).toEqual([['model', 'Ceiling Fan']]);
    expect((await search('abc-002')).map((h) => [h.kind, h.title, h.detail])).toEqual([['serial', 'SN-ABC-002', 'LED 32 · in stock']]);
    const receipt = (await t.app.inject({ method: 'GET', url: `/api/collPay_all?type=2`, headers: t.admin })).json().data[0];
    const byReceipt = await search(receipt.inv_no);
    expect(byReceipt.filter((h) => h.kind === 'receipt').map((h) => h.title)).toEqual([receipt.inv_no]);
    expect((await search(receipt.vc_no)).filter((h) => h.kind === 'voucher').map((h) => h.title)).toEqual([receipt.vc_no]);
    const clerk = await t.userHeaders();
    expect((await search(receipt.vc_no, clerk)).filter((h) => h.kind === 'voucher')).toEqual([]);
  });

  it('asks for 2 characters or more, and finds nothing without an error', async () => {
    const short = await t.app.inject({ method: 'GET', url: '/api/search?q=a', headers: t.admin });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Type at least 2 characters', field: 'q' });
    expect(await search('%_\\')).toEqual([]);
    expect(await search('zzzz-nothing')).toEqual([]);
  });

  it('finds a cheque by its number, written with or without its spaces and hyphens (issue 41, item 8)', async () => {
    const bank = (await t.app.inject({ method: 'POST', url: '/api/bank_post', headers: t.admin, payload: { name: 'Sonali Bank', branch: 'Motijheel' } })).json().data.id;
    const pay = (body: object) => t.app.inject({ method: 'POST', url: '/api/collPay_post', headers: t.admin, payload: { date: '2026-03-06', cash_bank_type: 'Cheque', bankId: bank, ...body } });
    expect((await pay({ coll_pay_type: 2, supp_id: customer, amount: 4000, chqNo: 'SBL-0045 1122', chqDate: '2026-03-10' })).statusCode).toBe(201);
    const hits = (await search('00451122')).filter((h) => h.kind === 'cheque');
    expect(hits.map((h) => [h.title, h.detail, h.date])).toEqual([['SBL-0045 1122', 'From Rahim Traders · 4000.00 · In hand', '2026-03-10']]);
    expect((await search('sbl-0045')).filter((h) => h.kind === 'cheque').map((h) => h.title)).toEqual(['SBL-0045 1122']);
    // the register's filter finds it the same way
    const list = await t.app.inject({ method: 'GET', url: `/api/cheques?direction=received&search=${encodeURIComponent('0045-1122')}`, headers: t.admin });
    expect(list.json().data.map((c: { chq_no: string; state: string }) => [c.chq_no, c.state])).toEqual([['SBL-0045 1122', 'received']]);
    const none = await t.app.inject({ method: 'GET', url: '/api/cheques?direction=received&search=0045-1123', headers: t.admin });
    expect(none.json().data).toEqual([]);
    // a number typed from its start is looked up through the index (migration 0097), not by reading every cheque
    const plan = await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(tx, sql`explain select id from cheques where regexp_replace(lower(chq_no), '[^a-z0-9]', '', 'g') like 'sbl0045%'`);
    });
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('cheques_no_key');
  });
});
