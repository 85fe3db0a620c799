// Issue 20, finding 5: input that is refused, not changed. A serial-tracked line whose qty differs
// from its serials, a fraction of a whole unit, and a document or voucher dated after today (Dhaka)
// each get a 400 that says why, and nothing is saved.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeModel, makeParty, stockIn } from '../../../../tests/support/salesFixtures.js';
import { one, sql } from '../../db/client.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();

let customer: number;
let supplier: number;
let tv: number; // serial-tracked, pcs
let fan: number; // pcs
let wire: number; // m: takes fractions
let sn: Record<string, number>;

const { call: api } = adminCalls(() => t);

/** Books and documents in one number each: a refused request changes none of them. */
async function counts() {
  return one<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from voucher_lines) as lines, (select count(*)::int from sales) as sales,
          (select count(*)::int from purchases) as purchases, (select count(*)::int from sales_returns) as sreturns,
          (select count(*)::int from purchase_returns) as preturns, (select count(*)::int from quotations) as quotations,
          (select count(*)::int from adjustments) as adjustments, (select count(*)::int from coll_pay) as collpay,
          (select count(*)::int from stock_movements) as moves`,
  );
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

beforeEach(async () => {
  await t.reset();
  customer = await makeParty(t.db, 'Rahim Traders', 1);
  supplier = await makeParty(t.db, 'Karim Supply', 2);
  tv = await makeModel(t.db, 'LED 32', { serial: true });
  fan = await makeModel(t.db, 'Ceiling Fan');
  wire = await makeModel(t.db, 'Copper Wire');
  await t.db.execute(sql`update product_models set unit_type = 'M' where id = ${wire}`);
  sn = await stockIn(t.db, { modelId: tv, unitCost: 1000, serials: ['TV-1', 'TV-2', 'TV-3'] });
  await stockIn(t.db, { modelId: fan, qty: 10, unitCost: 200 });
  await stockIn(t.db, { modelId: wire, qty: 100, unitCost: 50 });
});

async function refused(method: 'POST' | 'PATCH', url: string, body: object, status: number, message: string | RegExp) {
  const before = await counts();
  const res = await api(method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  expect(await counts()).toEqual(before);
}

const sale = (items: object[], over: object = {}) => ({ inv_date: '2026-03-05', cus_id: customer, inv_disc: 0, collect: 0, items, ...over });

async function createSale(items: object[]) {
  const res = await api('POST', '/create_sales', sale(items));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().saleId as number;
  const { data } = (await api('GET', `/sales_by_invoice?inv_no=${id}`)).json();
  return { id, line: (m: number) => data.find((l: { m_id: number }) => l.m_id === m).id as number };
}

describe('issue 20 finding 5: a serial-tracked line whose qty differs from its serials', () => {
  const SERIAL = (n: number, k: number) => `LED 32: quantity ${n} but ${k} serial${k === 1 ? '' : 's'}; the quantity of a serial-tracked line must equal its number of serials`;

  it('is refused on a sale, a sales return, a purchase return and a quotation (400 naming both numbers)', async () => {
    await refused('POST', '/create_sales', sale([{ m_id: tv, qty: 2, unit_price: 1500, serial: [sn['TV-1']] }]), 400, SERIAL(2, 1));

    // qty 0 (or none) with the serials still means "as many as the serials", as the spec's screens send it.
    const s = await createSale([{ m_id: tv, qty: 0, unit_price: 1500, serial: [sn['TV-1'], sn['TV-2']] }]);
    const exact = await api('POST', '/create_sales', sale([{ m_id: tv, qty: 1, unit_price: 1500, serial: [sn['TV-3']] }]));
    expect(exact.statusCode, exact.body).toBe(201);

    await refused('POST', '/create_sales_return', {
      return_date: '2026-03-10', cuss_id: customer, inv_no_id: s.id, items: [{ inv_item_id: s.line(tv), r_qty: 2, r_unit: 1500, serial: [sn['TV-1']] }],
    }, 400, SERIAL(2, 1));

    const p = await api('POST', '/create_purchase', {
      pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S-1', items: [{ m_id: tv, qty: 2, unit_price: 900, serial: ['TV-8', 'TV-9'] }],
    });
    expect(p.statusCode, p.body).toBe(201);
    const purchaseId = p.json().purchaseId as number;
    const [line] = (await api('GET', `/both_purchase?pId=${purchaseId}`)).json().data;
    await refused('POST', '/create_purchase_return', {
      return_date: '2026-03-06', supp_id: supplier, pu_no_id: purchaseId, items: [{ pu_item_id: line.id, r_qty: 1, r_unit: 900, serial: line.serial.map((x: { id: number }) => x.id) }],
    }, 400, SERIAL(1, 2));

    await refused('POST', '/quotation/create', {
      quotation_date: '2026-03-05', customer_id: customer, items: [{ m_id: tv, qty: 3, unit_price: 1500, serial: [sn['TV-1']] }],
    }, 400, SERIAL(3, 1));
    // A purchase already refused it (its own message names both numbers).
    await refused('POST', '/create_purchase', {
      pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S-2', items: [{ m_id: tv, qty: 2, unit_price: 900, serial: ['TV-7'] }],
    }, 400, 'This product requires serial input. LED 32: quantity 2 but 1 serials.');
    expect(await t.violations()).toEqual([]);
  });
});

describe('issue 20 finding 5: a fraction of a whole unit', () => {
  const HALF_FAN = 'Ceiling Fan is counted in pcs, which takes whole numbers only: 0.5 is a fraction';

  it('is refused on every document line; a unit that takes fractions (m) takes 3 decimals', async () => {
    await refused('POST', '/create_sales', sale([{ m_id: fan, qty: 0.5, unit_price: 300 }]), 400, HALF_FAN);
    await refused('POST', '/create_purchase', { pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S-1', items: [{ m_id: fan, qty: 0.5, unit_price: 200 }] }, 400, HALF_FAN);
    await refused('POST', '/quotation/create', { quotation_date: '2026-03-05', customer_id: customer, items: [{ m_id: fan, qty: 0.5, unit_price: 300 }] }, 400, HALF_FAN);
    await refused('POST', '/adjustment/create', { adj_date: '2026-03-05', items: [{ m_id: fan, adj_qty: 0.5, adj_type: 'subtraction' }] }, 400, HALF_FAN);

    const s = await createSale([{ m_id: fan, qty: 2, unit_price: 300 }, { m_id: wire, qty: 12.345, unit_price: 80 }]);
    // 12.345 m × 80 = 987.60; 2 × 300 = 600: 1587.60 due.
    expect(await partyDue(t.db, customer)).toBe(1587.6);
    await refused('POST', '/create_sales_return', {
      return_date: '2026-03-10', cuss_id: customer, inv_no_id: s.id, items: [{ inv_item_id: s.line(fan), r_qty: 0.5, r_unit: 300 }],
    }, 400, HALF_FAN);
    const wireBack = await api('POST', '/create_sales_return', {
      return_date: '2026-03-10', cuss_id: customer, inv_no_id: s.id, items: [{ inv_item_id: s.line(wire), r_qty: 2.5, r_unit: 80 }],
    });
    expect(wireBack.statusCode, wireBack.body).toBe(201);

    const p = await api('POST', '/create_purchase', { pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S-3', items: [{ m_id: fan, qty: 3, unit_price: 200 }] });
    expect(p.statusCode, p.body).toBe(201);
    const [line] = (await api('GET', `/both_purchase?pId=${p.json().purchaseId}`)).json().data;
    await refused('POST', '/create_purchase_return', {
      return_date: '2026-03-06', supp_id: supplier, pu_no_id: p.json().purchaseId, items: [{ pu_item_id: line.id, r_qty: 1.5, r_unit: 200 }],
    }, 400, 'Ceiling Fan is counted in pcs, which takes whole numbers only: 1.5 is a fraction');
    expect(await t.violations()).toEqual([]);
  });

  it('a unit not in the table of units is whole; a model opening in a whole unit is whole too', async () => {
    await t.db.execute(sql`update product_models set unit_type = 'coil' where id = ${wire}`);
    await refused('POST', '/create_sales', sale([{ m_id: wire, qty: 1.5, unit_price: 80 }]), 400, 'Copper Wire is counted in coil, which takes whole numbers only: 1.5 is a fraction');
    await refused('PATCH', `/product_model_edit/${fan}`, { open_qty: 2.5, open_rate: 100 }, 400, 'Ceiling Fan is counted in pcs, which takes whole numbers only: 2.5 is a fraction');
    const kg = await api('PATCH', `/product_model_edit/${fan}`, { unit_type: 'Kg', open_qty: 2.5, open_rate: 100 });
    expect(kg.statusCode, kg.body).toBe(200);
    expect(await t.violations()).toEqual([]);
  });
});

describe('issue 20 finding 5: a document or voucher dated after today (Asia/Dhaka)', () => {
  it('is refused with a clear 400 on every document and voucher; today is taken', async () => {
    const today = todayInDhaka();
    const tomorrow = addDays(today, 1);
    const future = /^The date .+ is after today \(.+\): documents and vouchers cannot be dated in the future$/;

    await refused('POST', '/create_sales', sale([{ m_id: fan, qty: 1, unit_price: 300 }], { inv_date: tomorrow }), 400, future);
    await refused('POST', '/create_sales', sale([{ m_id: fan, qty: 1, unit_price: 300 }], { inv_date: addDays(today, 400) }), 400, future);
    await refused('POST', '/create_purchase', { pu_date: tomorrow, supp_id: supplier, supp_inv: 'S-1', items: [{ m_id: fan, qty: 1, unit_price: 200 }] }, 400, future);
    await refused('POST', '/quotation/create', { quotation_date: tomorrow, customer_id: customer, items: [{ m_id: fan, qty: 1, unit_price: 300 }] }, 400, future);
    await refused('POST', '/adjustment/create', { adj_date: tomorrow, items: [{ m_id: fan, adj_qty: 1, adj_type: 'subtraction' }] }, 400, future);
    await refused('POST', '/collPay_post', { supp_id: customer, date: tomorrow, rmks: '', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 100 }, 400, future);
    await refused('POST', '/voucher_post', { vc_date: tomorrow, vc_type: 1, lines: [{ ledger_id: LEDGER.cash, debit: 10 }, { ledger_id: LEDGER.salesReturns, credit: 10 }] }, 400, future);

    const s = await createSale([{ m_id: fan, qty: 2, unit_price: 300 }]);
    await refused('POST', '/create_sales_return', {
      return_date: tomorrow, cuss_id: customer, inv_no_id: s.id, items: [{ inv_item_id: s.line(fan), r_qty: 1, r_unit: 300 }],
    }, 400, future);
    await refused('PATCH', `/sales_update/${s.id}`, sale([{ m_id: fan, qty: 2, unit_price: 300 }], { inv_date: tomorrow }), 400, future);

    const p = await api('POST', '/create_purchase', { pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S-2', items: [{ m_id: fan, qty: 3, unit_price: 200 }] });
    const [line] = (await api('GET', `/both_purchase?pId=${p.json().purchaseId}`)).json().data;
    await refused('POST', '/create_purchase_return', {
      return_date: tomorrow, supp_id: supplier, pu_no_id: p.json().purchaseId, items: [{ pu_item_id: line.id, r_qty: 1, r_unit: 200 }],
    }, 400, future);

    const todays = await api('POST', '/create_sales', sale([{ m_id: fan, qty: 1, unit_price: 300 }], { inv_date: today }));
    expect(todays.statusCode, todays.body).toBe(201);
    expect(await t.violations()).toEqual([]);
  });
});
