// One trading fixture for the report tests, built only through the API calls of the document
// features: catalogue, parties, a bank, two purchases, two bills, a sales return, a purchase return,
// a collection, two payments and a stock adjustment. Used by the API tests (fixed dates) and the
// browser test (every date today, names made unique). The plan's numbers are plain constants, so a
// test can work out every report figure on its own.

/** The seven days the API tests build the fixture over. */
export const FIXTURE_DATES = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'];

/** Calls the API as a signed-in user; resolves to the reply's JSON and rejects on a non-2xx answer. */
export type ApiCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What happens, in order; `day` is an index into the fixture's seven dates. */
export const PLAN = {
  purchases: [
    {
      key: 'P1',
      day: 0,
      supplier: 'S1',
      paid: 2000,
      items: [
        { model: 'M1', qty: 10, price: 1000 },
        { model: 'M2', qty: 20, price: 500 },
      ],
    },
    {
      key: 'P2',
      day: 1,
      supplier: 'S2',
      paid: 0,
      items: [
        { model: 'M1', qty: 10, price: 1200 },
        { model: 'M3', qty: 5, price: 3000 },
      ],
    },
  ],
  sales: [
    {
      key: 'I1',
      day: 2,
      customer: 'C1',
      discount: 500,
      collect: 3000,
      items: [
        { model: 'M1', qty: 4, price: 1500 },
        { model: 'M2', qty: 5, price: 800 },
      ],
    },
    { key: 'I2', day: 3, customer: 'C2', discount: 0, collect: 0, items: [{ model: 'M3', qty: 2, price: 4000 }] },
  ],
  salesReturn: { day: 4, sale: 'I1', model: 'M1', qty: 1, price: 1500 },
  purchaseReturn: { day: 4, purchase: 'P2', model: 'M3', qty: 1, price: 3000 },
  collections: [{ day: 5, customer: 'C2', amount: 5000, type: 'Cheque' as const }],
  payments: [
    { day: 5, supplier: 'S1', amount: 4000, type: 'Cash' as const },
    { day: 5, supplier: 'S2', amount: 10000, type: 'Cheque' as const },
  ],
  adjustment: {
    day: 6,
    lines: [
      { model: 'M2', qty: 2, type: 'addition' as const },
      { model: 'M1', qty: 1, type: 'subtraction' as const },
    ],
  },
} as const;

export const MODELS = { M1: { name: 'TV 32', group: 'G1' }, M2: { name: 'Fan 56', group: 'G1' }, M3: { name: 'Chair X', group: 'G2' } } as const;
export const GROUPS = { G1: 'Electronics', G2: 'Furniture' } as const;
export const PARTIES = {
  S1: { name: 'Alpha Supply', type: 2 },
  S2: { name: 'Beta Supply', type: 2 },
  C1: { name: 'Rahim Traders', type: 1 },
  C2: { name: 'Karim Store', type: 1 },
} as const;

type ModelKey = keyof typeof MODELS;
type PartyKey = keyof typeof PARTIES;

export interface TradingFixture {
  dates: string[];
  /** The suffix of every name. */
  tag: string;
  /** Names as saved (with the tag). */
  names: { models: Record<ModelKey, string>; parties: Record<PartyKey, string>; groups: Record<keyof typeof GROUPS, string>; bank: string };
  models: Record<ModelKey, number>;
  parties: Record<PartyKey, number>;
  bankId: number;
  purchases: Record<string, number>;
  sales: Record<string, number>;
  salesReturnId: number;
  purchaseReturnId: number;
  adjustment: { id: number; adj_no: string };
}

async function catalogue(call: ApiCall, tag: string) {
  const groups = {} as Record<keyof typeof GROUPS, number>;
  const names = {} as TradingFixture['names'];
  names.groups = {} as Record<keyof typeof GROUPS, string>;
  names.models = {} as Record<ModelKey, string>;
  const models = {} as Record<ModelKey, number>;
  for (const [key, name] of Object.entries(GROUPS) as [keyof typeof GROUPS, string][]) {
    names.groups[key] = `${name}${tag}`;
    const g = (await call('POST', '/product_group_post', { name: names.groups[key] })).data.id;
    const b = (await call('POST', '/product_brand_post', { name: `Brand ${key}${tag}`, g_id: g })).data.id;
    const c = (await call('POST', '/product_category_post', { name: `Category ${key}${tag}`, g_id: g, b_id: b })).data.id;
    groups[key] = g;
    for (const [mk, m] of Object.entries(MODELS) as [ModelKey, (typeof MODELS)[ModelKey]][]) {
      if (m.group !== key) continue;
      names.models[mk] = `${m.name}${tag}`;
      models[mk] = (await call('POST', '/product_model_post', { name: names.models[mk], g_id: g, b_id: b, c_id: c })).data.id;
    }
  }
  return { models, names };
}

