// Ten years (or `days`) of a distributor's business, made through the API's own routes and services,
// so every invariant of the books holds. At scale 1: 5,000 models in 300 categories, 2,000
// customers, 300 suppliers, 150,000 purchases, 400,000 bills with about 1.2 million lines (a third
// serial-tracked), returns, collections, payments and hand vouchers. Progress is kept day by day in
// the database (bench_state), so a run that stops can be started again and resumes.
import { sql, rows, one, type Executor } from '../src/server/db/client.js';
import { SERIAL_STATUS } from '../src/server/stock/serials.js';
import { todayInDhaka } from '../src/domain/dates.js';
import { rng, type Caller } from './harness.js';

export const YEARS = 10;
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Yearly volumes at scale 1, and the masters. */
const AT_SCALE_1 = {
  models: 5000,
  categories: 300,
  customers: 2000,
  suppliers: 300,
  purchases: 150_000,
  bills: 400_000,
  salesReturns: 8_000,
  purchaseReturns: 2_000,
  collections: 40_000,
  payments: 30_000,
  vouchers: 10_000,
};

interface Masters {
  start: string;
  models: { id: number; srl: boolean; base: number }[];
  customers: number[];
  suppliers: number[];
  banks: number[];
  expenses: number[];
}

export interface GenerateOptions {
  db: Executor;
  call: Caller['call'];
  scale: number;
  /** How many days of business, ending today; ten years by default. */
  days?: number;
  /** Documents in flight at once. */
  workers?: number;
  log?: (line: string) => void;
}

