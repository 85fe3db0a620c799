// Issue 23: VAT on a bill, worked out by hand. A VAT-registered business sells 2 × 1,000.00 of a 15 %
// model, 1 × 500.00 of a 5 % model and 1 × 300.00 of an exempt one, less a discount of 140.00.
// The discount is shared by value (2,800.00): 100.00, 25.00 and 15.00.
//   15 %:  1,900.00 after discount, VAT 285.00
//    5 %:    475.00 after discount, VAT  23.75
//   exempt:  285.00 after discount, VAT   0.00
// The customer owes 2,660.00 + 308.75 = 2,968.75. The voucher: Dr Receivable 2,968.75, Dr Discount
// Allowed 140.00, Cr Sales 2,800.00, Cr VAT Payable (Output) 308.75; Dr COGS 1,900.00, Cr Inventory 1,900.00
// (bought at 700, 300 and 200).
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeModel, makeParty, makeVatSupplier, registerShopForVat, voucherLines, useShop, VAT_SHOP_SETTINGS } from '../../../../tests/support/salesFixtures.js';
import { inTransaction, one, rows, sql } from '../../db/client.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 5, cost: 700 }, fan: { qty: 5, cost: 300 }, rice: { qty: 5, cost: 200 } }, { mobile: '01711111111' });

let ledger: { output: number; sd: number };

const { answer: api } = adminCalls(() => t);

const SETTINGS = VAT_SHOP_SETTINGS;

beforeEach(async () => {
  await registerShopForVat(api, shop);
  const l = await one<{ output: number; sd: number }>(
    t.db,
    sql`select max(id) filter (where system_role = 'vatOutput') as output, max(id) filter (where system_role = 'sdPayable') as sd from ledgers`,
  );
  ledger = l!;
});

const bill = (prices: [number, number, number], disc: number, over: Record<string, unknown>[] = []) => ({
  inv_date: '2026-03-05',
  cus_id: shop.customer,
  inv_disc: disc,
  collect: 0,
  items: [
    { m_id: shop.tv, qty: 2, unit_price: prices[0], ...over[0] },
    { m_id: shop.fan, qty: 1, unit_price: prices[1], ...over[1] },
    { m_id: shop.rice, qty: 1, unit_price: prices[2], ...over[2] },
  ],
});

