// Test data for the purchase, purchase return and stock tests: catalogue rows and parties written
// straight to the tables, a simulated sale, JSON calls and a digest of every row a purchase touches.
import { inTransaction, one, rows, sql, type Executor } from '../../src/server/db/client.js';
import { issue } from '../../src/server/stock/stock.js';
import { moveSerials, SERIAL_STATUS } from '../../src/server/stock/serials.js';
import { post } from '../../src/server/ledger/ledger.js';
import { LEDGER } from '../../src/server/ledger/accounts.js';
import { beforeEach } from 'vitest';
import type { TestContext } from './testApp.js';
import { SERIES_IN_USE } from '../../src/server/numbering/numbering.js';
import { SOURCE } from '../../src/server/ledger/sources.js';

/** A model under group "Electronics", brand "Walton", category "Television" (created once per reset). */
export async function makeModel(db: Executor, name: string, opts: { serial?: boolean } = {}): Promise<number> {
  const id = async (q: ReturnType<typeof sql>) => (await one<{ id: number }>(db, q))!.id;
  const g =
    (await one<{ id: number }>(db, sql`select id from product_groups where name = 'Electronics'`))?.id ??
    (await id(sql`insert into product_groups (name) values ('Electronics') returning id`));
  const b =
    (await one<{ id: number }>(db, sql`select id from product_brands where name = 'Walton'`))?.id ??
    (await id(sql`insert into product_brands (name, g_id) values ('Walton', ${g}) returning id`));
  const c =
    (await one<{ id: number }>(db, sql`select id from product_categories where name = 'Television'`))?.id ??
    (await id(sql`insert into product_categories (name, g_id, b_id) values ('Television', ${g}, ${b}) returning id`));
  return id(sql`insert into product_models (name, g_id, b_id, c_id, srl_avl) values (${name}, ${g}, ${b}, ${c}, ${opts.serial ? 1 : 0}) returning id`);
}

export async function makeParty(db: Executor, name: string, type: 1 | 2 | 3 = 2, mobile = '01711000000'): Promise<number> {
  return (await one<{ id: number }>(db, sql`insert into parties (type, name, mobile) values (${type}, ${name}, ${mobile}) returning id`))!.id;
}

/** The models the purchasing tests buy, by the key the tests name them with. */
const PURCHASING_MODELS = { tv: { name: 'LED 32', serial: true }, cable: { name: 'HDMI Cable' }, fan: { name: 'Ceiling Fan' } };

/**
 * Before each test: the database emptied, then the `models` made in the order given (the TV tracked
 * by serial) and the supplier Rahim Traders. The shop holds their ids; read it inside tests and hooks.
 */
export function usePurchasingShop<K extends keyof typeof PURCHASING_MODELS>(t: TestContext, models: K[], supplierMobile?: string) {
  const shop = {} as Record<K | 'supplier', number>;
  beforeEach(async () => {
    await t.reset();
    for (const key of models) shop[key] = await makeModel(t.db, PURCHASING_MODELS[key].name, { serial: 'serial' in PURCHASING_MODELS[key] });
    shop.supplier = await makeParty(t.db, 'Rahim Traders', 2, supplierMobile);
  });
  return shop;
}

/** A sale as the sales feature would write it: stock out at average cost, serials sold, Dr COGS / Cr Inventory. */
export async function simulateSale(db: Executor, saleId: number, modelId: number, qty: number, serialIds: number[] = []) {
  await inTransaction(db, async (tx) => {
    const src = { type: SOURCE.sale, id: saleId };
    const out = await issue(tx, { modelId, date: '2026-03-10', qty, source: src });
    if (serialIds.length) await moveSerials(tx, { modelId, serialIds, from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: src });
    await post(tx, { vcType: 1, vcDate: '2026-03-10', source: src, lines: [{ ledgerId: LEDGER.costOfGoodsSold, debit: out.value }, { ledgerId: LEDGER.inventory, credit: out.value }] });
  });
}

/** JSON calls as the signed-in admin. */
export function client(t: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.admin, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    del: (url: string, body?: unknown) => call('DELETE', url, body),
  };
}

const DIGEST_TABLES = [
  'purchases', 'purchase_items', 'purchase_item_serials', 'purchase_returns', 'purchase_return_items', 'purchase_return_serials',
  'serials', 'stock_movements', 'model_stock', 'voucher_lines',
];



/** Every row a purchase or a return can write, to prove that a refused call wrote nothing. */
export async function digest(db: Executor): Promise<string> {
  const parts: unknown[] = [];
  for (const table of DIGEST_TABLES) parts.push(await rows(db, sql.raw(`select * from ${table} order by 1, 2`)));
  parts.push(await rows(db, sql.raw(`select * from (${SERIES_IN_USE}) s where used > 0 order by key`)));
  return JSON.stringify(parts);
}

export interface LineRow {
  vc_no: string;
  vc_type: number;
  ledger_id: number;
  party_id: number | null;
  acc_type: number | null;
  debit: string;
  credit: string;
}

/** The voucher lines a document posted, in order. */
export function linesOf(db: Executor, sourceType: string, sourceId: number): Promise<LineRow[]> {
  return rows<LineRow>(
    db,
    sql`select vc_no, vc_type, ledger_id, party_id, acc_type, debit, credit from voucher_lines
        where source_type = ${sourceType} and source_id = ${sourceId} order by id`,
  );
}

export async function trialBalance(db: Executor): Promise<{ debit: string; credit: string }> {
  return (await one<{ debit: string; credit: string }>(db, sql`select coalesce(sum(debit), 0)::numeric(18, 2)::text as debit, coalesce(sum(credit), 0)::numeric(18, 2)::text as credit from voucher_lines`))!;
}

export async function serialStates(db: Executor, modelId: number): Promise<Record<string, number>> {
  const found = await rows<{ sl_no: string; status: number }>(db, sql`select sl_no, status from serials where model_id = ${modelId} order by sl_no`);
  return Object.fromEntries(found.map((s) => [s.sl_no, s.status]));
}
