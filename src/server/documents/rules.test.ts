// Issue 38: the rules that hold across features, through every document that can break them, as a
// plain user and as an admin. Each of the holes the issue lists is here and failed before the rules
// were written once (documents/rules.ts, auth/adminFields.ts).
//
// The shop (VAT on, 15 % by default): TVs bought at 700, fans at 300, phones by serial at 5,000.
//   Bill A, 5 March: 2 TVs at 1,000 = 2,000.00, VAT 15 % 300.00, the customer owes 2,300.00 (Mushak 6.3 no. 1).
//   Sales return, 10 March: 1 TV of bill A at 1,000 = 1,000.00, VAT reversed 150.00 (credit note).
//   Purchase, 8 March: 10 fans at 100 = 1,000.00 with input VAT 150.00.
//   Purchase return, 9 March: 2 fans of it at 100 = 200.00, input VAT taken back 150 × 200 / 1,000 = 30.00 (debit note).
//   March's Mushak 9.1: output 300 − credit note 150 − input (150 − 30) = 30.00 net VAT payable; settled.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { adminCalls, type Method } from '../../../tests/support/adminCalls.js';
import { makeVatSupplier, useShop, voucherLines } from '../../../tests/support/salesFixtures.js';
import { one, sql } from '../db/client.js';
import { SOURCE } from '../ledger/sources.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 10, cost: 700 }, fan: { qty: 10, cost: 300 }, lamp: { cost: 5000, serials: ['PH-1', 'PH-2', 'PH-3'] } });
const { call, answer: api, fixtureCall } = adminCalls(() => t);

let user: Record<string, string>;
beforeEach(async () => {
  user = await t.userHeaders();
});

/** The status and message of a call as the plain user, then as the admin. */
async function asBoth(method: Method, url: string, payload?: object) {
  const r = [];
  for (const headers of [user, t.admin]) {
    const res = await call(method, url, payload, headers);
    r.push([res.statusCode, res.json().message]);
  }
  return r;
}

const VAT_ON = { vat_registered: true, bin: '0012345678901', default_rate: 15, signatory_name: 'Karim Ahmed', signatory_designation: 'Manager' };

const billBody = (over: object = {}) => ({
  inv_date: '2026-03-05',
  cus_id: shop.customer,
  inv_disc: 0,
  collect: 0,
  rmks: '',
  items: [{ m_id: shop.tv, qty: 2, unit_price: 1000 }],
  ...over,
});

