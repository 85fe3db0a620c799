import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, serialStates, stockOf, useShop } from '../../../../tests/support/salesFixtures.js';

const t = useTestApp();
const shop = useShop(t, { tv: { cost: 1000, serials: ['TV-1', 'TV-2'], warranty: '1 year' }, fan: { qty: 5, cost: 200 } });

const { call: api } = adminCalls(() => t);

const offer = (over: object = {}) => ({
  quotation_no: 'QUO-FAKE',
  quotation_date: '2026-03-05',
  customer_id: shop.customer,
  items: [
    { m_id: shop.tv, qty: 0, unit_price: 1550.5, serial: [{ srl_id: shop.sn['TV-2'], sl_no: 'TV-2' }, { srl_id: shop.sn['TV-1'], sl_no: 'TV-1' }] },
    { m_id: shop.fan, qty: 7, unit_price: 300, warranty: '6 months' },
  ],
  ...over,
});

describe('quotations', () => {
  it('creates, reads, updates and deletes a quotation without touching stock or the books', async () => {
    const res = await api('POST', '/quotation/create', offer());
    expect(res.statusCode, res.body).toBe(201);
    const { quotation_id, quotation_no } = res.json();
    expect(quotation_no).toBe('QUO-INV-2026-100001');

    const { master, data } = (await api('GET', `/quotation/${quotation_id}`)).json();
    expect(master).toMatchObject({ q_id: quotation_id, quotation_no, quotation_date: '2026-03-05', customer: 'Rahim Traders', totalSum: 5201 });
    expect(data.map((i: Record<string, unknown>) => [i.proDesc, i.qty, i.unit_price, i.total, i.warranty])).toEqual([
      ['Electronics Walton TV LED 32', 2, 1550.5, 3101, '1 year'],
      ['Electronics Walton TV Ceiling Fan', 7, 300, 2100, '6 months'],
    ]);
    expect(data[0].serial).toEqual([{ srl_id: shop.sn['TV-1'], sl_no: 'TV-1' }, { srl_id: shop.sn['TV-2'], sl_no: 'TV-2' }]);
    // More fans than in stock may be quoted: an offer reserves nothing.
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 5, value: 1000 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1 });
    expect(await countOf(t.db, 'voucher_lines')).toBe(4);

    const upd = await api('PUT', `/quotation/update/${quotation_id}`, { id: quotation_id, quotation: offer({ items: [{ m_id: shop.fan, qty: 2, unit_price: 310 }] }) });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ quotation_id });
    const after = (await api('GET', `/quotation/${quotation_id}`)).json();
    expect([after.master.quotation_no, after.master.totalSum, after.data.length]).toEqual([quotation_no, 620, 1]);

    const del = await api('DELETE', `/quotation/delete/${quotation_id}`);
    expect(del.json()).toEqual({ result: { affectedRows: 1 }, message: 'delete successful' });
    expect(await countOf(t.db, 'quotation_items')).toBe(0);
    expect((await api('DELETE', `/quotation/delete/${quotation_id}`)).statusCode).toBe(404);
    expect((await api('GET', `/quotation/${quotation_id}`)).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses incomplete offers and writes nothing', async () => {
    const cases: [object, string][] = [
      [offer({ items: [] }), 'Please add at least one item'],
      [offer({ items: [{ m_id: shop.fan, qty: 0, unit_price: 10 }] }), 'All filed are required..'],
      [offer({ items: [{ m_id: shop.fan, qty: 1, unit_price: 0 }] }), 'All filed are required..'],
      [offer({ items: [{ m_id: '', qty: 1, unit_price: 10 }] }), 'All filed are required..'],
      [offer({ items: [{ m_id: shop.fan, qty: 1, unit_price: 10, serial: [shop.sn['TV-1']] }] }), 'A picked serial is not a serial of Ceiling Fan'],
      [offer({ customer_id: 987654 }), 'Please select a customer that exists'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/quotation/create', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await countOf(t.db, 'quotations')).toBe(0);
    expect((await api('PUT', '/quotation/update/987654', offer())).statusCode).toBe(404);
  });

  it('lists with q_id and totalSum, searches the number, pages, and previews the next number', async () => {
    await api('POST', '/quotation/create', offer({ customer_id: undefined }));
    await api('POST', '/quotation/create', offer({ quotation_date: '2026-03-06', items: [{ m_id: shop.fan, qty: 1, unit_price: 99 }] }));
    const all = (await api('GET', '/quotations/getAll')).json();
    expect(all.total).toBe(2);
    expect(all.data.map((q: { quotation_no: string; totalSum: number; customer: string | null }) => [q.quotation_no, q.totalSum, q.customer])).toEqual([
      ['QUO-INV-2026-100002', 99, 'Rahim Traders'],
      ['QUO-INV-2026-100001', 5201, null],
    ]);
    expect(all.data[0].q_id).toBe(all.data[0].id);
    expect((await api('GET', '/quotations/getAll?search=quo-inv-2026-100001')).json().data).toHaveLength(1);
    expect((await api('GET', '/quotations/getAll?limit=1&offset=1')).json().data[0].quotation_no).toBe('QUO-INV-2026-100001');
    const half = await api('GET', '/quotations/getAll?endDate=2026-03-06');
    expect([half.statusCode, half.json().message]).toEqual([400, 'Please select both start and end dates']);
    expect((await api('GET', '/quotation_next_no?date=2026-12-31')).json()).toEqual({ preview_quotation_no: 'QUO-INV-2026-100003' });
  });
});
