// Fixtures for the sales, sales-return and quotation tests: customers, models and stock put in the
// way a purchase would (stock movement, serials, and its Dr Inventory / Cr Payable voucher), so that
// the books check stays green without depending on the purchases feature.
import { beforeEach, expect } from 'vitest';
import { inTransaction, one, rows, sql, type Executor } from '../../src/server/db/client.js';
import { receive } from '../../src/server/stock/stock.js';
import { addSerials } from '../../src/server/stock/serials.js';
import { post } from '../../src/server/ledger/ledger.js';
import { LEDGER } from '../../src/server/ledger/accounts.js';
import { lineTotal } from '../../src/domain/money.js';
import { SOURCE } from '../../src/server/ledger/sources.js';
import type { TestContext } from './testApp.js';

export async function makeParty(db: Executor, name: string, type = 1, mobile = '01711000000'): Promise<number> {
  return (await one<{ id: number }>(db, sql`insert into parties (type, name, mobile, address) values (${type}, ${name}, ${mobile}, 'Dhaka') returning id`))!.id;
}

/**
 * A supplier registered for VAT, with its BIN (issue 40, item 7: input VAT is credited only on a
 * tax invoice of a supplier with a BIN).
 */
export async function makeVatSupplier(db: Executor, name: string, mobile = '01811000000', bin = '0011223344556'): Promise<number> {
  const id = await makeParty(db, name, 2, mobile);
  await db.execute(sql`update parties set bin = ${bin} where id = ${id}`);
  return id;
}

export async function makeBank(db: Executor, name = 'Sonali Bank'): Promise<number> {
  return (await one<{ id: number }>(db, sql`insert into banks (name, branch) values (${name}, 'Motijheel') returning id`))!.id;
}