async function bill(body: object) {
  const r = await api('POST', '/create_sales', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (await one<{ id: number; inv_no: string; jv_no: string; mushak_no: string | null; vat: string; grand_total: string }>(
    t.db,
    sql`select id, inv_no, jv_no, mushak_no, vat::text, grand_total::text from sales where id = ${r.body.saleId}`,
  ))!;
}

const saleNo = async (id: number) => (await one<{ inv_no: string }>(t.db, sql`select inv_no from sales where id = ${id}`))!.inv_no;

const saleRow = (id: number) =>
  one<{ vat: string; grand_total: string; rmks: string; mushak_no: string | null; inv_date: string }>(
    t.db,
    sql`select vat::text, grand_total::text, rmks, mushak_no, inv_date::text from sales where id = ${id}`,
  );

describe('VAT documents: a settled month and an issued tax invoice (issue 38)', () => {
  let supplier: number;
  beforeEach(async () => {
    expect((await api('PUT', '/vat/settings', VAT_ON)).status).toBe(200);
    supplier = await makeVatSupplier(t.db, 'Walton Plaza');
  });

  /** March as the shop above: the bill, its return, the purchase and its return; then the month settled. */
  async function settledMarch() {
    const a = await bill(billBody());
    expect([a.vat, a.grand_total, a.mushak_no]).toEqual(['300.00', '2300.00', '6.3/2025-26/1']);
    const line = (await fixtureCall('GET', `/both_sales_item?inv=${a.id}`)).data[0].id;
    const sr = await fixtureCall('POST', '/create_sales_return', {
      return_date: '2026-03-10',
      cuss_id: shop.customer,
      inv_no_id: a.id,
      items: [{ inv_item_id: line, r_qty: 1, r_unit: 1000 }],
    });
    const pu = await fixtureCall('POST', '/create_purchase', {
      pu_date: '2026-03-08',
      supp_id: supplier,
      supp_inv: 'W-1',
      input_vat: 150,
      supp_mushak_no: '6.3/2025-26/77',
      items: [{ m_id: shop.fan, qty: 10, unit_price: 100 }],
    });
    const puLine = (await fixtureCall('GET', `/both_purchase?pId=${pu.purchaseId}`)).data[0].id;
    const pr = await fixtureCall('POST', '/create_purchase_return', {
      return_date: '2026-03-09',
      supp_id: supplier,
      pu_no_id: pu.purchaseId,
      items: [{ pu_item_id: puLine, r_qty: 2, r_unit: 100 }],
    });
    const before = (await api('GET', '/vat/mushak-9-1?month=2026-03')).body;
    // 300 − 150 − (150 − 30) = 30
    expect(before).toMatchObject({ output_vat: 300, credit_note_vat: 150, input_vat: 120, net_vat_payable: 30, ties: true });
    expect((await api('POST', '/vat/settlement', { month: '2026-03' })).status).toBe(201);
    return { a, line, sr, pu, pr, before };
  }

  it('refuses editing, deleting or re-dating any VAT document of a settled month, for a user and an admin; the 9.1 stays as settled', async () => {
    const { a, line, sr, pu, pr, before } = await settledMarch();
    const settled = /^The VAT of 2026-03 is settled \(JV-/;

    // The sales return (credit note) of March.
    for (const [status, message] of await asBoth('PATCH', `/sales_return_update/${sr.returnId}`, {
      return_date: '2026-03-10',
      cuss_id: shop.customer,
      inv_no_id: a.id,
      items: [{ inv_item_id: line, r_qty: 1, r_unit: 900 }],
    }))
      expect([status, message]).toEqual([409, expect.stringMatching(settled)]);
    for (const [status, message] of await asBoth('DELETE', `/sales_return_delete?id=${sr.returnId}`))
      expect([status, message]).toEqual([409, expect.stringMatching(settled)]);

    // The purchase with input VAT, and its debit note.
    const puBody = { pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'W-1', input_vat: 200, items: [{ m_id: shop.fan, qty: 10, unit_price: 100 }] };
    for (const [status, message] of await asBoth('PATCH', `/purchase_update/${pu.purchaseId}`, puBody))
      expect([status, message]).toEqual([409, expect.stringMatching(settled)]);
    for (const [status, message] of await asBoth('DELETE', `/allPurchaseDelete?id=${pu.purchaseId}`))
      expect([status, message]).toEqual([409, expect.stringMatching(settled)]);
    for (const [status, message] of await asBoth('POST', '/pr_delete', { id: pr.returnId }))
      expect([status, message]).toEqual([409, expect.stringMatching(settled)]);

    // A purchase of April moved into March, and a new bill dated in March.
    const april = await fixtureCall('POST', '/create_purchase', {
      pu_date: '2026-04-02',
      supp_id: supplier,
      supp_inv: 'W-2',
      input_vat: 15,
      items: [{ m_id: shop.fan, qty: 1, unit_price: 100 }],
    });
    for (const [status, message] of await asBoth('PATCH', `/purchase_update/${april.purchaseId}`, {
      pu_date: '2026-03-20',
      supp_id: supplier,
      supp_inv: 'W-2',
      input_vat: 15,
      items: [{ m_id: shop.fan, qty: 1, unit_price: 100 }],
    }))
      expect([status, message]).toEqual([409, expect.stringMatching(settled)]);
    for (const [status, message] of await asBoth(
      'POST',
      '/create_sales',
      billBody({ inv_date: '2026-03-20', items: [{ m_id: shop.tv, qty: 1, unit_price: 1000 }] }),
    ))
      expect([status, message]).toEqual([409, expect.stringMatching(/^The VAT of 2026-03 is settled .*: a bill with VAT cannot be dated in it/)]);

    // A hand voucher to a VAT ledger is a VAT document too: none dated in March, and one typed before the settlement is not approved after it.
    const output = (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatOutput'`))!.id;
    const jv = (date: string) => ({
      vc_date: date,
      vc_type: 1,
      lines: [
        { ledger_id: output, debit: 10, narr: 'VAT correction' },
        { ledger_id: 7, credit: 10 },
      ],
    });
    // (typing vouchers is the admin's)
    const march = await api('POST', '/voucher_post', jv('2026-03-15'));
    expect([march.status, march.body.message]).toEqual([409, expect.stringMatching(settled)]);
    expect((await api('POST', '/voucher_post', jv('2026-04-15'))).status).toBe(201);

    // Nothing moved: the 9.1 reads as it was settled, the bill's VAT is as issued.
    expect((await api('GET', '/vat/mushak-9-1?month=2026-03')).body).toMatchObject({ ...before, settlement_vc_no: expect.stringMatching(/^JV-/) });
    expect((await saleRow(a.id))!.vat).toBe('300.00');
    expect(await t.violations()).toEqual([]);
  });

  it('a hand voucher to a VAT ledger of a settled month is not changed, approved, deleted or a line of it removed, nor one moved into it (the admin; a user may not type vouchers)', async () => {
    const output = (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatOutput'`))!.id;
    const lines = (date: string, amount: number) => [
      { ledger_id: output, debit: amount, narr: 'VAT correction' },
      { ledger_id: 7, credit: amount },
    ];
    // Typed on 15 March, waiting for approval (so March's 9.1 still ties), and one of 15 April.
    const march = (await fixtureCall('POST', '/voucher_post', { vc_date: '2026-03-15', vc_type: 1, lines: lines('2026-03-15', 10) })).data.vc_no as string;
    const april = (await fixtureCall('POST', '/voucher_post', { vc_date: '2026-04-15', vc_type: 1, lines: lines('2026-04-15', 10) })).data.vc_no as string;
    await bill(billBody());
    expect((await api('POST', '/vat/settlement', { month: '2026-03' })).status).toBe(201);
    const settlement = (await one<{ vc_no: string }>(t.db, sql`select distinct vc_no from voucher_lines where source_type = ${SOURCE.vatSettlement}`))!.vc_no;
    const marchLines = await voucherLines(t.db, march);
    const aprilLines = await voucherLines(t.db, april);
    const saved = await one<{ line: number }>(t.db, sql`select min(id) as line from voucher_lines where vc_no = ${march}`);

    const closed = `The VAT of 2026-03 is settled (${settlement}): voucher ${march}, which touches the VAT ledgers, cannot be changed, approved or deleted`;
    const attempts: [Method, string, object?][] = [
      ['PATCH', '/voucher_update', lines('2026-03-15', 20).map((l) => ({ ...l, vc_no: march }))],
      ['DELETE', `/voucher_delete?vc_no=${march}`],
      ['DELETE', `/voucher_remove_by_id/${saved!.line}`],
      ['PUT', `/vc_posting/${march}`],
    ];
    for (const [method, url, body] of attempts)
      expect(await asBoth(method, url, body), `${method} ${url}`).toEqual([
        [403, expect.any(String)],
        [409, closed],
      ]);
    // The April one may not be dated into March.
    const moved = lines('2026-03-20', 10).map((l) => ({ ...l, vc_no: april, vc_date: '2026-03-20' }));
    expect(await asBoth('PATCH', '/voucher_update', moved)).toEqual([
      [403, expect.any(String)],
      [409, `The VAT of 2026-03 is settled (${settlement}): a voucher to the VAT ledgers cannot be dated in it; date it in an open month`],
    ]);
    // Nothing moved: both vouchers as typed (Dr VAT output 10, Cr cash 10), still waiting.
    expect(marchLines).toEqual([
      [output, null, 10, 0],
      [7, null, 0, 10],
    ]);
    expect([await voucherLines(t.db, march), await voucherLines(t.db, april)]).toEqual([marchLines, aprilLines]);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from voucher_lines where vc_no in (${march}, ${april}) and post_status = 0`))!.n).toBe(
      4,
    );
    // April's own edit goes through.
    expect(
      (
        await api(
          'PATCH',
          '/voucher_update',
          lines('2026-04-15', 20).map((l) => ({ ...l, vc_no: april })),
        )
      ).status,
    ).toBe(200);
    expect(await t.violations()).toEqual([]);
  });

  it('an issued tax invoice is never deleted or rewritten: delete, a new price, a removed line or serial are refused; the hole of a settled month is closed', async () => {
    const a = await bill(
      billBody({
        items: [
          { m_id: shop.tv, qty: 2, unit_price: 1000 },
          { m_id: shop.lamp, unit_price: 6000, serial: [shop.sn['PH-1'], shop.sn['PH-2']] },
        ],
      }),
    );
    // 2,000 + 12,000 = 14,000; VAT 15 % = 2,100; total 16,100.
    expect([a.vat, a.grand_total, a.mushak_no]).toEqual(['2100.00', '16100.00', '6.3/2025-26/1']);
    const frozen = /is tax invoice 6\.3\/2025-26\/1 \(Mushak 6\.3\)/;

    for (const [status, message] of await asBoth('DELETE', `/sales_delete/${a.id}`))
      expect([status, message]).toEqual([409, expect.stringMatching(/cannot be deleted: cancel it with a full credit note/)]);
    const priced = billBody({
      items: [
        { m_id: shop.tv, qty: 2, unit_price: 900 },
        { m_id: shop.lamp, unit_price: 6000, serial: [shop.sn['PH-1'], shop.sn['PH-2']] },
      ],
    });
    for (const [status, message] of await asBoth('PATCH', `/sales_update/${a.id}`, priced))
      expect([status, message]).toEqual([409, expect.stringMatching(frozen)]);
    const moved = billBody({
      inv_date: '2026-03-06',
      items: [
        { m_id: shop.tv, qty: 2, unit_price: 1000 },
        { m_id: shop.lamp, unit_price: 6000, serial: [shop.sn['PH-1'], shop.sn['PH-2']] },
      ],
    });
    for (const [status, message] of await asBoth('PATCH', `/sales_update/${a.id}`, moved))
      expect([status, message]).toEqual([409, expect.stringMatching(frozen)]);
    const tvLine = (await fixtureCall('GET', `/both_sales_item?inv=${a.id}`)).data.find((l: { m_id: number }) => l.m_id === shop.tv).id;
    for (const [status, message] of await asBoth('DELETE', '/sales_item_delete', { id: tvLine }))
      expect([status, message]).toEqual([409, expect.stringMatching(frozen)]);
    for (const [status, message] of await asBoth('PATCH', `/update_sales_serial_status/${shop.sn['PH-2']}`, {}))
      expect([status, message]).toEqual([409, expect.stringMatching(frozen)]);

    // Everything as issued: the number, the VAT, the voucher, the serial still sold.
    expect(await saleRow(a.id)).toMatchObject({ vat: '2100.00', grand_total: '16100.00', mushak_no: '6.3/2025-26/1', inv_date: '2026-03-05' });
    expect((await one<{ status: number }>(t.db, sql`select status from serials where id = ${shop.sn['PH-2']}`))!.status).toBe(2);

    // It is cancelled by a full credit note instead, by a user: both lines at the prices sold, VAT 2,100 reversed.
    const cancelled = await call('POST', `/sales_cancel/${a.id}`, { return_date: '2026-03-07' }, user);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const note = await one<{ total: string; vat: string; credit_note_no: string; rmks: string }>(
      t.db,
      sql`select total::text, vat::text, credit_note_no, rmks from sales_returns where id = ${cancelled.json().returnId}`,
    );
    expect(note).toEqual({
      total: '14000.00',
      vat: '2100.00',
      credit_note_no: '6.7/2025-26/1',
      rmks: 'Cancels ' + (await saleNo(a.id)) + ' (tax invoice 6.3/2025-26/1)',
    });
    // The customer owes nothing of it; the phones are back in stock; the invoice keeps its number.
    const due = await one<{ due: string }>(
      t.db,
      sql`select coalesce(sum(debit - credit), 0)::text as due from voucher_lines where party_id = ${shop.customer} and post_status = 1`,
    );
    expect(due!.due).toBe('0.00');
    expect(
      (await one<{ n: number }>(t.db, sql`select count(*)::int as n from serials where id in (${shop.sn['PH-1']}, ${shop.sn['PH-2']}) and status = 1`))!.n,
    ).toBe(2);
    expect((await saleRow(a.id))!.mushak_no).toBe('6.3/2025-26/1');
    expect((await call('POST', `/sales_cancel/${a.id}`, {}, user)).statusCode).toBe(409);
    expect(await t.violations()).toEqual([]);
  });

  it('the rate of a supply is the rate on its date: a remarks-only edit after the model’s rate changed keeps the VAT (450 stays 450), and may change the collection', async () => {
    // 3 TVs at 1,000 = 3,000; VAT 15 % = 450; the customer owes 3,450.
    const b = await bill(billBody({ items: [{ m_id: shop.tv, qty: 3, unit_price: 1000 }] }));
    expect([b.vat, b.grand_total]).toEqual(['450.00', '3450.00']);
    const linesBefore = await voucherLines(t.db, b.jv_no);
    expect((await api('PUT', `/vat/rates/model/${shop.tv}`, { vat_rate: 10 })).status).toBe(200);

    const res = await call(
      'PATCH',
      `/sales_update/${b.id}`,
      billBody({ rmks: 'Deliver to the Mirpur shop', collect: 1000, items: [{ m_id: shop.tv, qty: 3, unit_price: 1000 }] }),
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await saleRow(b.id)).toMatchObject({ vat: '450.00', grand_total: '3450.00', rmks: 'Deliver to the Mirpur shop' });
    expect(await voucherLines(t.db, b.jv_no)).toEqual(linesBefore);
    // The collection of 1,000 is a cash receipt of its own; the customer owes 3,450 − 1,000 = 2,450.
    const due = await one<{ due: string }>(
      t.db,
      sql`select coalesce(sum(debit - credit), 0)::text as due from voucher_lines where party_id = ${shop.customer} and post_status = 1`,
    );
    expect(due!.due).toBe('2450.00');
    // Still editable the same way once March is settled: the remarks are not in the VAT return.
    expect((await api('POST', '/vat/settlement', { month: '2026-03' })).status).toBe(201);
    const again = await call(
      'PATCH',
      `/sales_update/${b.id}`,
      billBody({ rmks: 'Delivered', collect: 1000, items: [{ m_id: shop.tv, qty: 3, unit_price: 1000 }] }),
      user,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await t.violations()).toEqual([]);
  });
});

describe('admin-only fields, through their edit calls (issue 38)', () => {
  it("a user cannot change a customer's credit limit or credit days; other fields stay theirs; an admin can", async () => {
    expect((await api('PATCH', `/party_edit/${shop.customer}`, { credit_limit: 50000, credit_days: 30 })).status).toBe(200);
    for (const body of [{ credit_limit: 500000 }, { credit_limit: null }, { credit_days: 90 }]) {
      const res = await call('PATCH', `/party_edit/${shop.customer}`, body, user);
      expect([res.statusCode, res.json().message]).toEqual([403, expect.stringMatching(/^Only an admin can change a customer's credit (limit|days)$/)]);
    }
    expect((await call('PATCH', `/party_edit/${shop.customer}`, { address: 'Mirpur 10', credit_limit: 50000, credit_days: 30 }, user)).statusCode).toBe(200);
    const p = await one<{ credit_limit: string; credit_days: number; address: string }>(
      t.db,
      sql`select credit_limit::text, credit_days, address from parties where id = ${shop.customer}`,
    );
    expect(p).toEqual({ credit_limit: '50000.00', credit_days: 30, address: 'Mirpur 10' });
    expect((await api('PATCH', `/party_edit/${shop.customer}`, { credit_limit: 80000 })).status).toBe(200);
  });

  it("a user cannot change a model's sale or minimum price; an admin can", async () => {
    expect((await api('PATCH', `/product_model_edit/${shop.tv}`, { sale_price: 1000, min_price: 950 })).status).toBe(200);
    for (const body of [{ min_price: 500 }, { sale_price: 1200 }, { min_price: null }]) {
      const res = await call('PATCH', `/product_model_edit/${shop.tv}`, body, user);
      expect([res.statusCode, res.json().message]).toEqual([403, expect.stringMatching(/^Only an admin can change a model's (sale|minimum) price$/)]);
    }
    expect((await call('PATCH', `/product_model_edit/${shop.tv}`, { warranty: '1 year', sale_price: 1000, min_price: 950 }, user)).statusCode).toBe(200);
    const m = await one<{ sale_price: string; min_price: string; warranty: string }>(
      t.db,
      sql`select sale_price::text, min_price::text, warranty from product_models where id = ${shop.tv}`,
    );
    expect(m).toEqual({ sale_price: '1000.00', min_price: '950.00', warranty: '1 year' });
  });

  it("the minimum price holds on the line's price after its share of the bill discount", async () => {
    expect((await api('PATCH', `/product_model_edit/${shop.tv}`, { sale_price: 1000, min_price: 950 })).status).toBe(200);
    // 2 TVs at 1,000 (2,000) and a fan at 500: 2,500. A discount of 300 gives the TVs 300 × 2,000 / 2,500 = 240,
    // so each TV goes at (2,000 − 240) / 2 = 880.00, below 950.
    const body = billBody({
      inv_date: '2026-04-05',
      inv_disc: 300,
      items: [
        { m_id: shop.tv, qty: 2, unit_price: 1000 },
        { m_id: shop.fan, qty: 1, unit_price: 500 },
      ],
    });
    const refused = await call('POST', '/create_sales', body, user);
    expect([refused.statusCode, refused.json().message, refused.json().field]).toEqual([
      400,
      'Line 1 (LED 32): 880.00 after its share of the bill discount is below the minimum price 950.00; only an admin may sell below it',
      'inv_disc',
    ]);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from sales`))!.n).toBe(0);
    // A discount of 50 gives the TVs 40: (2,000 − 40) / 2 = 980.00, above it.
    expect((await call('POST', '/create_sales', { ...body, inv_disc: 50 }, user)).statusCode).toBe(201);
    // The admin may sell below it (the setting is admin_only by default).
    expect((await call('POST', '/create_sales', body, t.admin)).statusCode).toBe(201);
  });

  it("a VAT rate below the model's, even with a reason, is the admin's to set; above it a user may", async () => {
    expect((await api('PUT', '/vat/settings', VAT_ON)).status).toBe(200);
    const lower = billBody({ items: [{ m_id: shop.tv, qty: 1, unit_price: 1000, vat_rate: 5, vat_reason: 'Reduced rate' }] });
    const byUser = await call('POST', '/create_sales', lower, user);
    expect([byUser.statusCode, byUser.json().message]).toEqual([403, "Line 1: only an admin can set a VAT rate below the model's 15 %"]);
    expect((await call('POST', '/vat/preview', lower, user)).statusCode).toBe(403);
    const higher = billBody({ items: [{ m_id: shop.tv, qty: 1, unit_price: 1000, vat_rate: 20, vat_reason: 'Luxury' }] });
    expect((await call('POST', '/create_sales', higher, user)).statusCode).toBe(201);
    const byAdmin = await bill(lower);
    // 1,000 at 5 % = 50.
    expect(byAdmin.vat).toBe('50.00');
  });
});

describe('the period lock, from one place, for every kind of document (issue 38)', () => {
  it('refuses editing and deleting a bill, a sales return, a purchase, a purchase return and an adjustment in closed books, for a user and an admin', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza');
    const a = await bill(billBody({ inv_date: '2026-01-20' }));
    const line = (await fixtureCall('GET', `/both_sales_item?inv=${a.id}`)).data[0].id;
    const srBody = { return_date: '2026-01-21', cuss_id: shop.customer, inv_no_id: a.id, items: [{ inv_item_id: line, r_qty: 1, r_unit: 1000 }] };
    const sr = await fixtureCall('POST', '/create_sales_return', srBody);
    const puBody = { pu_date: '2026-01-22', supp_id: supplier, supp_inv: 'W-9', items: [{ m_id: shop.fan, qty: 5, unit_price: 100 }] };
    const pu = await fixtureCall('POST', '/create_purchase', puBody);
    const puLine = (await fixtureCall('GET', `/both_purchase?pId=${pu.purchaseId}`)).data[0].id;
    const prBody = { return_date: '2026-01-23', supp_id: supplier, pu_no_id: pu.purchaseId, items: [{ pu_item_id: puLine, r_qty: 1, r_unit: 100 }] };
    const pr = await fixtureCall('POST', '/create_purchase_return', prBody);
    const adj = await fixtureCall('POST', '/adjustment/create', { adj_date: '2026-01-24', items: [{ m_id: shop.fan, adj_qty: 1, adj_type: 'subtraction' }] });
    const adjLine = adj.result[0].id;
    expect((await api('PUT', '/period_lock', { locked_until: '2026-01-31' })).status).toBe(200);

    const closed = [409, expect.stringMatching(/^The books are closed up to 31-Jan-2026/)];
    const attempts: [Method, string, object?][] = [
      ['PATCH', `/sales_update/${a.id}`, billBody({ inv_date: '2026-01-20', items: [{ m_id: shop.tv, qty: 2, unit_price: 1100 }] })],
      ['DELETE', `/sales_delete/${a.id}`],
      ['PATCH', `/sales_return_update/${sr.returnId}`, { ...srBody, items: [{ inv_item_id: line, r_qty: 1, r_unit: 900 }] }],
      ['DELETE', `/sales_return_delete?id=${sr.returnId}`],
      ['PATCH', `/purchase_update/${pu.purchaseId}`, { ...puBody, items: [{ m_id: shop.fan, qty: 6, unit_price: 100 }] }],
      ['DELETE', `/allPurchaseDelete?id=${pu.purchaseId}`],
      ['PATCH', `/purchase_return_update/${pr.returnId}`, { ...prBody, rmks: 'x' }],
      ['POST', '/pr_delete', { id: pr.returnId }],
      ['PATCH', '/adjustment/update', { adj_no: adj.adj_no, items: [{ id: adjLine, m_id: shop.fan, adj_qty: 2, adj_type: 'subtraction' }] }],
      ['DELETE', `/adjustment/delete/${adjLine}`],
    ];
    for (const [method, url, body] of attempts) {
      for (const [status, message] of await asBoth(method, url, body)) expect([status, message], `${method} ${url}`).toEqual(closed);
    }
    // Nothing changed: the bill's total and the stock of fans (10 + 5 − 1 − 1 = 13).
    expect((await saleRow(a.id))!.grand_total).toBe('2000.00');
    expect((await one<{ qty: string }>(t.db, sql`select qty::text from model_stock where model_id = ${shop.fan}`))!.qty).toMatch(/^13(\.0+)?$/);
    expect(await t.violations()).toEqual([]);
  });
});