/** Generates (or resumes generating) the business; returns the API's refusals by kind. */
export async function generateBusiness(opts: GenerateOptions): Promise<Record<string, number>> {
  const { db, scale } = opts;
  const workers = opts.workers ?? 4;
  const DAYS = opts.days ?? YEARS * 365;
  const log = opts.log ?? (() => undefined);
  const n = (k: keyof typeof AT_SCALE_1, min: number) => Math.max(min, Math.round(AT_SCALE_1[k] * scale));
  const perDay = (k: keyof typeof AT_SCALE_1) => (AT_SCALE_1[k] * scale) / (YEARS * 365);

  await db.execute(sql`create table if not exists bench_state (key text primary key, value jsonb not null)`);
  const getState = async <T>(key: string) => (await one<{ value: T }>(db, sql`select value from bench_state where key = ${key}`))?.value;
  const setState = (key: string, value: unknown) =>
    db.execute(
      sql`insert into bench_state (key, value) values (${key}, ${JSON.stringify(value)}::jsonb) on conflict (key) do update set value = excluded.value`,
    );

  /** Calls the API; a refusal (4xx) is counted, anything else stops the run. */
  const refused = new Map<string, number>();
  async function must(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
    const r = await opts.call(method, url, body);
    if (r.status >= 500) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.json)}`);
    if (r.status >= 400) {
      const key = `${url.split('?')[0]} ${r.status} ${String(r.json?.message).replace(/\d+/g, '#')}`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
      return null;
    }
    return r.json;
  }

  /** Runs the tasks with `workers` in flight at once. */
  async function pool<T>(tasks: (() => Promise<T>)[], width = workers): Promise<void> {
    let i = 0;
    await Promise.all(
      Array.from({ length: Math.min(width, tasks.length) }, async () => {
        while (i < tasks.length) await tasks[i++]();
      }),
    );
  }

  // ---- masters -----------------------------------------------------------------------------------

  async function createMasters(): Promise<Masters> {
    const r = rng(1);
    const start = addDays(todayInDhaka(), -(DAYS - 1));
    const nCategories = n('categories', 6);
    const nGroups = Math.max(2, Math.round(nCategories / 30));
    const categories: { g: number; b: number; c: number }[] = [];
    for (let g = 0; g < nGroups; g++) {
      const gId = (await must('POST', '/product_group_post', { name: `Group ${g + 1}` })).data.id;
      const brands: number[] = [];
      for (let b = 0; b < 3; b++) brands.push((await must('POST', '/product_brand_post', { name: `Brand ${g + 1}.${b + 1}`, g_id: gId })).data.id);
      for (let c = 0; c < Math.ceil(nCategories / nGroups); c++) {
        const bId = brands[c % 3];
        const cId = (await must('POST', '/product_category_post', { name: `Category ${g + 1}.${c + 1}`, g_id: gId, b_id: bId })).data.id;
        categories.push({ g: gId, b: bId, c: cId });
      }
    }
    const models: Masters['models'] = [];
    await pool(
      Array.from({ length: n('models', 30) }, (_, i) => async () => {
        const cat = categories[i % categories.length];
        const srl = i % 3 === 0;
        const saved = await must('POST', '/product_model_post', {
          name: `Model ${String(i + 1).padStart(5, '0')}`,
          g_id: cat.g,
          b_id: cat.b,
          c_id: cat.c,
          pro_code: `P${i + 1}`,
          srl_avl: srl ? 1 : 0,
          warranty: srl ? '1 year' : '',
        });
        models.push({ id: saved.data.id, srl, base: r.int(5, 500) * 100 });
      }),
    );
    const party = (type: number, prefix: string, i: number) => async () =>
      (
        await must('POST', '/party_post', {
          type,
          name: `${prefix} ${String(i + 1).padStart(4, '0')}`,
          mobile: `017${String(10_000_000 + i).slice(-8)}`,
          address: 'Dhaka',
          zone: `Zone ${(i % 12) + 1}`,
        })
      ).data.id as number;
    const customers: number[] = [];
    const suppliers: number[] = [];
    await pool(Array.from({ length: n('customers', 20) }, (_, i) => async () => void customers.push(await party(1, 'Customer', i)())));
    await pool(Array.from({ length: n('suppliers', 5) }, (_, i) => async () => void suppliers.push(await party(2, 'Supplier', i)())));
    const banks: number[] = [];
    for (const [name, branch] of [
      ['Sonali Bank', 'Motijheel'],
      ['Dutch-Bangla Bank', 'Dilkusha'],
      ['BRAC Bank', 'Gulshan'],
    ])
      banks.push((await must('POST', '/bank_post', { name, branch })).data.id);
    const expenses: number[] = [];
    for (const name of ['Office Rent', 'Staff Salary', 'Electricity Bill', 'Transport', 'Entertainment'])
      expenses.push((await must('POST', '/ledger_post', { m_id: 7, s_id: 9, name, amount: 0, open_date: start })).data.id);
    models.sort((x, y) => x.id - y.id);
    return { start, models, customers: customers.sort((x, y) => x - y), suppliers: suppliers.sort((x, y) => x - y), banks, expenses };
  }

  // ---- what the generator remembers between documents ---------------------------------------------

  const stock = new Map<number, number>();
  const serialPool = new Map<number, number[]>();
  const handedOut = new Set<number>();
  const recentSales: number[] = [];
  const recentPurchases: number[] = [];
  const nonce = Date.now().toString(36);
  let serialSeq = 0;

  async function loadStock() {
    for (const s of await rows<{ model_id: number; qty: string }>(db, sql`select model_id, qty from model_stock`))
      stock.set(s.model_id, Math.floor(Number(s.qty)));
  }

  /** In-stock serials of a model that no bill in flight has taken. */
  async function takeSerials(modelId: number, k: number): Promise<number[]> {
    let list = serialPool.get(modelId) ?? [];
    if (list.length < k) {
      const ids = await rows<{ id: number }>(db, sql`select id from serials where model_id = ${modelId} and status = ${SERIAL_STATUS.inStock} order by id`);
      list = ids.map((x) => x.id).filter((id) => !handedOut.has(id));
      serialPool.set(modelId, list);
    }
    const taken = list.splice(0, k);
    for (const id of taken) handedOut.add(id);
    return taken;
  }

  const remember = (list: number[], id: number) => {
    list.push(id);
    if (list.length > 400) list.shift();
  };

  // ---- one day ------------------------------------------------------------------------------------

  type R = ReturnType<typeof rng>;

  function purchaseTask(m: Masters, r: R, date: string) {
    // Restock what runs low: most lines go to the models with the least stock among a few picked.
    const lines = new Map<number, { m_id: number; qty: number; unit_price: number; serial: string[] }>();
    const nLines = r.int(1, 3);
    for (let k = 0; k < nLines; k++) {
      const candidates = [r.pick(m.models), r.pick(m.models), r.pick(m.models)];
      const model = candidates.sort((x, y) => (stock.get(x.id) ?? 0) - (stock.get(y.id) ?? 0))[0];
      if (lines.has(model.id)) continue;
      const qty = model.srl ? r.int(3, 10) : r.int(5, 25);
      const serial = model.srl ? Array.from({ length: qty }, () => `SN-${model.id}-${nonce}-${++serialSeq}`) : [];
      lines.set(model.id, { m_id: model.id, qty, unit_price: Math.round(model.base * (0.9 + r.next() * 0.15)), serial });
    }
    const items = [...lines.values()];
    const total = items.reduce((s, i) => s + i.qty * i.unit_price, 0);
    const paid = r.chance(0.3) ? total : r.chance(0.3) ? Math.round(total / 2) : 0;
    const supplier = r.pick(m.suppliers);
    return async () => {
      const saved = await must('POST', '/create_purchase', { pu_date: date, supp_id: supplier, supp_inv: `SI-${nonce}-${++serialSeq}`, paid, items });
      if (!saved) return;
      for (const i of items) stock.set(i.m_id, (stock.get(i.m_id) ?? 0) + i.qty);
      remember(recentPurchases, saved.purchaseId);
    };
  }

  function billTask(m: Masters, r: R, date: string) {
    const customer = m.customers[Math.floor(Math.pow(r.next(), 2) * m.customers.length)];
    const want = r.int(1, 5);
    const picks: { model: Masters['models'][number]; qty: number; price: number }[] = [];
    for (let tries = 0; picks.length < want && tries < want * 4; tries++) {
      const model = r.pick(m.models);
      const qty = model.srl ? r.int(1, 2) : r.int(1, 4);
      if ((stock.get(model.id) ?? 0) < qty || picks.some((p) => p.model.id === model.id)) continue;
      stock.set(model.id, stock.get(model.id)! - qty);
      picks.push({ model, qty, price: Math.round(model.base * (1.1 + r.next() * 0.15)) });
    }
    const discount = r.chance(0.2) ? r.int(1, 20) * 10 : 0;
    const how = r.next();
    const bankId = r.pick(m.banks);
    return async () => {
      if (!picks.length) return;
      const items = [];
      for (const p of picks) {
        const serial = p.model.srl ? await takeSerials(p.model.id, p.qty) : [];
        if (p.model.srl && serial.length < p.qty) continue;
        items.push({ m_id: p.model.id, qty: p.qty, unit_price: p.price, serial });
      }
      if (!items.length) return;
      const total = items.reduce((s, i) => s + i.qty * i.unit_price, 0) - discount;
      const collect = how < 0.5 ? total : how < 0.65 ? Math.round(total / 3) : 0;
      const cheque = how >= 0.58 && how < 0.65;
      const saved = await must('POST', '/create_sales', {
        inv_date: date,
        cus_id: customer,
        inv_disc: Math.min(discount, total),
        collect,
        collect_type: cheque ? 'Cheque' : 'Cash',
        ...(cheque ? { bankId, chqNo: `CHQ${serialSeq++}`, chqDate: date } : {}),
        items,
      });
      if (saved) remember(recentSales, saved.saleId);
      else for (const i of items) stock.set(i.m_id, (stock.get(i.m_id) ?? 0) + i.qty);
    };
  }

  function salesReturnTask(m: Masters, r: R, date: string) {
    const saleId = recentSales.length ? r.pick(recentSales) : 0;
    return async () => {
      if (!saleId) return;
      const detail = await must('GET', `/both_sales_item?inv=${saleId}`);
      const line = detail?.data?.[0];
      if (!line) return;
      const sale = detail.master ?? {};
      const serial = line.returnable_serial?.length ? [line.returnable_serial[0].srl_id] : [];
      if (!serial.length && line.serial?.length) return;
      const saved = await must('POST', '/create_sales_return', {
        return_date: date,
        cuss_id: sale.cus_id ?? line.cus_id,
        inv_no_id: saleId,
        items: [{ inv_item_id: line.id, r_qty: 1, r_unit: line.unit_price, serial }],
      });
      if (saved) stock.set(line.m_id, (stock.get(line.m_id) ?? 0) + 1);
    };
  }

  function purchaseReturnTask(m: Masters, r: R, date: string) {
    const purchaseId = recentPurchases.length ? r.pick(recentPurchases) : 0;
    return async () => {
      if (!purchaseId) return;
      const detail = await must('GET', `/both_purchase?pId=${purchaseId}`);
      const line = (detail?.data ?? []).find((l: { serial?: unknown[] }) => !l.serial?.length);
      if (!line || (stock.get(line.m_id) ?? 0) < 1) return;
      stock.set(line.m_id, stock.get(line.m_id)! - 1);
      const saved = await must('POST', '/create_purchase_return', {
        return_date: date,
        supp_id: line.supp_id,
        pu_no_id: purchaseId,
        items: [{ pu_item_id: line.id, r_qty: 1, r_unit: line.unit_price }],
      });
      if (!saved) stock.set(line.m_id, stock.get(line.m_id)! + 1);
    };
  }

  function collPayTask(m: Masters, r: R, date: string, kind: 1 | 2) {
    const party = kind === 2 ? r.pick(m.customers) : r.pick(m.suppliers);
    const cheque = r.chance(0.3);
    const amount = r.int(10, 500) * 100;
    const bankId = r.pick(m.banks);
    return async () =>
      void (await must('POST', '/collPay_post', {
        coll_pay_type: kind,
        supp_id: party,
        date,
        cash_bank_type: cheque ? 'Cheque' : 'Cash',
        amount,
        ...(cheque ? { bankId, chqNo: `CHQ${serialSeq++}`, chqDate: date } : {}),
      }));
  }

  function voucherTask(m: Masters, r: R, date: string) {
    const ledger = r.pick(m.expenses);
    const amount = r.int(5, 300) * 100;
    const post = r.chance(0.95);
    return async () => {
      const saved = await must('POST', '/voucher_post', {
        vc_date: date,
        vc_type: 2,
        lines: [
          { ledger_id: ledger, debit: amount, credit: 0, narr: 'Office expense' },
          { ledger_id: 7, debit: 0, credit: amount, narr: 'Office expense' },
        ],
      });
      if (saved && post) await must('PUT', `/vc_posting/${encodeURIComponent(saved.data?.vc_no ?? saved.vc_no)}`);
    };
  }

  async function generateDay(m: Masters, day: number): Promise<number> {
    const r = rng(day * 7919 + 17);
    const date = addDays(m.start, day);
    const purchases = Array.from({ length: r.count(perDay('purchases')) }, () => purchaseTask(m, r, date));
    await pool(purchases);
    const bills = Array.from({ length: r.count(perDay('bills')) }, () => billTask(m, r, date));
    await pool(bills);
    const rest = [
      ...Array.from({ length: r.count(perDay('salesReturns')) }, () => salesReturnTask(m, r, date)),
      ...Array.from({ length: r.count(perDay('purchaseReturns')) }, () => purchaseReturnTask(m, r, date)),
      ...Array.from({ length: r.count(perDay('collections')) }, () => collPayTask(m, r, date, 2)),
      ...Array.from({ length: r.count(perDay('payments')) }, () => collPayTask(m, r, date, 1)),
      ...Array.from({ length: r.count(perDay('vouchers')) }, () => voucherTask(m, r, date)),
    ];
    await pool(rest);
    return purchases.length + bills.length + rest.length;
  }

  // ---- run -------------------------------------------------------------------------------------

  let masters = await getState<Masters>('masters');
  const savedScale = await getState<number>('scale');
  if (savedScale !== undefined && savedScale !== scale) throw new Error(`This database holds scale ${savedScale}; use another database for scale ${scale}`);
  if (!masters) {
    log(`Creating masters for scale ${scale}...`);
    masters = await createMasters();
    await setState('masters', masters);
    await setState('scale', scale);
  }
  await loadStock();
  let day = ((await getState<number>('lastDay')) ?? -1) + 1;
  if (day > 0) log(`Resuming at day ${day} of ${DAYS}`);
  let docs = 0;
  const t0 = Date.now();
  const firstDay = day;
  for (; day < DAYS; day++) {
    docs += await generateDay(masters, day);
    await setState('lastDay', day);
    if (day % 30 === 29 || day === DAYS - 1) {
      const secs = (Date.now() - t0) / 1000;
      const eta = (secs / (day + 1 - firstDay)) * (DAYS - day - 1);
      log(
        `day ${day + 1}/${DAYS} (${addDays(masters.start, day)}): ${docs} documents, ${(docs / secs).toFixed(0)}/s, ${secs.toFixed(0)} s, about ${(eta / 60).toFixed(0)} min left`,
      );
    }
  }
  return Object.fromEntries(refused);
}