/** A row of a catalogue table found by name, or added. */
async function named(db: Executor, table: string, name: string, parent: Record<string, number> = {}): Promise<number> {
  const cols = Object.keys(parent);
  const match = cols.map((c) => sql` and ${sql.identifier(c)} = ${parent[c]}`);
  const found = await one<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where name = ${name}${sql.join(match, sql``)}`);
  if (found) return found.id;
  const names = sql.join([sql.identifier('name'), ...cols.map((c) => sql.identifier(c))], sql`, `);
  const values = sql.join([sql`${name}`, ...cols.map((c) => sql`${parent[c]}`)], sql`, `);
  return (await one<{ id: number }>(db, sql`insert into ${sql.identifier(table)} (${names}) values (${values}) returning id`))!.id;
}

/** A model under group Electronics, brand Walton, category TV ("Electronics Walton TV {name}"). */
export async function makeModel(db: Executor, name: string, opts: { serial?: boolean; warranty?: string } = {}): Promise<number> {
  const g = await named(db, 'product_groups', 'Electronics');
  const b = await named(db, 'product_brands', 'Walton', { g_id: g });
  const c = await named(db, 'product_categories', 'TV', { g_id: g, b_id: b });
  const m = await one<{ id: number }>(
    db,
    sql`insert into product_models (name, g_id, b_id, c_id, srl_avl, warranty)
        values (${name}, ${g}, ${b}, ${c}, ${opts.serial ? 1 : 0}, ${opts.warranty ?? ''}) returning id`,
  );
  return m!.id;
}

let purchaseNo = 999;

/** Puts stock in as a purchase would; returns the new serials' ids by serial number. */
export async function stockIn(
  db: Executor,
  s: { modelId: number; qty?: number; unitCost: number | string; serials?: string[]; date?: string; supplierId?: number },
): Promise<Record<string, number>> {
  const qty = s.serials ? s.serials.length : (s.qty ?? 0);
  const date = s.date ?? '2026-01-01';
  const source = { type: SOURCE.purchase, id: purchaseNo++ };
  return inTransaction(db, async (tx) => {
    await receive(tx, { modelId: s.modelId, date, qty, unitCost: s.unitCost, source });
    const added = s.serials ? await addSerials(tx, { modelId: s.modelId, slNos: s.serials, source }) : [];
    const value = lineTotal(qty, s.unitCost);
    await post(tx, {
      vcType: 1,
      vcDate: date,
      source,
      lines: [
        { ledgerId: LEDGER.inventory, debit: value },
        { ledgerId: LEDGER.payable, partyId: s.supplierId ?? null, credit: value },
      ],
    });
    return Object.fromEntries(added.map((a) => [a.sl_no, a.id]));
  });
}

/** The models a shop stocks, by the key the tests name them with. */
export const SHOP_MODELS = { tv: 'LED 32', fan: 'Ceiling Fan', rice: 'Rice 5kg', lamp: 'Desk Lamp', iron: 'Steam Iron' } as const;

/** A model to stock: `qty` plain units, or the `serials`, each bought at `cost`. */
export interface StockedModel {
  cost: number;
  qty?: number;
  serials?: string[];
  warranty?: string;
}

export type Shop<K extends keyof typeof SHOP_MODELS> = { customer: number; sn: Record<string, number> } & Record<K, number>;

/**
 * Before each test: the database emptied, then a shop: customer Rahim Traders and the `models` (named
 * by SHOP_MODELS), each made and stocked as a purchase would, in the order given. The shop holds each
 * model's id by its key and every serial's id by its number (`sn`). Read it inside tests and hooks.
 */
export function useShop<K extends keyof typeof SHOP_MODELS>(
  t: TestContext,
  models: Record<K, StockedModel>,
  o: { mobile?: string } = {},
): Shop<K> {
  const shop = { sn: {} } as Shop<K>;
  beforeEach(async () => {
    await t.reset();
    shop.customer = await makeParty(t.db, 'Rahim Traders', 1, o.mobile);
    shop.sn = {};
    for (const [key, m] of Object.entries(models) as [K, StockedModel][]) {
      const id = await makeModel(t.db, SHOP_MODELS[key], { serial: !!m.serials, warranty: m.warranty });
      Object.assign(shop, { [key]: id });
      Object.assign(shop.sn, await stockIn(t.db, { modelId: id, qty: m.qty, unitCost: m.cost, serials: m.serials }));
    }
  });
  return shop;
}

/** The must-show bill: 2 TVs at 1500 (`tvLine` names their serials as the test sends them) and 3 fans at 300, discount 100, 500 cash collected. */
export const mustShowBill = (shop: Shop<'tv' | 'fan'>, tvLine: object, over: object = {}) => ({
  inv_date: '2026-03-05',
  cus_id: shop.customer,
  inv_disc: 100,
  collect: 500,
  collect_type: 'Cash',
  items: [
    { m_id: shop.tv, unit_price: 1500, ...tvLine },
    { m_id: shop.fan, qty: 3, unit_price: 300 },
  ],
  ...over,
});

/** A bill's voucher, as voucherLines gives it: Dr Receivable the grand total, Dr Discount Allowed the discount, Cr Sales the sub-total; the goods out at cost. */
export const billVoucher = (customer: number, v: { grand: number; disc: number; subTotal: number; cost: number }) => [
  [LEDGER.receivable, customer, v.grand, 0],
  [LEDGER.discountAllowed, customer, v.disc, 0],
  [LEDGER.sales, null, 0, v.subTotal],
  [LEDGER.costOfGoodsSold, null, v.cost, 0],
  [LEDGER.inventory, null, 0, v.cost],
];

/** The lines of a sales return's voucher that credit the customer: Dr Sales Returns the value, Cr Discount Allowed its share of the bill's discount, Cr Receivable the rest. */
export const returnCredit = (customer: number, value: number, disc: number, credited: number) => [
  [LEDGER.salesReturns, null, value, 0],
  [LEDGER.discountAllowed, customer, 0, disc],
  [LEDGER.receivable, customer, 0, credited],
];

/** The lines of a sales return's voucher that put its goods back in stock at cost. */
export const goodsBack = (cost: number) => [
  [LEDGER.inventory, null, cost, 0],
  [LEDGER.costOfGoodsSold, null, 0, cost],
];

export async function stockOf(db: Executor, modelId: number): Promise<{ qty: number; value: number }> {
  const r = await one<{ qty: number; value: number }>(db, sql`select qty::float8 as qty, value::float8 as value from model_stock where model_id = ${modelId}`);
  return r ?? { qty: 0, value: 0 };
}

export async function serialStates(db: Executor, modelId: number): Promise<Record<string, number>> {
  const r = await rows<{ sl_no: string; status: number }>(db, sql`select sl_no, status from serials where model_id = ${modelId} order by sl_no`);
  return Object.fromEntries(r.map((x) => [x.sl_no, x.status]));
}

/** The lines of a voucher as [ledger, party, debit, credit]. */
export async function voucherLines(db: Executor, vcNo: string) {
  const r = await rows<{ ledger_id: number; party_id: number | null; debit: number; credit: number }>(
    db,
    sql`select ledger_id, party_id, debit::float8 as debit, credit::float8 as credit from voucher_lines where vc_no = ${vcNo} order by id`,
  );
  return r.map((l) => [l.ledger_id, l.party_id, l.debit, l.credit]);
}

export async function ledgerNet(db: Executor, ledgerId: number): Promise<number> {
  const r = await one<{ n: number }>(db, sql`select coalesce(sum(debit - credit), 0)::float8 as n from voucher_lines where ledger_id = ${ledgerId}`);
  return r!.n;
}

export async function countOf(db: Executor, table: string): Promise<number> {
  const r = await one<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return r!.n;
}

/** The VAT settings of the VAT tests' shop: registered, a BIN, 15 % by default and a signatory. */
export const VAT_SHOP_SETTINGS = { vat_registered: true, bin: '0012345678901', default_rate: 15, signatory_name: 'Karim Ahmed', signatory_designation: 'Manager' };

/** Registers the shop for VAT: the TV at the default 15 %, the fan at 5 %, rice exempt. */
export async function registerShopForVat(
  api: (method: 'PUT', url: string, payload?: object) => Promise<{ status: number }>,
  shop: { fan: number; rice: number },
): Promise<void> {
  expect((await api('PUT', '/vat/settings', VAT_SHOP_SETTINGS)).status).toBe(200);
  expect((await api('PUT', `/vat/rates/model/${shop.fan}`, { vat_rate: 5 })).status).toBe(200);
  expect((await api('PUT', `/vat/rates/model/${shop.rice}`, { vat_exempt: true })).status).toBe(200);
}
