// What the clients do: purchases (plain and serial goods), sales that race for the same serials,
// sales returns, purchase returns, collections, payments, and edits of bills, purchases and
// collections. Every document a server acknowledged is remembered, to prove none was lost.
import { todayInDhaka } from '../../src/domain/dates.js';
import type { Call } from './http.js';

export interface Masters {
  plainModels: number[];
  serialModels: number[];
  suppliers: number[];
  customers: number[];
}

/** Documents the servers acknowledged (2xx), by table. */
export interface Acknowledged {
  purchases: Set<number>;
  sales: Set<number>;
  sales_returns: Set<number>;
  purchase_returns: Set<number>;
  coll_pay: Set<number>;
}

export const newAcknowledged = (): Acknowledged => ({
  purchases: new Set(),
  sales: new Set(),
  sales_returns: new Set(),
  purchase_returns: new Set(),
  coll_pay: new Set(),
});

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const anyOf = <T>(set: Set<T>): T | undefined => (set.size ? pick([...set]) : undefined);
let serialNo = 0;
const newSerial = () => `LF-${process.pid}-${Date.now().toString(36)}-${++serialNo}`;

const ok = (r: { status: number } | undefined) => r !== undefined && r.status < 300;

/** Masters and opening stock, made once through the API before the clients start. */
export async function setUp(call: Call, serialsPerModel: number): Promise<Masters> {
  const must = async (method: string, url: string, body: unknown) => {
    const r = await call(method, url, body);
    if (!ok(r)) throw new Error(`set-up failed: ${method} ${url} → ${r?.status} ${JSON.stringify(r?.body)}`);
    return r!.body;
  };
  const tag = Date.now().toString(36);
  const g = (await must('POST', '/product_group_post', { name: `Load ${tag}` })).data.id;
  const model = async (name: string, srl: number) =>
    (await must('POST', '/product_model_post', { name: `${name} ${tag}`, g_id: g, srl_avl: srl })).data.id as number;
  const plainModels = [await model('Fan', 0), await model('Iron', 0), await model('Kettle', 0), await model('Blender', 0)];
  const serialModels = [await model('Phone A', 1), await model('Phone B', 1), await model('TV C', 1)];
  const party = async (name: string, type: number) =>
    (await must('POST', '/party_post', { type, name: `${name} ${tag}`, mobile: '01700000000' })).data.id as number;
  const suppliers = [await party('Supplier 1', 2), await party('Supplier 2', 2)];
  const customers = [await party('Customer 1', 1), await party('Customer 2', 1), await party('Customer 3', 1), await party('Customer 4', 1)];
  const items = [
    ...plainModels.map((m) => ({ m_id: m, qty: 200, unit_price: 1000 })),
    ...serialModels.map((m) => ({ m_id: m, qty: serialsPerModel, unit_price: 9000, serial: Array.from({ length: serialsPerModel }, newSerial) })),
  ];
  await must('POST', '/create_purchase', { pu_date: todayInDhaka(), supp_id: suppliers[0], supp_inv: `OPEN-${tag}`, items, paid: 0 });
  return { plainModels, serialModels, suppliers, customers };
}

type Op = (call: Call, m: Masters, ack: Acknowledged) => Promise<void>;

const purchase: Op = async (call, m, ack) => {
  const serial = Math.random() < 0.5;
  const item = serial
    ? { m_id: pick(m.serialModels), qty: 2, unit_price: between(8500, 9500), serial: [newSerial(), newSerial()] }
    : { m_id: pick(m.plainModels), qty: between(1, 6), unit_price: between(900, 1100) };
  const r = await call('POST', '/create_purchase', {
    pu_date: todayInDhaka(),
    supp_id: pick(m.suppliers),
    supp_inv: `INV-${between(1, 1e6)}`,
    items: [item],
    paid: pick([0, 0, 500]),
  });
  if (ok(r)) ack.purchases.add(r!.body.purchaseId);
};

/** Sells one of the first three serials in stock: fifty clients pick from the same few. */
const saleOfSerial: Op = async (call, m, ack) => {
  const model = pick(m.serialModels);
  const found = await call('GET', `/all_serial_by_model?modelId=${model}&status=1&limit=3`);
  const serials: { id: number; sl_no: string }[] = found?.body?.data ?? [];
  if (!serials.length) return;
  const s = pick(serials);
  const r = await call('POST', '/create_sales', {
    inv_date: todayInDhaka(),
    cus_id: pick(m.customers),
    inv_disc: 0,
    collect: pick([0, 1000]),
    collect_type: 'Cash',
    items: [{ m_id: model, qty: 1, unit_price: between(11000, 13000), serial: [{ srl_id: s.id, sl_no: s.sl_no }] }],
  });
  if (ok(r)) ack.sales.add(r!.body.saleId);
};

const saleOfPlain: Op = async (call, m, ack) => {
  const r = await call('POST', '/create_sales', {
    inv_date: todayInDhaka(),
    cus_id: pick(m.customers),
    inv_disc: pick([0, 10, 50]),
    collect: 0,
    items: [{ m_id: pick(m.plainModels), qty: between(1, 4), unit_price: between(1200, 1500) }],
  });
  if (ok(r)) ack.sales.add(r!.body.saleId);
};