async function sell(body: object) {
  const r = await api('POST', '/create_sales', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const s = await one<{ id: number; jv_no: string; mushak_no: string; grand_total: string; vat: string }>(
    t.db,
    sql`select id, jv_no, mushak_no, grand_total::text, vat::text from sales where id = ${r.body.saleId}`,
  );
  return s!;
}

const EXPECTED_LINES = () => [
  [LEDGER.receivable, shop.customer, 2968.75, 0],
  [LEDGER.discountAllowed, shop.customer, 140, 0],
  [LEDGER.sales, null, 0, 2800],
  [ledger.output, null, 0, 308.75],
  [LEDGER.costOfGoodsSold, null, 1900, 0],
  [LEDGER.inventory, null, 0, 1900],
];

describe('VAT on a bill (issue 23)', () => {
  it('takes VAT per line after its share of the discount, posts it to Output VAT, and the customer owes it', async () => {
    const s = await sell(bill([1000, 500, 300], 140));
    expect([s.grand_total, s.vat, s.mushak_no]).toEqual(['2968.75', '308.75', '6.3/2025-26/1']);
    expect(await voucherLines(t.db, s.jv_no)).toEqual(EXPECTED_LINES());
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('2968.75');

    const m = (await api('GET', `/vat/mushak-6-3/${s.id}`)).body;
    expect(m).toMatchObject({
      mushak_no: '6.3/2025-26/1',
      issued_date: '2026-03-05',
      seller: { bin: '0012345678901' },
      buyer: { name: 'Rahim Traders' },
      signatory: { name: 'Karim Ahmed', designation: 'Manager' },
      totals: { total_price: 2800, discount: 140, after_discount: 2660, sd: 0, vat: 308.75, total: 2968.75 },
    });
    expect(m.lines.map((l: Record<string, number | boolean>) => [l.qty, l.unit_price, l.total_price, l.discount, l.after_discount, l.vat_rate, l.exempt, l.vat, l.total])).toEqual([
      [2, 1000, 2000, 100, 1900, 15, false, 285, 2185],
      [1, 500, 500, 25, 475, 5, false, 23.75, 498.75],
      [1, 300, 300, 15, 285, 0, true, 0, 285],
    ]);
    // The next bill takes the next number of the fiscal year; one in July opens the next year's series.
    expect((await sell(bill([1000, 500, 300], 0))).mushak_no).toBe('6.3/2025-26/2');
    expect(await t.violations()).toEqual([]);
  });

  it('a service line (issue 44) takes its own rate, 0 unless set: Service Income its value after its share of the discount, VAT on the goods', async () => {
    // 2 TVs at 1,000.00 (15 %) and the repair service at 800.00 (0 %), less 140.00 shared by value
    // (2,800.00): 100.00 and 40.00. TVs 1,900.00, VAT 285.00; the service 760.00, no VAT. The customer
    // owes 2,945.00: Dr Receivable 2,945.00, Dr Discount Allowed 100.00, Cr Sales 2,000.00, Cr Service
    // Income 760.00, Cr Output VAT 285.00; Dr COGS 1,400.00, Cr Inventory 1,400.00.
    const repair = (await one<{ id: number }>(t.db, sql`select ensure_service_model() as id`))!.id;
    const items = (price: number, withTv = true) => [...(withTv ? [{ m_id: shop.tv, qty: 2, unit_price: 1000 }] : []), { m_id: repair, qty: 1, unit_price: price }];
    const s = await sell({ inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: 140, collect: 0, items: items(800) });
    const service = (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'serviceIncome'`))!.id;
    expect([s.grand_total, s.vat]).toEqual(['2945.00', '285.00']);
    expect(await voucherLines(t.db, s.jv_no)).toEqual([
      [LEDGER.receivable, shop.customer, 2945, 0],
      [LEDGER.discountAllowed, shop.customer, 100, 0],
      [LEDGER.sales, null, 0, 2000],
      [service, null, 0, 760],
      [ledger.output, null, 0, 285],
      [LEDGER.costOfGoodsSold, null, 1400, 0],
      [LEDGER.inventory, null, 0, 1400],
    ]);
    // The service's rate set to 5 %: 800.00 alone bills 40.00 of VAT on it.
    expect((await api('PUT', `/vat/rates/model/${repair}`, { vat_rate: 5 })).status).toBe(200);
    const five = await sell({ inv_date: '2026-03-06', cus_id: shop.customer, inv_disc: 0, collect: 0, items: items(800, false) });
    expect([five.grand_total, five.vat]).toEqual(['840.00', '40.00']);
    expect(await voucherLines(t.db, five.jv_no)).toEqual([
      [LEDGER.receivable, shop.customer, 840, 0],
      [service, null, 0, 800],
      [ledger.output, null, 0, 40],
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('previews a bill’s VAT for the form without saving anything; with VAT off it says so', async () => {
    const body = { inv_disc: 140, items: bill([1000, 500, 300], 140).items.map(({ m_id, qty, unit_price }) => ({ m_id, qty, unit_price })) };
    const p = (await api('POST', '/vat/preview', body)).body;
    expect(p).toMatchObject({ vat_registered: true, vat: 308.75, sd: 0, total: 2968.75 });
    expect(p.lines.map((l: { vat_rate: number; exempt: boolean; vat: number }) => [l.vat_rate, l.exempt, l.vat])).toEqual([
      [15, false, 285],
      [5, false, 23.75],
      [0, true, 0],
    ]);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from sales`))!.n).toBe(0);
    expect((await api('POST', '/vat/preview', { ...body, inv_disc: 99999 })).status).toBe(400);
    await api('PUT', '/vat/settings', { vat_registered: false, bin: SETTINGS.bin });
    expect((await api('POST', '/vat/preview', body)).body).toMatchObject({ vat_registered: false, vat: 0, total: 2660 });
  });

  it('prices entered VAT-inclusive (1,150.00, 525.00, 300.00 less 156.25) give the same ledger figures', async () => {
    expect((await api('PUT', '/vat/settings', { ...SETTINGS, prices_inclusive: true })).body.prices_inclusive).toBe(true);
    const s = await sell(bill([1150, 525, 300], 156.25));
    expect([s.grand_total, s.vat]).toEqual(['2968.75', '308.75']);
    expect(await voucherLines(t.db, s.jv_no)).toEqual(EXPECTED_LINES());
    expect(await t.violations()).toEqual([]);
  });

  it('a line at another rate needs a reason; SD sits inside the VAT base', async () => {
    const noReason = await api('POST', '/create_sales', bill([1000, 500, 300], 0, [{}, { vat_rate: 7.5 }]));
    expect([noReason.status, noReason.body.field]).toEqual([400, 'vat_reason']);
    // The fan at 7.5 % with a reason, and the TV with 10 % SD: 2,000 + SD 200 = 2,200, VAT 330;
    // fan 500 × 7.5 % = 37.50; rice exempt 300. Total 2,200 + 330 + 537.50 + 300 = 3,367.50.
    expect((await api('PUT', `/vat/rates/model/${shop.tv}`, { sd_rate: 10 })).status).toBe(200);
    const s = await sell(bill([1000, 500, 300], 0, [{}, { vat_rate: 7.5, vat_reason: 'Reduced rate by SRO' }]));
    expect([s.grand_total, s.vat]).toEqual(['3367.50', '367.50']);
    const sdLine = await one<{ credit: string }>(t.db, sql`select credit::text from voucher_lines where vc_no = ${s.jv_no} and ledger_id = ${ledger.sd}`);
    expect(sdLine?.credit).toBe('200.00');
    expect(await t.violations()).toEqual([]);
  });

  it('a return is a credit note: it reverses its share of the value, discount and VAT, and the books come back to nothing', async () => {
    const s = await sell(bill([1000, 500, 300], 140));
    const items = await t.db.execute(sql`select id, m_id from sales_items where sale_id = ${s.id} order by id`);
    const [tvLine, fanLine, riceLine] = (items as unknown as { rows: { id: number; m_id: number }[] }).rows;
    const ret = async (lines: { id: number; m_id: number; qty: number; price: number }[], over: object = {}) =>
      api('POST', '/create_sales_return', {
        return_date: '2026-03-06',
        cuss_id: shop.customer,
        inv_no_id: s.id,
        items: lines.map((l) => ({ inv_item_id: l.id, m_id: l.m_id, r_qty: l.qty, r_unit: l.price })),
        ...over,
      });
    // A lower return price would leave the VAT wrong: refused.
    const cheap = await ret([{ ...tvLine, qty: 1, price: 900 }]);
    expect([cheap.status, cheap.body.field]).toEqual([400, 'r_unit']);
    // One TV: half of 2,000.00, of the 100.00 discount and of the 285.00 VAT: credited 1,000 − 50 + 142.50 = 1,092.50.
    const first = await ret([{ ...tvLine, qty: 1, price: 1000 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const r1 = await one<{ jv_no: string; credit_note_no: string; vat: string }>(
      t.db,
      sql`select jv_no, credit_note_no, vat::text from sales_returns order by id desc limit 1`,
    );
    expect([r1!.credit_note_no, r1!.vat]).toEqual(['6.7/2025-26/1', '142.50']);
    expect(await voucherLines(t.db, r1!.jv_no)).toEqual([
      [LEDGER.salesReturns, null, 1000, 0],
      [LEDGER.discountAllowed, shop.customer, 0, 50],
      [ledger.output, null, 142.5, 0],
      [LEDGER.receivable, shop.customer, 0, 1092.5],
      [LEDGER.inventory, null, 700, 0],
      [LEDGER.costOfGoodsSold, null, 0, 700],
    ]);
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('1876.25');
    // The rest: the other TV (1,092.50), the fan (500 − 25 + 23.75 = 498.75), the rice (300 − 15 = 285.00).
    const rest = await ret([
      { ...tvLine, qty: 1, price: 1000 },
      { ...fanLine, qty: 1, price: 500 },
      { ...riceLine, qty: 1, price: 300 },
    ]);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('0.00');
    const net = await one<{ vat: string; disc: string }>(
      t.db,
      sql`select (select coalesce(sum(credit - debit), 0) from voucher_lines where ledger_id = ${ledger.output})::text as vat,
                 (select coalesce(sum(debit - credit), 0) from voucher_lines where ledger_id = ${LEDGER.discountAllowed})::text as disc`,
    );
    expect(net).toEqual({ vat: '0.00', disc: '0.00' });
    expect(await t.violations()).toEqual([]);
  });

  it('a purchase with VAT that is not rebatable: shared into the goods’ cost by value, the supplier owed it, a return takes its share back', async () => {
    const supplier = await makeParty(t.db, 'Bengal Cables', 2, '01811111112');
    const [cable, socket] = [await makeModel(t.db, 'Cable 3 core'), await makeModel(t.db, 'Socket 2 pin')];
    // 3 × 100.00 + 2 × 50.00 = 400.00 with 60.00 of VAT in cost: shared 60 × 300 ÷ 400 = 45.00 and 15.00,
    // so the cables come in at 345.00 (115.0000 each) and the sockets at 115.00 (57.5000 each).
    // The journal: Dr Inventory 460.00, Cr the supplier 460.00; nothing to VAT Current Account.
    const r = await api('POST', '/create_purchase', {
      pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'BC-9', vat_in_cost: 60,
      items: [{ m_id: cable, qty: 3, unit_price: 100 }, { m_id: socket, qty: 2, unit_price: 50 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const p = await one<{ jv_no: string; vat_in_cost: string }>(t.db, sql`select jv_no, vat_in_cost::text from purchases where id = ${r.body.purchaseId}`);
    expect(p!.vat_in_cost).toBe('60.00');
    expect(await voucherLines(t.db, p!.jv_no)).toEqual([
      [LEDGER.inventory, null, 460, 0],
      [LEDGER.payable, supplier, 0, 460],
    ]);
    const mv = await rows<{ model_id: number; unit_cost: string; value: string }>(
      t.db,
      sql`select model_id, unit_cost::text, value::text from stock_movements where source_type = 'purchase' and source_id = ${r.body.purchaseId} order by model_id`,
    );
    expect(mv).toEqual([
      { model_id: cable, unit_cost: '115.0000', value: '345.00' },
      { model_id: socket, unit_cost: '57.5000', value: '115.00' },
    ]);
    expect((await partyDue(t.db, supplier)).toFixed(2)).toBe('460.00');
    expect(await t.violations()).toEqual([]);

    // A return of 1 cable at 100.00 takes back 60 × 100 ÷ 400 = 15.00 of that VAT: the supplier owes
    // 115.00 back, the cable leaves at its cost of 115.00, no price difference. The supplier's due: 345.00.
    const line = await one<{ id: number }>(t.db, sql`select id from purchase_items where purchase_id = ${r.body.purchaseId} and m_id = ${cable}`);
    const back = await api('POST', '/create_purchase_return', {
      return_date: '2026-03-09', supp_id: supplier, pu_no_id: r.body.purchaseId, items: [{ pu_item_id: line!.id, m_id: cable, r_qty: 1, r_unit: 100 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const ret = await one<{ jv_no: string; vat_in_cost: string }>(t.db, sql`select jv_no, vat_in_cost::text from purchase_returns order by id desc limit 1`);
    expect(ret!.vat_in_cost).toBe('15.00');
    expect(await voucherLines(t.db, ret!.jv_no)).toEqual([
      [LEDGER.payable, supplier, 115, 0],
      [LEDGER.inventory, null, 0, 115],
    ]);
    expect((await partyDue(t.db, supplier)).toFixed(2)).toBe('345.00');
    // an edit that leaves it out keeps it; a negative one is refused, nothing changed
    const same = { pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'BC-9', items: [{ id: line!.id, m_id: cable, qty: 3, unit_price: 100 }, { m_id: socket, qty: 2, unit_price: 50 }] };
    const neg = await api('PATCH', `/purchase_update/${r.body.purchaseId}`, { ...same, vat_in_cost: -1 });
    expect([neg.status, neg.body.message]).toEqual([400, 'VAT in cost cannot be negative']);
    expect(await t.violations()).toEqual([]);
  });

  it('a purchase with rebatable input VAT: Dr VAT Current Account, the supplier owed it, the stock valued without it', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza', '01811111111');
    // 10 × 100.00 with 150.00 of VAT on the supplier's tax invoice: Inventory 1,000.00, Input VAT 150.00, the supplier 1,150.00.
    const r = await api('POST', '/create_purchase', {
      pu_date: '2026-03-08',
      supp_id: supplier,
      supp_inv: 'W-77',
      input_vat: 150,
      supp_mushak_no: '6.3/2025-26/4411',
      items: [{ m_id: shop.tv, qty: 10, unit_price: 100 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const p = await one<{ jv_no: string; input_vat: string }>(t.db, sql`select jv_no, input_vat::text from purchases where id = ${r.body.purchaseId}`);
    const input = await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatInput'`);
    expect(await voucherLines(t.db, p!.jv_no)).toEqual([
      [LEDGER.inventory, null, 1000, 0],
      [input!.id, null, 150, 0],
      [LEDGER.payable, supplier, 0, 1150],
    ]);
    expect((await partyDue(t.db, supplier)).toFixed(2)).toBe('1150.00');
    const mv = await one<{ value: string }>(t.db, sql`select value::text from stock_movements where source_type = 'purchase' and source_id = ${r.body.purchaseId}`);
    expect(mv?.value).toBe('1000.00');
    expect((await api('GET', '/vat/mushak-9-1?month=2026-03')).body).toMatchObject({ input_vat: 150, net_vat_payable: -150, ties: true });
    const reg = (await api('GET', '/vat/register/purchases?from=2026-03-01&to=2026-03-31')).body;
    expect(reg.rows).toEqual([
      { date: '2026-03-08', pu_no: expect.any(String), supp_inv: 'W-77', supp_mushak_no: '6.3/2025-26/4411', supplier: 'Walton Plaza', bin: '0011223344556', value: 1000, sd: 0, input_vat: 150, vat_in_cost: 0 },
    ]);
    // An edit that leaves the VAT out keeps it; a negative one is refused.
    expect((await api('PATCH', `/purchase_update/${r.body.purchaseId}`, { pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'W-77', items: [{ m_id: shop.tv, qty: 10, unit_price: 100 }] })).status).toBeLessThan(300);
    expect((await one<{ v: string }>(t.db, sql`select input_vat::text as v from purchases where id = ${r.body.purchaseId}`))!.v).toBe('150.00');
    // A return of 4 of the 10 is a debit note: it takes back 150 × 400 ÷ 1,000 = 60.00 of the VAT; the other 6 take the rest, 90.00.
    const line = await one<{ id: number }>(t.db, sql`select id from purchase_items where purchase_id = ${r.body.purchaseId}`);
    const back = (qty: number) =>
      api('POST', '/create_purchase_return', { return_date: '2026-03-09', supp_id: supplier, pu_no_id: r.body.purchaseId, items: [{ pu_item_id: line!.id, m_id: shop.tv, r_qty: qty, r_unit: 100 }] });
    expect((await back(4)).status).toBe(201);
    const first = await one<{ jv_no: string; input_vat: string; debit_note_no: string }>(
      t.db,
      sql`select jv_no, input_vat::text, debit_note_no from purchase_returns order by id desc limit 1`,
    );
    expect([first!.input_vat, first!.debit_note_no]).toEqual(['60.00', '6.8/2025-26/1']);
    // The TVs leave at their average cost, (5 × 700 + 10 × 100) ÷ 15 = 300: 1,200.00, 800.00 above the 400.00 returned.
    expect(await voucherLines(t.db, first!.jv_no)).toEqual([
      [LEDGER.payable, supplier, 460, 0],
      [LEDGER.inventory, null, 0, 1200],
      [input!.id, null, 0, 60],
      [LEDGER.purchasePriceDifference, null, 800, 0],
    ]);
    expect((await back(6)).status).toBe(201);
    expect((await one<{ v: string }>(t.db, sql`select input_vat::text as v from purchase_returns order by id desc limit 1`))!.v).toBe('90.00');
    expect((await partyDue(t.db, supplier)).toFixed(2)).toBe('0.00');
    expect((await one<{ n: string }>(t.db, sql`select coalesce(sum(debit - credit), 0)::text as n from voucher_lines where ledger_id = ${input!.id}`))!.n).toBe('0.00');
    const bad = await api('POST', '/create_purchase', { pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'W-78', input_vat: -1, items: [{ m_id: shop.tv, qty: 1, unit_price: 100 }] });
    expect([bad.status, bad.body.field]).toEqual([400, 'input_vat']);
    expect(await t.violations()).toEqual([]);
  });

  it("a month's Mushak 9.1: output less credit notes less input ties to the VAT ledgers, and its settlement moves the net to the treasury", async () => {
    const s = await sell(bill([1000, 500, 300], 140)); // output VAT 308.75
    const tvLine = await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${s.id} and m_id = ${shop.tv}`);
    const r = await api('POST', '/create_sales_return', {
      return_date: '2026-03-06',
      cuss_id: shop.customer,
      inv_no_id: s.id,
      items: [{ inv_item_id: tvLine!.id, m_id: shop.tv, r_qty: 1, r_unit: 1000 }],
    }); // credit note VAT 142.50
    expect(r.status).toBe(201);
    // Input VAT of 100.00 on a supplier's invoice, journaled by the accountant.
    const input = await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatInput'`);
    await inTransaction(t.db, (tx) =>
      post(tx, { vcType: 1, vcDate: '2026-03-10', postStatus: 1, lines: [{ ledgerId: input!.id, debit: 100 }, { ledgerId: LEDGER.payable, credit: 100 }] }),
    );
    const m = (await api('GET', '/vat/mushak-9-1?month=2026-03')).body;
    // 308.75 − 142.50 − 100.00 = 66.25
    expect(m).toMatchObject({
      invoices: 1,
      credit_notes: 1,
      taxable_sales: 2375, // 1,900 + 475: the exempt rice's 285.00 is not a taxable supply (issue 40, item 5)
      output_vat: 308.75,
      credit_note_vat: 142.5,
      input_vat: 100,
      net_vat_payable: 66.25,
      ledger_output_vat: 166.25,
      ties: true,
      settlement_vc_no: null,
    });
    const settled = await api('POST', '/vat/settlement', { month: '2026-03' });
    expect([settled.status, settled.body.treasury]).toEqual([201, 66.25]);
    const after = await one<{ output: string; input: string; treasury: string }>(
      t.db,
      sql`select (select coalesce(sum(credit - debit), 0) from voucher_lines where ledger_id = ${ledger.output})::text as output,
                 (select coalesce(sum(debit - credit), 0) from voucher_lines where ledger_id = ${input!.id})::text as input,
                 (select coalesce(sum(credit - debit), 0) from voucher_lines v join ledgers l on l.id = v.ledger_id where l.system_role = 'vatTreasury')::text as treasury`,
    );
    expect(after).toEqual({ output: '0.00', input: '0.00', treasury: '66.25' });
    expect((await api('POST', '/vat/settlement', { month: '2026-03' })).status).toBe(409);
    expect((await api('GET', '/vat/mushak-9-1?month=2026-03')).body).toMatchObject({ net_vat_payable: 66.25, ties: true, settlement_vc_no: settled.body.vc_no });
    expect((await api('GET', '/vat/mushak-9-1?month=2026-13')).status).toBe(400);
    // The sales register: the invoice's three lines, then the credit note's line, netting to 166.25 of VAT.
    const reg = (await api('GET', '/vat/register/sales?from=2026-03-01&to=2026-03-31')).body;
    expect(reg.rows.map((x: { kind: string; vat: number }) => [x.kind, x.vat])).toEqual([
      ['Tax invoice', 285],
      ['Tax invoice', 23.75],
      ['Tax invoice', 0],
      ['Credit note', -142.5],
    ]);
    expect(reg.totals).toEqual({ value: 1800, discount: 90, sd: 0, vat: 166.25 });
    // The trader's register (6.2.1): the TV opens at 5 (3,500.00), 2 go out on the bill with 285.00 of VAT, 1 comes back
    // on the credit note, which takes back its 142.50 of VAT (issue 40, item 8: the row carries the note's VAT).
    const trader = (await api('GET', '/vat/register/trader?from=2026-03-01&to=2026-03-31')).body;
    const tvRows = trader.models.find((m: { model_id: number }) => m.model_id === shop.tv);
    expect([tvRows.opening_qty, tvRows.opening_value]).toEqual([5, 3500]);
    expect(tvRows.rows.map((r: Record<string, number | string>) => [r.kind, r.qty_in, r.qty_out, r.vat, r.stock_qty, r.stock_value])).toEqual([
      ['sale', 0, 2, 285, 3, 2100],
      ['sales_return', 1, 0, -142.5, 4, 2800],
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a 12-digit BIN, a VAT rate of 150 % and a negative SD, naming the field and changing nothing', async () => {
    const cases: [string, object, string][] = [
      ['/vat/settings', { ...SETTINGS, bin: '001234567890' }, 'bin'],
      ['/vat/settings', { ...SETTINGS, default_rate: 150 }, 'default_rate'],
      ['/vat/settings', { vat_registered: true }, 'bin'],
      [`/vat/rates/model/${shop.tv}`, { vat_rate: 150 }, 'vat_rate'],
      [`/vat/rates/model/${shop.tv}`, { sd_rate: -5 }, 'sd_rate'],
      [`/vat/party/${shop.customer}`, { bin: '12345' }, 'bin'],
    ];
    for (const [url, body, field] of cases) {
      const r = await api('PUT', url, body);
      expect([r.status, r.body.field], url).toEqual([400, field]);
    }
    expect((await api('GET', '/vat/settings')).body).toMatchObject({ bin: '0012345678901', default_rate: 15 });
    expect((await api('PUT', `/vat/party/${shop.customer}`, { bin: '1234567890123' })).body).toMatchObject({ bin: '1234567890123', nid: null });
  });
});
