// Warranty and service by serial (issue 44): the warranty as data, and four claims worked by hand:
// repaired, replaced by the supplier, replaced from our stock before the supplier credits it, and an
// out-of-warranty repair with a charge. After each: the stock, the serials, the supplier's and the
// customer's accounts, the vouchers and the books check.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeParty, serialStates, stockOf, useShop, voucherLines } from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';
import { documentFacts } from '../messages/documents.js';
import { DEFAULT_TEMPLATES, fill } from '../messages/templates.js';

const t = useTestApp();
const shop = useShop(t, {
  tv: { cost: 1000, serials: ['TV-1', 'TV-2', 'TV-3', 'TV-4', 'TV-5'], warranty: '1 year' },
  lamp: { cost: 400, serials: ['L-1'], warranty: '6 months' },
});
const { call: api } = adminCalls(() => t);

let supplier: number;
let saleId: number;

const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, status = 200) => {
  const res = await api(method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

beforeEach(async () => {
  supplier = await makeParty(t.db, 'Karim Supply', 2, '01899000000');
  // One bill on 5-Mar-2026: TV-1, TV-2, TV-3 at 1500 each (cost 1000 each) and L-1 at 700 (cost 400), nothing collected.
  ({ saleId } = await ok(
    'POST',
    '/create_sales',
    {
      inv_date: '2026-03-05',
      cus_id: shop.customer,
      inv_disc: 0,
      collect: 0,
      collect_type: 'Cash',
      items: [
        { m_id: shop.tv, qty: 3, unit_price: 1500, serial: ['TV-1', 'TV-2', 'TV-3'].map((s) => shop.sn[s]) },
        { m_id: shop.lamp, qty: 1, unit_price: 700, serial: [shop.sn['L-1']] },
      ],
    },
    201,
  ));
});

const claimOn = async (sl: string, date = '2026-11-20') =>
  (await ok(
    'POST',
    '/warranty/claims',
    { serial_id: shop.sn[sl], claim_date: date, problem: 'Does not power on', accessories: 'Remote, box', expected_date: '2026-12-05' },
    201,
  )) as {
    id: number;
    claim_no: string;
  };
const claim = (id: number) => ok('GET', `/warranty/claims/${id}`);
const claimLines = () =>
  rows<{ vc_no: string }>(t.db, sql`select distinct vc_no from voucher_lines where source_type = 'warranty_claim' order by vc_no`).then((r) =>
    r.map((x) => x.vc_no),
  );
const warrantyLedger = async (role: string) => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = ${role}`))?.id;
/** What we owe the supplier on the payable ledger (credit − debit of its lines). */
const owedToSupplier = async () =>
  (await one<{ n: number }>(
    t.db,
    sql`select coalesce(sum(credit - debit), 0)::float8 as n from voucher_lines where ledger_id = ${LEDGER.payable} and party_id = ${supplier}`,
  ))!.n;

describe('warranty as data', () => {
  it('reads months from the printed text (English, Bangla), keeps the text, and follows a change of text', async () => {
    const read = async (text: string) => (await one<{ m: number | null }>(t.db, sql`select warranty_months_of(${text}) as m`))!.m;
    expect(await read('1 year')).toBe(12);
    expect(await read('2 years')).toBe(24);
    expect(await read('6 months')).toBe(6);
    expect(await read('12 Months')).toBe(12);
    expect(await read('1 Year 6 Months')).toBe(18);
    expect(await read('No warranty')).toBe(0);
    expect(await read('১ বছর')).toBe(12);
    expect(await read('৬ মাস')).toBe(6);
    expect(await read('Lifetime service')).toBeNull();
    expect(await read('')).toBeNull();

    const model = async () =>
      one<{ warranty: string; warranty_months: number | null }>(t.db, sql`select warranty, warranty_months from product_models where id = ${shop.tv}`);
    expect(await model()).toEqual({ warranty: '1 year', warranty_months: 12 });
    await t.db.execute(sql`update product_models set warranty = '2 Years' where id = ${shop.tv}`);
    expect(await model()).toEqual({ warranty: '2 Years', warranty_months: 24 });
    // Months set by hand stay; the text stays as printed.
    await ok('PUT', `/warranty/models/${shop.tv}`, { warranty_months: 18 });
    expect(await model()).toEqual({ warranty: '2 Years', warranty_months: 18 });
    // The bill line kept the months of its sale (12), not the model's new ones.
    const [w] = (await ok('GET', '/warranty/serial?sl_no=tv-1')).matches;
    expect(w).toMatchObject({ sl_no: 'TV-1', warranty: '1 year', months: 12, inv_date: '2026-03-05', customer: 'Rahim Traders' });
  });

  it("a model's months are the admin's to set (the model form's field): a plain user gets 403, bad months 400; the model reads them back", async () => {
    const clerk = await t.userHeaders();
    const res = await api('PUT', `/warranty/models/${shop.tv}`, { warranty_months: 6 }, clerk);
    expect(res.statusCode).toBe(403);
    expect((await api('PUT', `/warranty/models/${shop.tv}`, { warranty_months: -1 })).statusCode).toBe(400);
    expect((await api('PUT', '/warranty/models/999999', { warranty_months: 6 })).statusCode).toBe(404);
    // The model as the form loads it: 12 read from "1 year"; 30 once the admin sets it, the text as printed.
    expect((await ok('GET', `/product_model/${shop.tv}`)).data).toMatchObject({ warranty: '1 year', warranty_months: 12 });
    expect(await ok('PUT', `/warranty/models/${shop.tv}`, { warranty_months: 30 })).toEqual({ message: 'Warranty updated', warranty_months: 30 });
    expect((await ok('GET', `/product_model/${shop.tv}`)).data).toMatchObject({ warranty: '1 year', warranty_months: 30 });
    // A clerk's edit of the model (its text unchanged) keeps the admin's months.
    const m = (await ok('GET', `/product_model/${shop.tv}`)).data;
    const edit = await api(
      'PATCH',
      `/product_model_edit/${shop.tv}`,
      { name: m.name, g_id: m.g_id, b_id: m.b_id, c_id: m.c_id, warranty: '1 year', pro_code: 'X1' },
      clerk,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await ok('GET', `/product_model/${shop.tv}`)).data).toMatchObject({ pro_code: 'X1', warranty_months: 30 });
  });

  it('ends the day before the anniversary of the sale: 5-Mar-2026 + 12 months − 1 day = 4-Mar-2027; 6 months: out since 5-Sep-2026', async () => {
    const [tv] = (await ok('GET', '/warranty/serial?sl_no=TV-2')).matches;
    expect(tv).toMatchObject({ until: '2027-03-04', in_warranty: true, words: 'in warranty until 4-Mar-2027', open_claim_no: null });
    const [lamp] = (await ok('GET', '/warranty/serial?sl_no=L-1')).matches;
    expect(lamp).toMatchObject({ months: 6, until: '2026-09-04', in_warranty: false, words: 'out of warranty since 5-Sep-2026' });
    const [unsold] = (await ok('GET', '/warranty/serial?sl_no=TV-5')).matches;
    expect(unsold).toMatchObject({ sale_id: null, in_warranty: false, words: 'not sold by us' });
    // The bill's lines show the end; the finder shows a sold serial's warranty.
    const lines = (await ok('GET', `/both_sales_item?inv=${saleId}`)).data;
    expect(lines.map((l: { model: string; warranty: string; warranty_until: string | null }) => [l.model, l.warranty, l.warranty_until])).toEqual([
      ['LED 32', '1 year', '2027-03-04'],
      ['Desk Lamp', '6 months', '2026-09-04'],
    ]);
    const found = (await ok('GET', '/search?q=TV-2')).hits.filter((h: { kind: string }) => h.kind === 'serial');
    expect(found.map((h: { title: string; detail: string }) => [h.title, h.detail])).toEqual([['TV-2', 'LED 32 · sold · in warranty until 4-Mar-2027']]);
  });
});

describe('a claim', () => {
  it('back from the supplier, tells the customer by SMS that it is ready (issue 44 item 6, issue 46): in the same transaction, to the number left at the desk', async () => {
    await t.db.execute(sql`insert into message_settings (id, sms_enabled) values (1, true) on conflict (id) do update set sms_enabled = true`);
    const c = (await ok(
      'POST',
      '/warranty/claims',
      { serial_id: shop.sn['TV-2'], claim_date: '2026-11-20', problem: 'No picture', contact_name: 'Rahim', contact_mobile: '01911222333' },
      201,
    )) as { id: number; claim_no: string };
    const queued = () =>
      rows<{ template: string; recipient: string; doc_kind: string; doc_id: number }>(
        t.db,
        sql`select template, recipient, doc_kind, doc_id from messages order by id`,
      );
    // Received and sent: nothing to tell yet.
    await ok('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-21', claim_ids: [c.id] }, 201);
    expect(await queued()).toEqual([]);
    // A refused step writes no message either: delivering before it is back is a 409.
    expect((await api('POST', `/warranty/claims/${c.id}/deliver`, { date: '2026-11-22' })).statusCode).toBe(409);
    expect(await queued()).toEqual([]);
    await ok('POST', `/warranty/claims/${c.id}/return`, { outcome: 'replaced', date: '2026-11-25', new_sl_no: 'TV-2R' });
    expect(await queued()).toEqual([{ template: 'claim_sms', recipient: '01911222333', doc_kind: 'claim', doc_id: c.id }]);
    // What it says, read as the worker reads it when it sends: the new serial, the outcome, the job number.
    const facts = (await documentFacts(t.db, 'claim', c.id))!;
    expect(fill(DEFAULT_TEMPLATES.claim_sms.en, facts.vars)).toBe(
      `Dear Rahim, your ${(await one<{ name: string }>(t.db, sql`select name from product_models where id = ${shop.tv}`))!.name} (serial TV-2R, job ${c.claim_no}) is back replaced and ready for pickup. Please bring the job card. Test Traders`,
    );
  });

  it('repaired by the supplier: received → sent (RMA challan) → repaired → delivered; nothing moves in stock or books', async () => {
    const c = await claimOn('TV-1');
    expect(c.claim_no).toBe('WC-2026-100001');
    const rma = await ok('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-21', claim_ids: [c.id] }, 201);
    expect(rma.rma_no).toBe('RMA-2026-100001');
    await ok('POST', `/warranty/claims/${c.id}/return`, { outcome: 'repaired', date: '2026-11-25' });
    await ok('POST', `/warranty/claims/${c.id}/deliver`, { date: '2026-11-26' });

    const d = await claim(c.id);
    expect(d).toMatchObject({
      state: 'delivered',
      open: false,
      in_warranty: true,
      warranty_until: '2027-03-04',
      supplier: 'Karim Supply',
      rma_no: 'RMA-2026-100001',
      accessories: 'Remote, box',
    });
    expect(d.events.map((e: { state: string; event_date: string; by: string }) => [e.state, e.event_date, e.by])).toEqual([
      ['received', '2026-11-20', 'Administrator'],
      ['sent', '2026-11-21', 'Administrator'],
      ['repaired', '2026-11-25', 'Administrator'],
      ['delivered', '2026-11-26', 'Administrator'],
    ]);
    // Delivered with no charge: no bill, and the history says nothing of one.
    expect(d.events[3].note).toBe('');
    // 5 TVs in at 1000, 3 sold: 2 left worth 2000, as before the claim.
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect((await serialStates(t.db, shop.tv))['TV-1']).toBe(2);
    expect(await claimLines()).toEqual([]);
    const challan = await ok('GET', `/warranty/rma/${rma.id}`);
    expect(challan).toMatchObject({ supplier: 'Karim Supply', units: 1, open_units: 0 });
    expect(challan.lines.map((l: { sl_no: string; state: string }) => [l.sl_no, l.state])).toEqual([['TV-1', 'delivered']]);
    expect(await t.violations()).toEqual([]);
  });

  it('replaced by the supplier: the old serial goes back to the supplier, the new one is the customer’s with the old warranty; no stock, no revenue, no cost', async () => {
    const c = await claimOn('TV-2');
    await ok('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-21', claim_ids: [c.id] }, 201);
    await ok('POST', `/warranty/claims/${c.id}/return`, { outcome: 'replaced', date: '2026-11-25', new_sl_no: 'TV-2R' });
    // The customer is not home yet: the unit awaits pickup.
    const reports = await ok('GET', '/warranty/reports?date=2026-11-27');
    expect(reports.awaiting.map((a: { claim_no: string; sl_no: string; days: number }) => [a.claim_no, a.sl_no, a.days])).toEqual([[c.claim_no, 'TV-2', 2]]);
    await ok('POST', `/warranty/claims/${c.id}/deliver`, { date: '2026-11-26' });

    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 3, 'TV-2R': 2, 'TV-3': 2, 'TV-4': 1, 'TV-5': 1 });
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect(await claimLines()).toEqual([]);
    expect(await owedToSupplier()).toBe(0);
    // The customer's account is the bill only: 3 × 1500 + 700 = 5200.
    expect(await partyDue(t.db, shop.customer)).toBe(5200);
    // Both serials' warranty says what happened; the new one carries the bill and the end of the old.
    const [fresh] = (await ok('GET', '/warranty/serial?sl_no=TV-2R')).matches;
    expect(fresh).toMatchObject({
      status: 2,
      replaces: 'TV-2',
      inv_date: '2026-03-05',
      customer: 'Rahim Traders',
      until: '2027-03-04',
      words: 'in warranty until 4-Mar-2027',
    });
    const d = await claim(c.id);
    expect(d).toMatchObject({ state: 'delivered', new_sl_no: 'TV-2R' });
    expect(d.events[2]).toMatchObject({ state: 'replaced', note: 'TV-2 back to the supplier; TV-2R is the customer’s in its place'.replace('’', "'") });
    expect(await t.violations()).toEqual([]);
  });

  it('replaced from our stock before the supplier credits it: our unit out at cost, the faulty one receivable, then the credit note to the supplier’s ledger', async () => {
    const c = await claimOn('TV-3');
    await ok('POST', `/warranty/claims/${c.id}/swap`, { serial_id: shop.sn['TV-4'], date: '2026-11-20', supplier_id: supplier });
    const receivable = (await warrantyLedger('warrantyReceivable'))!;
    const difference = (await warrantyLedger('warrantyDifference'))!;
    // TV-4 leaves stock at the average 1000: 2 TVs worth 2000 become 1 worth 1000.
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 1, value: 1000 });
    const [swapVc] = await claimLines();
    expect(await voucherLines(t.db, swapVc)).toEqual([
      [receivable, supplier, 1000, 0],
      [LEDGER.inventory, null, 0, 1000],
    ]);
    expect(await serialStates(t.db, shop.tv)).toMatchObject({ 'TV-3': 2, 'TV-4': 2, 'TV-5': 1 });
    // TV-4 is the customer's now, under the warranty of the bill.
    expect((await ok('GET', '/warranty/serial?sl_no=TV-4')).matches[0]).toMatchObject({ replaces: 'TV-3', until: '2027-03-04' });
    expect(await t.violations()).toEqual([]);
    // Nothing is left to deliver; the faulty unit goes to the supplier.
    expect((await api('POST', `/warranty/claims/${c.id}/deliver`, { date: '2026-11-21' })).statusCode).toBe(409);
    await ok('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-21', claim_ids: [c.id] }, 201);
    expect((await api('POST', `/warranty/claims/${c.id}/return`, { outcome: 'repaired', date: '2026-11-25' })).statusCode).toBe(409);

    // The supplier credits 900 for it: Dr Payable 900, Dr Warranty Claim Difference 100, Cr Receivable 1000.
    await ok('POST', `/warranty/claims/${c.id}/return`, { outcome: 'credited', date: '2026-11-25', credit_amount: 900 });
    const [, creditVc] = await claimLines();
    expect(await voucherLines(t.db, creditVc)).toEqual([
      [LEDGER.payable, supplier, 900, 0],
      [difference, null, 100, 0],
      [receivable, supplier, 0, 1000],
    ]);
    expect(await owedToSupplier()).toBe(-900);
    const net = async (id: number) =>
      (await one<{ n: number }>(t.db, sql`select coalesce(sum(debit - credit), 0)::float8 as n from voucher_lines where ledger_id = ${id}`))!.n;
    expect(await net(receivable)).toBe(0);
    expect(await net(difference)).toBe(100);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 1, value: 1000 });
    expect(await serialStates(t.db, shop.tv)).toMatchObject({ 'TV-3': 3, 'TV-4': 2 });
    expect(await claim(c.id)).toMatchObject({ state: 'credited', open: false, swap_sl_no: 'TV-4', receivable: 1000, credit_amount: 900 });
    expect(await t.violations()).toEqual([]);
  });

  it('a step that moves stock or posts, dated on or before the period lock, is refused (409) for a plain user and an admin; a step that moves nothing passes', async () => {
    const clerk = await t.userHeaders();
    const c = await claimOn('TV-3');
    const lamp = await claimOn('L-1');
    expect((await api('PUT', '/period_lock', { locked_until: '2026-11-30' })).statusCode).toBe(200);
    // Giving TV-4 from stock on 20 Nov would take it out at 1000 and post Dr Receivable / Cr Inventory.
    const swap = { serial_id: shop.sn['TV-4'], date: '2026-11-20', supplier_id: supplier };
    for (const who of [clerk, t.admin]) {
      const res = await api('POST', `/warranty/claims/${c.id}/swap`, swap, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `The books are closed up to 30-Nov-2026: warranty claim ${c.claim_no} cannot record a unit given from stock dated 20-Nov-2026; date it after the lock`,
      );
      // The supplier's replacement moves serials: refused as well.
      const back = await api('POST', `/warranty/claims/${c.id}/return`, { outcome: 'replaced', date: '2026-11-25', new_sl_no: 'TV-9' }, who);
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toContain("cannot record the supplier's replacement dated 25-Nov-2026");
    }
    // 2 TVs worth 2000 in stock, as before the refused steps; no voucher of the claim; the serials where they were.
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect(await serialStates(t.db, shop.tv)).toMatchObject({ 'TV-3': 2, 'TV-4': 1 });
    expect(await claimLines()).toEqual([]);
    expect(await claim(c.id)).toMatchObject({ state: 'received' });
    // The lamp back repaired moves nothing: a clerk records it on 25 Nov; its charge on 28 Nov would post, and is refused.
    expect((await api('POST', `/warranty/claims/${lamp.id}/return`, { outcome: 'repaired', date: '2026-11-25' }, clerk)).statusCode).toBe(200);
    for (const who of [clerk, t.admin]) {
      const res = await api('POST', `/warranty/claims/${lamp.id}/deliver`, { date: '2026-11-28', charge: 350 }, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('cannot record a service charge dated 28-Nov-2026');
    }
    expect(await claim(lamp.id)).toMatchObject({ state: 'repaired', charge: 0 });
    expect(await claimLines()).toEqual([]);
    expect(await t.violations()).toEqual([]);
  });

  it('replaced from our stock, then replaced by the supplier: the supplier’s unit comes into stock at the cost receivable', async () => {
    const c = await claimOn('TV-3');
    await ok('POST', `/warranty/claims/${c.id}/swap`, { serial_id: shop.sn['TV-4'], date: '2026-11-20', supplier_id: supplier });
    await ok('POST', `/warranty/claims/${c.id}/return`, { outcome: 'replaced', date: '2026-11-25', new_sl_no: 'TV-9' });
    const receivable = (await warrantyLedger('warrantyReceivable'))!;
    const [, backVc] = await claimLines();
    expect(await voucherLines(t.db, backVc)).toEqual([
      [LEDGER.inventory, null, 1000, 0],
      [receivable, supplier, 0, 1000],
    ]);
    // 1 TV worth 1000 after the swap, and TV-9 in at 1000: 2 worth 2000.
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect(await serialStates(t.db, shop.tv)).toMatchObject({ 'TV-3': 3, 'TV-4': 2, 'TV-9': 1 });
    // TV-9 is ours to sell: no warranty comes with it from the claim.
    expect((await ok('GET', '/warranty/serial?sl_no=TV-9')).matches[0]).toMatchObject({ sale_id: null, replaces: null });
    expect(await owedToSupplier()).toBe(0);
    expect(await t.violations()).toEqual([]);
  });

  it('out of warranty, repaired with a charge: a bill of the repair service (no stock) on the customer’s account, collected like any bill', async () => {
    const c = await claimOn('L-1');
    expect(await claim(c.id)).toMatchObject({ in_warranty: false, warranty_words: 'out of warranty since 5-Sep-2026 (on 20-Nov-2026)' });
    expect((await api('POST', `/warranty/claims/${c.id}/return`, { outcome: 'replaced', date: '2026-11-22', new_sl_no: 'L-2' })).statusCode).toBe(409);
    await ok('POST', `/warranty/claims/${c.id}/return`, { outcome: 'repaired', date: '2026-11-22' });
    const collectTooMuch = await api('POST', `/warranty/claims/${c.id}/deliver`, { date: '2026-11-23', charge: 350, collect: 400 });
    expect([collectTooMuch.statusCode, collectTooMuch.json().message]).toEqual([400, 'The collection cannot be more than the charge']);
    // Charged 350, 100 of it collected in cash on the bill.
    const res = await ok('POST', `/warranty/claims/${c.id}/deliver`, { date: '2026-11-23', charge: 350, collect: 100 });
    const d = await claim(c.id);
    expect(d).toMatchObject({ state: 'delivered', charge: 350, bill_no: expect.stringMatching(/^INV-/) });
    expect(res.message).toBe(`Claim ${c.claim_no} delivered, billed on ${d.bill_no}`);
    // The bill: one line of the repair service, a service model, at no cost; the claim posts nothing of its own.
    const bill = (await one<{ id: number; jv_no: string; grand_total: number; collect: number; cus_id: number }>(
      t.db,
      sql`select id, jv_no, grand_total::float8 as grand_total, collect::float8 as collect, cus_id from sales where inv_no = ${d.bill_no}`,
    ))!;
    expect(bill).toMatchObject({ id: d.bill_id, grand_total: 350, collect: 100, cus_id: shop.customer });
    const items = await rows(
      t.db,
      sql`select m.name, m.service, i.qty::float8 as qty, i.total::float8 as total, i.pur_total::float8 as pur_total,
            (select count(*)::int from sales_item_serials l where l.sale_item_id = i.id) as serials
          from sales_items i join product_models m on m.id = i.m_id where i.sale_id = ${bill.id}`,
    );
    expect(items).toEqual([{ name: 'Repair service', service: true, qty: 1, total: 350, pur_total: 0, serials: 0 }]);
    expect(await claimLines()).toEqual([]);
    // Dr Receivable 350, Cr Service Income 350: no Sales, no cost of goods.
    const service = (await warrantyLedger('serviceIncome'))!;
    expect(await voucherLines(t.db, bill.jv_no)).toEqual([
      [LEDGER.receivable, shop.customer, 350, 0],
      [service, null, 0, 350],
    ]);
    expect(d.events.at(-1)).toMatchObject({ state: 'delivered', vc_no: bill.jv_no, note: `Charged 350.00 for service on bill ${d.bill_no}, 100.00 collected` });
    // No stock moves for the service: no movement, no balance row.
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from stock_movements where source_type = 'sale' and source_id = ${bill.id}`))!.n).toBe(
      0,
    );
    expect(
      (await one<{ n: number }>(t.db, sql`select count(*)::int as n from model_stock s join product_models m on m.id = s.model_id where m.service`))!.n,
    ).toBe(0);
    // The bill 5200 + the charge 350 − 100 collected = 5450 due; a later collection of 250 brings it to 5200.
    expect(await partyDue(t.db, shop.customer)).toBe(5450);
    const coll = await api('POST', '/collPay_post', {
      supp_id: shop.customer,
      date: '2026-11-23',
      rmks: c.claim_no,
      coll_pay_type: 2,
      cash_bank_type: 'Cash',
      amount: 250,
    });
    expect(coll.statusCode, coll.body).toBe(201);
    expect(await partyDue(t.db, shop.customer)).toBe(5200);
    expect(await stockOf(t.db, shop.lamp)).toEqual({ qty: 0, value: 0 });
    // The stock screen leaves the service out; the finder says it is one.
    const stock = await ok('GET', '/products_stock?page=1&limit=50');
    expect(stock.result.map((r: { model: string }) => r.model).sort()).toEqual(['Desk Lamp', 'LED 32']);
    const found = await ok('GET', '/search?q=Repair');
    expect(found.hits.filter((h: { kind: string }) => h.kind === 'model').map((h: { title: string; detail: string }) => [h.title, h.detail])).toEqual([
      ['Repair service', 'service'],
    ]);
    // A service is not returned, and the claim's bill is not deleted.
    const line = (await one<{ id: number; m_id: number }>(t.db, sql`select id, m_id from sales_items where sale_id = ${bill.id}`))!;
    const back = await api('POST', '/create_sales_return', {
      return_date: '2026-11-24',
      cuss_id: shop.customer,
      inv_no_id: bill.id,
      items: [{ inv_item_id: line.id, m_id: line.m_id, r_qty: 1, r_unit: 350 }],
    });
    expect([back.statusCode, back.json().message]).toEqual([409, 'Repair service: a service is not returned: correct its bill instead']);
    const del = await api('DELETE', `/sales_delete/${bill.id}`);
    expect([del.statusCode, del.json().message]).toEqual([409, `This bill is the service charge of warranty claim ${c.claim_no}: it cannot be deleted`]);
    // The bill corrected to 400: the claim's charge is what its bill says now, and the due rises by 50 (5,200 → 5,250).
    const edit = await api('PATCH', `/sales_update/${bill.id}`, {
      inv_date: '2026-11-23',
      cus_id: shop.customer,
      inv_disc: 0,
      collect: 100,
      collect_type: 'Cash',
      items: [{ m_id: line.m_id, qty: 1, unit_price: 400 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await claim(c.id)).toMatchObject({ charge: 400, bill_id: bill.id });
    expect(await partyDue(t.db, shop.customer)).toBe(5250);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a unit not with a customer, a second open claim, and sending a claim twice; a refusal writes nothing', async () => {
    const unsold = await api('POST', '/warranty/claims', { serial_id: shop.sn['TV-5'], problem: 'Dead' });
    expect([unsold.statusCode, unsold.json().message]).toEqual([409, 'Serial TV-5 is not with a customer: there is no bill to claim on']);
    const noProblem = await api('POST', '/warranty/claims', { serial_id: shop.sn['TV-1'], problem: ' ' });
    expect([noProblem.statusCode, noProblem.json().message]).toEqual([400, 'Problem is required']);
    const c = await claimOn('TV-1');
    const twice = await api('POST', '/warranty/claims', { serial_id: shop.sn['TV-1'], claim_date: '2026-11-21', problem: 'Again' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, `Serial TV-1 already has an open claim, ${c.claim_no}`]);
    await ok('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-21', claim_ids: [c.id] }, 201);
    const again = await api('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-21', claim_ids: [c.id] });
    expect([again.statusCode, again.json().message]).toEqual([409, `Claim ${c.claim_no} is sent: only received claims are sent`]);
    const toCustomer = await api('POST', '/warranty/rma', { supplier_id: shop.customer, claim_ids: [c.id] });
    expect([toCustomer.statusCode, toCustomer.json().message]).toEqual([400, 'Choose a supplier or service centre']);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from rma_challans`))!.n).toBe(1);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from warranty_claims`))!.n).toBe(1);
  });

  it('reports open claims by age and state, turnaround per supplier and the failure rate per model', async () => {
    const a = await claimOn('TV-1', '2026-11-01');
    const b = await claimOn('TV-2', '2026-11-20');
    await ok('POST', '/warranty/rma', { supplier_id: supplier, rma_date: '2026-11-02', claim_ids: [a.id] }, 201);
    await ok('POST', `/warranty/claims/${a.id}/return`, { outcome: 'repaired', date: '2026-11-12' });
    const r = await ok('GET', '/warranty/reports?date=2026-11-28');
    // a: repaired, 27 days old (16–30); b: received, 8 days old (8–15).
    expect(r.open).toEqual([
      { state: 'received', d0_7: 0, d8_15: 1, d16_30: 0, over30: 0, total: 1 },
      { state: 'repaired', d0_7: 0, d8_15: 0, d16_30: 1, over30: 0, total: 1 },
    ]);
    // Sent 2-Nov, back 12-Nov: 10 days.
    expect(r.suppliers).toEqual([{ supplier_id: supplier, supplier: 'Karim Supply', sent: 1, back: 1, out: 0, avg_days: 10, max_days: 10 }]);
    // 2 claims on 3 TVs sold: 66.67%.
    expect(r.failure).toEqual([{ model_id: shop.tv, model: 'LED 32', brand: 'Walton', sold: 3, claims: 2, rate: 66.67 }]);
    expect(b.claim_no).toBe('WC-2026-100002');

    // Filters: claims dated 10 to 28 Nov (b only), and units billed in those dates (none): no rate.
    const inRange = await ok('GET', '/warranty/reports?date=2026-11-28&startDate=2026-11-10&endDate=2026-11-28');
    expect(inRange.open).toEqual([{ state: 'received', d0_7: 0, d8_15: 1, d16_30: 0, over30: 0, total: 1 }]);
    expect(inRange.suppliers).toEqual([]);
    expect(inRange.failure).toEqual([{ model_id: shop.tv, model: 'LED 32', brand: 'Walton', sold: 0, claims: 1, rate: 0 }]);
    // From 1 Mar: the bill's 3 TVs are in; state repaired: a alone, also awaiting pickup.
    const repaired = await ok('GET', '/warranty/reports?date=2026-11-28&startDate=2026-03-01&endDate=2026-11-28&state=repaired');
    expect(repaired.open).toEqual([{ state: 'repaired', d0_7: 0, d8_15: 0, d16_30: 1, over30: 0, total: 1 }]);
    expect(repaired.failure).toEqual([{ model_id: shop.tv, model: 'LED 32', brand: 'Walton', sold: 3, claims: 1, rate: 33.33 }]);
    expect(repaired.awaiting.map((x: { claim_no: string }) => x.claim_no)).toEqual([a.claim_no]);
    // Another supplier's claims: none of these.
    const other = await makeParty(t.db, 'Other Service', 2, '01899000001');
    const none = await ok('GET', `/warranty/reports?date=2026-11-28&supplier_id=${other}`);
    expect([none.open, none.suppliers, none.failure, none.awaiting]).toEqual([[], [], [], []]);
    expect((await ok('GET', `/warranty/reports?supplier_id=${supplier}&state=sent`)).suppliers).toEqual([]);
    // Bad filters: 400 with the field.
    expect((await api('GET', '/warranty/reports?startDate=2026-11-28&endDate=2026-11-01')).statusCode).toBe(400);
    expect((await api('GET', '/warranty/reports?state=lost')).statusCode).toBe(400);
  });
});