const salesReturn: Op = async (call, _m, ack) => {
  const id = anyOf(ack.sales);
  if (!id) return;
  const bill = await call('GET', `/both_sales_item?inv=${id}`);
  const line = bill?.body?.data?.find((l: { returnable_qty: number }) => l.returnable_qty > 0);
  if (!line) return;
  const serial = line.returnable_serial.length ? [line.returnable_serial[0].srl_id] : undefined;
  const r = await call('POST', '/create_sales_return', {
    return_date: todayInDhaka(),
    cuss_id: bill!.body.master.cus_id,
    inv_no_id: id,
    items: [{ inv_item_id: line.id, r_qty: 1, r_unit: 0, serial }],
  });
  if (ok(r)) ack.sales_returns.add(r!.body.returnId);
};

const purchaseReturn: Op = async (call, _m, ack) => {
  const id = anyOf(ack.purchases);
  if (!id) return;
  const doc = await call('GET', `/both_purchase?pId=${id}`);
  const line = doc?.body?.data?.[0];
  if (!line) return;
  const inStock = (line.serial as { id: number; status: number }[]).filter((s) => s.status === 1);
  if (line.srl && !inStock.length) return;
  const r = await call('POST', '/create_purchase_return', {
    return_date: todayInDhaka(),
    supp_id: doc!.body.master.supp_id,
    pu_no_id: id,
    items: [{ pu_item_id: line.id, r_qty: 1, r_unit: line.unit_price, serial: line.srl ? [inStock[0].id] : [] }],
  });
  if (ok(r)) ack.purchase_returns.add(r!.body.returnId);
};

const collection =
  (kind: 'collection' | 'payment'): Op =>
  async (call, m, ack) => {
    const r = await call('POST', '/collPay_post', {
      coll_pay_type: kind === 'collection' ? 2 : 1,
      supp_id: pick(kind === 'collection' ? m.customers : m.suppliers),
      date: todayInDhaka(),
      cash_bank_type: 'Cash',
      amount: between(50, 800),
    });
    if (ok(r)) ack.coll_pay.add(r!.body.data.id);
  };

const editCollection: Op = async (call, _m, ack) => {
  const id = anyOf(ack.coll_pay);
  if (!id) return;
  const cur = await call('GET', `/collPay/${id}`);
  const rec = cur?.body?.data;
  if (!rec) return;
  await call('PATCH', `/collPay_edit/${id}`, {
    coll_pay_type: rec.coll_pay_type,
    supp_id: rec.supp_id,
    date: rec.date,
    cash_bank_type: 'Cash',
    amount: between(50, 800),
    rmks: 'edited under load',
  });
};

/** Sends a bill back as the edit form would, one price changed. */
const editSale: Op = async (call, _m, ack) => {
  const id = anyOf(ack.sales);
  if (!id) return;
  const bill = await call('GET', `/both_sales_item?inv=${id}`);
  if (!bill?.body?.master) return;
  const { master, data } = bill.body;
  await call('PATCH', `/sales_update/${id}`, {
    inv_date: master.inv_date,
    cus_id: master.cus_id,
    inv_disc: master.inv_disc,
    collect: master.collect,
    collect_type: master.collect_type ?? 'Cash',
    items: data.map((l: { m_id: number; qty: number; unit_price: number; serial: { srl_id: number; sl_no: string }[] }, i: number) => ({
      m_id: l.m_id,
      qty: l.qty,
      unit_price: i === 0 ? l.unit_price + 1 : l.unit_price,
      serial: l.serial,
    })),
  });
};

/** Sends a purchase back as the edit form would, one price changed. */
const editPurchase: Op = async (call, _m, ack) => {
  const id = anyOf(ack.purchases);
  if (!id) return;
  const doc = await call('GET', `/both_purchase?pId=${id}`);
  if (!doc?.body?.master) return;
  const { master, data } = doc.body;
  await call('PATCH', `/purchase_update/${id}`, {
    pu_date: master.pu_date,
    supp_id: master.supp_id,
    supp_inv: master.supp_inv,
    paid: master.paid,
    items: data.map((l: { id: number; m_id: number; qty: number; unit_price: number; serial: { sl_no: string }[] }, i: number) => ({
      id: l.id,
      m_id: l.m_id,
      qty: l.qty,
      unit_price: i === 0 ? l.unit_price + 1 : l.unit_price,
      serial: l.serial.map((s) => s.sl_no),
    })),
  });
};

/** The mix, by weight. */
const MIX: [number, Op][] = [
  [20, purchase],
  [25, saleOfSerial],
  [12, saleOfPlain],
  [8, salesReturn],
  [5, purchaseReturn],
  [8, collection('collection')],
  [4, collection('payment')],
  [6, editCollection],
  [7, editSale],
  [5, editPurchase],
];
const TOTAL_WEIGHT = MIX.reduce((s, [w]) => s + w, 0);

export function nextOp(): Op {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [w, op] of MIX) if ((r -= w) < 0) return op;
  return MIX[0][1];
}

/** One client: operations one after another until the time is up. */
export async function runClient(call: Call, m: Masters, ack: Acknowledged, until: number): Promise<void> {
  while (Date.now() < until) await nextOp()(call, m, ack);
}