/** Builds the fixture; `dates` are the seven days the plan's `day` indexes, `tag` makes names unique. */
export async function buildTradingFixture(call: ApiCall, dates: string[], tag = ''): Promise<TradingFixture> {
  const { models, names } = await catalogue(call, tag);
  names.parties = {} as Record<PartyKey, string>;
  const parties = {} as Record<PartyKey, number>;
  for (const [key, p] of Object.entries(PARTIES) as [PartyKey, (typeof PARTIES)[PartyKey]][]) {
    names.parties[key] = `${p.name}${tag}`;
    parties[key] = (await call('POST', '/party_post', { type: p.type, name: names.parties[key], mobile: '01711000000' })).data.id;
  }
  names.bank = `Sonali Bank${tag}`;
  const bankId = (await call('POST', '/bank_post', { name: names.bank, branch: 'Motijheel' })).data.id;

  const purchases: Record<string, number> = {};
  for (const p of PLAN.purchases) {
    const items = p.items.map((i) => ({ m_id: models[i.model], qty: i.qty, unit_price: i.price }));
    const saved = await call('POST', '/create_purchase', { pu_date: dates[p.day], supp_id: parties[p.supplier], supp_inv: `SI-${p.key}`, paid: p.paid, items });
    purchases[p.key] = saved.purchaseId;
  }
  const sales: Record<string, number> = {};
  for (const s of PLAN.sales) {
    const items = s.items.map((i) => ({ m_id: models[i.model], qty: i.qty, unit_price: i.price }));
    const saved = await call('POST', '/create_sales', {
      inv_date: dates[s.day],
      cus_id: parties[s.customer],
      inv_disc: s.discount,
      collect: s.collect,
      collect_type: 'Cash',
      items,
    });
    sales[s.key] = saved.saleId ?? saved.saelsId;
  }

  /** Returns part of one model's line of a saved document: its lines read from `linesUrl`, the return saved at `createUrl`. */
  const returnOfLine = async (
    linesUrl: string,
    createUrl: string,
    head: object,
    itemKey: 'inv_item_id' | 'pu_item_id',
    r: { day: number; model: ModelKey; qty: number; price: number },
  ): Promise<number> => {
    const lines: { id: number; m_id: number }[] = (await call('GET', linesUrl)).data;
    const item = { [itemKey]: lines.find((l) => l.m_id === models[r.model])!.id, r_qty: r.qty, r_unit: r.price };
    return (await call('POST', createUrl, { return_date: dates[r.day], ...head, items: [item] })).returnId;
  };
  const sr = PLAN.salesReturn;
  const salesReturnId = await returnOfLine(`/both_sales_item?inv=${sales[sr.sale]}`, '/create_sales_return', { cuss_id: parties.C1, inv_no_id: sales[sr.sale] }, 'inv_item_id', sr);
  const pr = PLAN.purchaseReturn;
  const purchaseReturnId = await returnOfLine(`/both_purchase?pId=${purchases[pr.purchase]}`, '/create_purchase_return', { supp_id: parties.S2, pu_no_id: purchases[pr.purchase] }, 'pu_item_id', pr);

  /** A collection (2) or payment (1) of the plan, in cash or by the fixture's cheque. */
  const collPay = (coll_pay_type: 1 | 2, partyId: number, m: { day: number; type: 'Cash' | 'Cheque'; amount: number }) =>
    call('POST', '/collPay_post', {
      coll_pay_type,
      supp_id: partyId,
      date: dates[m.day],
      cash_bank_type: m.type,
      amount: m.amount,
      ...(m.type === 'Cheque' ? { bankId, chqNo: 'CHQ-1', chqDate: dates[5] } : {}),
    });
  for (const c of PLAN.collections) await collPay(2, parties[c.customer], c);
  for (const p of PLAN.payments) await collPay(1, parties[p.supplier], p);
  // A cheque reaches the bank when it clears (issue 22): the fixture's cheques clear on their own day.
  // (only the fixture's own: a shared database may hold other tests' cheques)
  const ours = new Set<number>(Object.values(parties));
  const open = (await call('GET', '/cheques')).data as { id: number; party_id: number; direction: string; state: string; chq_date: string }[];
  for (const c of open.filter((x) => ours.has(x.party_id) && (x.state === 'received' || x.state === 'issued')).sort((x, y) => x.id - y.id))
    for (const to of c.direction === 'received' ? ['deposited', 'cleared'] : ['cleared']) await call('POST', `/cheques/${c.id}/state`, { to, date: c.chq_date });

  const a = PLAN.adjustment;
  const adj = await call('POST', '/adjustment/create', {
    adj_date: dates[a.day],
    remarks: 'Year-end count',
    items: a.lines.map((l) => ({ m_id: models[l.model], adj_qty: l.qty, adj_type: l.type })),
  });
  return { dates, tag, names, models, parties, bankId, purchases, sales, salesReturnId, purchaseReturnId, adjustment: { id: adj.id, adj_no: adj.adj_no } };
}
