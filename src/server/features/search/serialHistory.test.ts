// A serial's history (issue 42, item 5): bought from whom on which purchase, sold to whom on which
// bill, its warranty and the day it runs to.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { makeModel, makeParty } from '../../../../tests/support/salesFixtures.js';
import { warrantyUntil } from './serialHistory.js';

const t = useTestApp();

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const history = async (slNo: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/serial_history?sl_no=${encodeURIComponent(slNo)}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

let customer: number;
let supplier: number;
let phone: number;

beforeEach(async () => {
  await t.reset();
  customer = await makeParty(t.db, 'Rahim Telecom', 1);
  supplier = await makeParty(t.db, 'Gulistan Wholesale', 2);
  phone = await makeModel(t.db, 'Phone Z42', { serial: true, warranty: '1 year' });
});

describe('GET /serial_history', () => {
  it('tells a sold serial: bought from whom on which purchase, sold to whom on which bill, the warranty until', async () => {
    const bought = await post('/create_purchase', {
      pu_date: '2026-03-01',
      supp_id: supplier,
      supp_inv: 'GW-1',
      items: [{ m_id: phone, qty: 2, unit_price: 12000, serial: ['0Z8H3CNR100', '0Z8H3CNR101'] }],
    });
    const [before] = await history('0z8h3cnr100');
    expect(before).toMatchObject({ sl_no: '0Z8H3CNR100', model: 'Phone Z42', state: 'in_stock' });
    expect(before.events).toEqual([{ kind: 'bought', date: '2026-03-01', doc_no: expect.any(String), doc_id: bought.purchaseId, party: 'Gulistan Wholesale' }]);

    const sale = await post('/create_sales', {
      inv_date: '2026-03-05',
      cus_id: customer,
      inv_disc: 0,
      collect: 0,
      collect_type: 'Cash',
      items: [{ m_id: phone, qty: 1, unit_price: 15000, serial: [{ srl_id: before.id, sl_no: '0Z8H3CNR100' }] }],
    });
    const [after] = await history('0Z8H3CNR100');
    expect(after.state).toBe('sold');
    // a year's warranty from 5 March 2026 runs to 4 March 2027
    expect(after.events[1]).toEqual({
      kind: 'sold',
      date: '2026-03-05',
      doc_no: sale.inv_no,
      doc_id: sale.saleId,
      party: 'Rahim Telecom',
      warranty: '1 year',
      warranty_until: '2027-03-04',
    });
    expect(await history('NO-SUCH')).toEqual([]);
  });

  it('reads a warranty written as years, months or days', () => {
    expect(warrantyUntil('2026-01-31', '6 months')).toBe('2026-07-30');
    expect(warrantyUntil('2026-03-05', '90 days')).toBe('2026-06-02');
    expect(warrantyUntil('2026-03-05', 'no warranty')).toBeNull();
  });
});