describe('collections, payments and hand vouchers on the one lifecycle (issue 38)', () => {
  /** A party's approved lines, debit less credit: what a customer owes us, less what we owe a supplier. */
  const dueOf = async (party: number) =>
    (await one<{ due: string }>(
      t.db,
      sql`select coalesce(sum(debit - credit), 0)::text as due from voucher_lines where party_id = ${party} and ledger_id in (1, 4) and post_status = 1`,
    ))!.due;

  it('closed books refuse editing and deleting a collection, a payment and a hand voucher, for a user and an admin; nothing changes', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza');
    // January: a bill of 2 TVs at 1,000 = 2,000 (15th); 500 collected in cash (20th); 300 paid to the
    // supplier in cash (21st); 5 fans bought at 100 = 500 (22nd); a hand journal charging the customer
    // 100 for delivery (25th), approved. The customer owes 2,000 − 500 + 100 = 1,600; we owe the
    // supplier 500 − 300 = 200.
    await bill(billBody({ inv_date: '2026-01-15' }));
    const collBody = { supp_id: shop.customer, date: '2026-01-20', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 500 };
    const coll = (await fixtureCall('POST', '/collPay_post', collBody)).data;
    const payBody = { supp_id: supplier, date: '2026-01-21', coll_pay_type: 1, cash_bank_type: 'Cash', amount: 300 };
    const pay = (await fixtureCall('POST', '/collPay_post', payBody)).data;
    await fixtureCall('POST', '/create_purchase', {
      pu_date: '2026-01-22',
      supp_id: supplier,
      supp_inv: 'W-9',
      items: [{ m_id: shop.fan, qty: 5, unit_price: 100 }],
    });
    const jvLines = [
      { ledger_id: 4, partyId: shop.customer, debit: 100, narr: 'Delivery charge' },
      { ledger_id: 3, credit: 100, narr: 'Delivery charge' },
    ];
    const jv = (await fixtureCall('POST', '/voucher_post', { vc_date: '2026-01-25', vc_type: 1, lines: jvLines })).data.vc_no as string;
    await fixtureCall('PUT', `/vc_posting/${jv}`);
    const jvLine = (await one<{ id: number }>(t.db, sql`select min(id) as id from voucher_lines where vc_no = ${jv}`))!.id;
    expect([await dueOf(shop.customer), await dueOf(supplier)]).toEqual(['1600.00', '-200.00']);
    const before = await Promise.all([coll.vc_no, pay.vc_no, jv].map((no) => voucherLines(t.db, no)));
    expect(before).toEqual([
      [
        [7, null, 500, 0],
        [4, shop.customer, 0, 500],
      ],
      [
        [1, supplier, 300, 0],
        [7, null, 0, 300],
      ],
      [
        [4, shop.customer, 100, 0],
        [3, null, 0, 100],
      ],
    ]);
    expect((await api('PUT', '/period_lock', { locked_until: '2026-01-31' })).status).toBe(200);

    const closed = (what: string, date: string) => `The books are closed up to 31-Jan-2026: ${what}, dated ${date}, cannot be changed or deleted`;
    const byBoth: [Method, string, object | undefined, string][] = [
      ['PATCH', `/collPay_edit/${coll.id}`, { ...collBody, amount: 400 }, closed(`Collection or payment ${coll.vc_no}`, '20-Jan-2026')],
      ['DELETE', `/collPay_remove/${coll.id}`, undefined, closed(`Collection or payment ${coll.vc_no}`, '20-Jan-2026')],
      ['PATCH', `/collPay_edit/${pay.id}`, { ...payBody, date: '2026-02-03' }, closed(`Collection or payment ${pay.vc_no}`, '21-Jan-2026')],
      ['DELETE', `/collPay_remove/${pay.id}`, undefined, closed(`Collection or payment ${pay.vc_no}`, '21-Jan-2026')],
    ];
    for (const [method, url, body, message] of byBoth)
      expect(await asBoth(method, url, body), `${method} ${url}`).toEqual([
        [409, message],
        [409, message],
      ]);
    // Vouchers are typed by the admin only: a user is refused before any rule.
    const byAdmin: [Method, string, object?][] = [
      [
        'PATCH',
        '/voucher_update',
        [
          { ...jvLines[0], debit: 150, vc_no: jv },
          { ...jvLines[1], credit: 150, vc_no: jv },
        ],
      ],
      ['DELETE', `/voucher_delete?vc_no=${jv}`],
      ['DELETE', `/voucher_remove_by_id/${jvLine}`],
    ];
    for (const [method, url, body] of byAdmin)
      expect(await asBoth(method, url, body), `${method} ${url}`).toEqual([
        [403, expect.any(String)],
        [409, closed(`Voucher ${jv}`, '25-Jan-2026')],
      ]);

    // Nothing changed: the three vouchers line by line, the dues as worked out above.
    expect(await Promise.all([coll.vc_no, pay.vc_no, jv].map((no) => voucherLines(t.db, no)))).toEqual(before);
    expect([await dueOf(shop.customer), await dueOf(supplier)]).toEqual(['1600.00', '-200.00']);
    expect(await t.violations()).toEqual([]);
  });

  it('a collection taken on a sale bill is refused through the collection calls (409, nothing changes), and changes with its bill', async () => {
    // 2 TVs at 1,000 = 2,000 on 5 March, 500 collected on the bill: the customer owes 1,500.
    const body = billBody({ collect: 500 });
    const a = await bill(body);
    const taken = (await one<{ id: number; vc_no: string }>(t.db, sql`select id, vc_no from coll_pay where sale_id = ${a.id}`))!;
    const lines = await voucherLines(t.db, taken.vc_no);
    expect(lines).toEqual([
      [7, null, 500, 0],
      [4, shop.customer, 0, 500],
    ]);
    expect(await dueOf(shop.customer)).toBe('1500.00');

    const onBill = 'This collection was taken on a sale bill; edit the bill instead';
    const edit = { supp_id: shop.customer, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 2000 };
    expect(await asBoth('PATCH', `/collPay_edit/${taken.id}`, edit)).toEqual([
      [409, onBill],
      [409, onBill],
    ]);
    expect(await asBoth('DELETE', `/collPay_remove/${taken.id}`)).toEqual([
      [409, onBill],
      [409, onBill],
    ]);
    expect(await voucherLines(t.db, taken.vc_no)).toEqual(lines);
    expect(await dueOf(shop.customer)).toBe('1500.00');

    // The bill's edit changes it (a user): 800 collected, the customer owes 1,200, under the same receipt.
    const res = await call('PATCH', `/sales_update/${a.id}`, { ...body, collect: 800 }, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(await voucherLines(t.db, taken.vc_no)).toEqual([
      [7, null, 800, 0],
      [4, shop.customer, 0, 800],
    ]);
    expect(await dueOf(shop.customer)).toBe('1200.00');
    expect(await t.violations()).toEqual([]);
  });
});
