// Imports from files made here: each with one bad row refuses whole, naming the row and column, and
// saves nothing; the same file fixed imports, and the books (stock value, dues, the ledgers' openings,
// the trial balance) hold exactly the file's totals; the same file again is refused as duplicates.
// Junk, a zip bomb, an .xls, a file over the size cap and a sheet of 1,000 columns are refused with a
// clear message, and the server answers the next call.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { one, rows, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => t.reset());

type Grid = (string | number | Date | null)[][];

async function xlsx(grid: Grid): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of grid) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
const csv = (grid: Grid) =>
  Buffer.from(
    grid.map((r) => r.map((c) => (c === null ? '' : /[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',')).join('\n'),
  ).toString('base64');

const send = (kind: string, data: string, fileName = 'sheet.xlsx', extra: object = {}, preview = false, headers = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/import/${kind}${preview ? '/preview' : ''}`, headers, payload: { fileName, data, ...extra } });

/** The preview of an import (nothing saved): it must answer 200; its mapping, problems and rows. */
async function previewOf(kind: string, data: string, fileName: string, extra: object = {}) {
  const res = await send(kind, data, fileName, extra, true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Debits less credits of a ledger's posted lines. */
async function ledgerNet(id: number): Promise<number> {
  const r = await one<{ n: string }>(t.db, sql`select coalesce(sum(debit - credit), 0) as n from voucher_lines where ledger_id = ${id} and post_status = 1`);
  return Number(r!.n);
}
const count = async (table: string) => Number((await one<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))!.n);

async function trialBalanced() {
  const tb = (await t.app.inject({ method: 'GET', url: '/api/trail_balance', headers: t.admin })).json();
  expect(tb.totalDebit).toBe(tb.totalCredit);
  return tb;
}

const MODEL_HEAD = ['Group', 'Brand', 'Category', 'Model', 'Code', 'Unit', 'Opening Quantity', 'Opening Rate', 'Serial Numbers', 'Sale Price'];

describe('catalogue import', () => {
  const rowsOf = (rate3: string | number): Grid => [
    MODEL_HEAD,
    ['Electronics', 'Walton', 'Television', 'TV 32', 'TV-32', 'pcs', 3, 15000, 'SN-1, SN-2, SN-3', 18500],
    ['Electronics', 'Walton', 'Fan', 'Fan 56', 'FAN-56', 'pcs', 10, 2500.5, ''],
    ['Furniture', 'Hatil', 'Chair', 'Chair X', 'CH-X', 'pcs', 4, rate3, ''],
    ['Furniture', 'Hatil', 'Chair', 'Chair Y', '', 'kg', '', '', ''],
  ];

  it('refuses the whole file for one bad row, naming it, then imports it fixed with the stock and books at the file totals', async () => {
    const models = await count('product_models');
    const bad = await xlsx(rowsOf('1,2x0'));
    const p = await previewOf('models', bad, 'models.xlsx');
    expect(p.mapping).toMatchObject({ group: 'Group', model: 'Model', code: 'Code', opening_qty: 'Opening Quantity', serials: 'Serial Numbers' });
    expect(p.rowCount).toBe(4);
    expect(p.problems).toEqual([{ row: 4, column: 'Opening Rate', message: 'Opening Rate "1,2x0" is not a number' }]);
    expect(p.preview[0].values.model).toBe('TV 32');

    const refused = await send('models', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Nothing was imported. Row 4, column Opening Rate: Opening Rate "1,2x0" is not a number');
    expect(await count('product_models')).toBe(models);
    expect(await count('serials')).toBe(0);

    const fixed = await xlsx(rowsOf(1200));
    const done = await send('models', fixed);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ kind: 'models', rows: 4, summary: { models: 4, serials: 3, openingQty: 17, openingValue: 74805 } });
    // 3 × 15,000 + 10 × 2,500.50 + 4 × 1,200 = 74,805.00
    expect(await ledgerNet(2)).toBe(74805);
    expect(await ledgerNet(13)).toBe(-74805);
    const stock = (await t.app.inject({ method: 'GET', url: '/api/products_stock?limit=100', headers: t.admin })).json();
    expect(stock.grandTotal).toBe(74805);
    const tv = stock.result.find((r: { model: string }) => r.model === 'TV 32');
    expect(tv).toMatchObject({ avl_qty: 3, group: 'Electronics', brand: 'Walton', category: 'Television', pro_code: 'TV-32', srl_avl: 1 });
    expect((await one<{ p: string }>(t.db, sql`select sale_price as p from product_models where name = 'TV 32'`))!.p).toBe('18500.00');
    const serials = await rows<{ sl_no: string; status: number }>(t.db, sql`select sl_no, status from serials order by sl_no`);
    expect(serials).toEqual(['SN-1', 'SN-2', 'SN-3'].map((sl_no) => ({ sl_no, status: 1 })));
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from product_groups where name in ('Electronics', 'Furniture')`))!.n).toBe(2);
    await trialBalanced();
    expect(await t.violations()).toEqual([]);

    const again = await send('models', fixed);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('Row 2, column Model: TV 32 already exists in Electronics > Walton > Television');
    expect(again.json().message).toContain('and 6 more problems'); // 4 models and 3 codes already saved
    expect(await ledgerNet(2)).toBe(74805);
  });

  it('names duplicates in the file, serial counts, fractions of whole units, and maps columns by hand', async () => {
    const grid: Grid = [
      ['Grp', 'Brand', 'Category', 'Item Name', 'Qty', 'Cost', 'Serials'],
      ['G', 'B', 'C', 'M1', 2, 10, 'A1, A1'],
      ['G', 'B', 'C', 'M1', '', 10, ''],
      ['G', 'B', 'C', 'M2', 2, 10, 'A2'],
      ['G', 'B', 'C', 'M3', 1.5, 10, ''],
      ['', 'B', 'C', 'M4', 1, 10, ''],
    ];
    const p = await previewOf('models', csv(grid), 'models.csv', { mapping: { group: 'Grp', model: 'Item Name' } });
    expect(p.mapping).toMatchObject({ group: 'Grp', model: 'Item Name', opening_qty: 'Qty', opening_rate: 'Cost', serials: 'Serials' });
    expect(p.problems).toEqual([
      { row: 2, column: 'Serials', message: 'Serial A1 is given twice' },
      { row: 3, column: 'Item Name', message: 'M1 is in the file twice (row 2) in the same category' },
      { row: 4, column: 'Serials', message: '1 serials for an opening quantity of 2; give one serial per unit' },
      { row: 5, column: 'Qty', message: 'pcs is a whole unit; 1.5 is a fraction' },
      { row: 6, column: 'Grp', message: 'Group is required' },
    ]);
  });
});

describe('the catalogue written in bulk', () => {
  const call = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.admin, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  /** What the books hold of each model's opening, by model name, without ids or numbers. */
  async function books() {
    return {
      models: await rows(t.db, sql`select name, pro_code, unit_type, open_qty, open_rate, srl_avl, pro_status from product_models order by name`),
      lines: await rows(
        t.db,
        sql`select m.name, l.vc_type, to_char(l.vc_date, 'YYYY-MM-DD') as vc_date, l.ledger_id, l.party_id, l.debit, l.credit, l.narr, l.post_status, l.source_type, l.created_by
            from voucher_lines l join product_models m on m.id = l.source_id where l.source_type = 'model_opening' order by m.name, l.ledger_id`,
      ),
      vouchers: (await one<{ n: number }>(
        t.db,
        sql`select count(distinct vc_no)::int - count(distinct source_id)::int as n from voucher_lines where source_type = 'model_opening'`,
      ))!.n,
      moves: await rows(
        t.db,
        sql`select m.name, to_char(s.mv_date, 'YYYY-MM-DD') as mv_date, s.qty, s.unit_cost, s.value, s.source_type, s.source_id = m.id as own
            from stock_movements s join product_models m on m.id = s.model_id order by m.name`,
      ),
      balances: await rows(
        t.db,
        sql`select m.name, s.qty, s.value, s.avg_rate, to_char(s.last_mv_date, 'YYYY-MM-DD') as last from model_stock s join product_models m on m.id = s.model_id order by m.name`,
      ),
      serials: await rows(
        t.db,
        sql`select m.name, s.sl_no, s.status, s.type, s.in_source_type, s.in_source_id = m.id as own from serials s join product_models m on m.id = s.model_id order by s.sl_no`,
      ),
    };
  }

  it('keeps the same ledger lines, stock movements, balances and serials as the model screen’s opening', async () => {
    const grid: Grid = [
      ['Group', 'Brand', 'Category', 'Model', 'Code', 'Unit', 'Opening Quantity', 'Opening Rate', 'Serial Numbers'],
      ['G', 'B', 'C', 'Phone', 'PH', 'pcs', 3, 999.99, 'P-1, P-2, P-3'],
      ['G', 'B', 'C', 'Wire', 'WI', 'm', 2.5, 33.33, ''],
      ['G', 'B', 'C', 'Bag', '', 'pcs', 7, 0.01, ''],
      ['G', 'B', 'C', 'Box', '', 'pcs', '', '', ''],
    ];
    const res = await send('models', csv(grid), 'm.csv');
    expect(res.statusCode, res.body).toBe(200);
    const imported = await books();
    // 3 × 999.99 + 2.5 × 33.33 (83.325, to the paisa 83.33) + 7 × 0.01
    expect(imported.balances.map((b) => b.value)).toEqual(['0.07', '2999.97', '83.33']);
    expect(imported.vouchers).toBe(0); // one voucher a model
    expect(await t.violations()).toEqual([]);

    await t.reset();
    const g = (await call('/product_group_post', { name: 'G' })).data.id;
    const b = (await call('/product_brand_post', { name: 'B', g_id: g })).data.id;
    const c = (await call('/product_category_post', { name: 'C', g_id: g, b_id: b })).data.id;
    const model = { g_id: g, b_id: b, c_id: c };
    await call('/product_model_post', { ...model, name: 'Phone', pro_code: 'PH', srl_avl: 1, open_qty: 3, open_rate: 999.99, serial: ['P-1', 'P-2', 'P-3'] });
    await call('/product_model_post', { ...model, name: 'Wire', pro_code: 'WI', unit_type: 'm', open_qty: 2.5, open_rate: 33.33 });
    await call('/product_model_post', { ...model, name: 'Bag', open_qty: 7, open_rate: 0.01 });
    await call('/product_model_post', { ...model, name: 'Box' });
    expect(await books()).toEqual(imported);
  });

  it('places an opening among the movements a model has already, re-costing those after it', async () => {
    const g = (await call('/product_group_post', { name: 'G' })).data.id;
    const b = (await call('/product_brand_post', { name: 'B', g_id: g })).data.id;
    const c = (await call('/product_category_post', { name: 'C', g_id: g, b_id: b })).data.id;
    const fan = (await call('/product_model_post', { name: 'Fan', pro_code: 'FAN', g_id: g, b_id: b, c_id: c })).data.id;
    await call('/product_model_post', { name: 'Lamp', pro_code: 'LAMP', g_id: g, b_id: b, c_id: c });
    const supplier = (await call('/party_post', { type: 2, name: 'Supplier', mobile: '01700000001' })).data.id;
    const today = (await one<{ d: string }>(t.db, sql`select ((now() at time zone 'Asia/Dhaka')::date)::text as d`))!.d;
    await call('/create_purchase', { pu_date: today, supp_id: supplier, supp_inv: 'P1', paid: 0, items: [{ m_id: fan, qty: 2, unit_price: 300 }] });
    const grid: Grid = [
      ['Code', 'Opening Quantity', 'Opening Rate'],
      ['FAN', 2, 100],
      ['LAMP', 5, 40],
    ];
    const ok = await send('opening-stock', csv(grid), 'o.csv');
    expect(ok.statusCode, ok.body).toBe(200);
    const fanStock = await one<{ qty: string; value: string }>(t.db, sql`select qty, value from model_stock where model_id = ${fan}`);
    expect(fanStock).toEqual({ qty: '4.000', value: '800.00' });
    expect(await ledgerNet(2)).toBe(600 + 200 + 200);
    expect(await t.violations()).toEqual([]);
  });
});

describe('the VAT rate column', () => {
  it('reads a model’s VAT and SD rate as the model’s rate form does, naming a bad one, and saves them', async () => {
    const head = ['Group', 'Brand', 'Category', 'Model', 'VAT Rate', 'SD Rate', 'VAT Exempt'];
    const bad: Grid = [head, ['G', 'B', 'C', 'M1', 150, '', ''], ['G', 'B', 'C', 'M2', '7.555', '', ''], ['G', 'B', 'C', 'M3', 'high', '-5', 'maybe']];
    const p = await previewOf('models', csv(bad), 'v.csv');
    expect(p.mapping).toMatchObject({ vat_rate: 'VAT Rate', sd_rate: 'SD Rate', vat_exempt: 'VAT Exempt' });
    expect(p.problems).toEqual([
      { row: 2, column: 'VAT Rate', message: 'VAT Rate cannot be above 100 %' },
      { row: 3, column: 'VAT Rate', message: 'VAT Rate takes at most 2 decimals' },
      { row: 4, column: 'VAT Rate', message: 'VAT Rate "high" is not a number' },
      { row: 4, column: 'SD Rate', message: 'SD Rate cannot be negative' },
      { row: 4, column: 'VAT Exempt', message: 'VAT Exempt must be yes or no' },
    ]);
    expect((await send('models', csv(bad), 'v.csv')).statusCode).toBe(400);

    // In a workbook a rate may be a number formatted as a percentage (7.5 % is the number 0.075).
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(head);
    ws.addRow(['G', 'B', 'C', 'M1', 7.5, 10, 'no']);
    ws.addRow(['G', 'B', 'C', 'M2', 0.075, '', '']).getCell(5).numFmt = '0.0%';
    ws.addRow(['G', 'B', 'C', 'M3', '15%', '', 'yes']);
    ws.addRow(['G', 'B', 'C', 'M4', '', '', '']);
    const ok = await send('models', Buffer.from(await wb.xlsx.writeBuffer()).toString('base64'));
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = await rows<{ name: string; vat_bp: number | null; sd_bp: number | null; vat_exempt: boolean | null }>(
      t.db,
      sql`select name, vat_bp, sd_bp, vat_exempt from product_models order by name`,
    );
    expect(saved).toEqual([
      { name: 'M1', vat_bp: 750, sd_bp: 1000, vat_exempt: false },
      { name: 'M2', vat_bp: 750, sd_bp: null, vat_exempt: null },
      { name: 'M3', vat_bp: 1500, sd_bp: null, vat_exempt: true },
      { name: 'M4', vat_bp: null, sd_bp: null, vat_exempt: null },
    ]);
  });
});

describe('progress', () => {
  it('answers the phase and rows written while an import runs, to the same user only', async () => {
    // Past one chunk of 1,000 rows on a PostgreSQL server, to see the rows written counted; a few on the embedded database.
    const models = process.env.TEST_DB === 'pg' ? 1100 : 30;
    const grid: Grid = [['Group', 'Brand', 'Category', 'Model', 'Opening Quantity', 'Opening Rate']];
    for (let i = 1; i <= models; i++) grid.push(['G', 'B', `C${i % 3}`, `M${i}`, 1, 10]);
    const id = 'progress-test-1';
    const read = async (headers = t.admin) => {
      const r = await t.app.inject({ method: 'GET', url: `/api/import/progress/${id}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { phase: string; done: number; total: number };
    };
    expect(await read()).toEqual({ phase: 'waiting', done: 0, total: 0 });
    const running = send('models', csv(grid), 'm.csv', { progressId: id });
    const seen: string[] = [];
    let finished = false;
    void running.finally(() => (finished = true));
    while (!finished) {
      const p = await read();
      seen.push(`${p.phase} ${p.done}/${p.total}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await running).statusCode).toBe(200);
    expect(await read()).toEqual({ phase: 'done', done: models, total: models });
    // On a PostgreSQL server the progress call is answered while the import's transaction runs; the
    // embedded database answers it once the transaction is done.
    // The rows written are counted a chunk of 1,000 at a time.
    if (process.env.TEST_DB === 'pg') expect(seen.filter((x) => x.startsWith('writing'))).not.toEqual([]);
    for (const x of seen.filter((y) => y.startsWith('writing')))
      expect([`writing 0/${models}`, `writing 1000/${models}`, `writing ${models}/${models}`]).toContain(x);

    // Another admin asking for the same id sees nothing of it; a clerk may not ask at all.
    const other = await t.userHeaders('admin2@test.local');
    await t.db.execute(sql`update users set role = 'admin' where email = 'admin2@test.local'`);
    expect(await read(other)).toEqual({ phase: 'waiting', done: 0, total: 0 });
    const clerk = await t.userHeaders('clerk2@test.local');
    expect((await t.app.inject({ method: 'GET', url: `/api/import/progress/${id}`, headers: clerk })).statusCode).toBe(403);

    // A refused import ends as failed.
    grid[5][5] = 'ten';
    const bad = await send('models', csv(grid.map((r, i) => (i ? [r[0], r[1], r[2], `${r[3]}x`, r[4], r[5]] : r))), 'm.csv', { progressId: 'progress-test-2' });
    expect(bad.statusCode).toBe(400);
    const failed = await t.app.inject({ method: 'GET', url: '/api/import/progress/progress-test-2', headers: t.admin });
    expect(failed.json().phase).toBe('failed');
    expect((await send('models', csv(grid), 'm.csv', { progressId: 'bad id!' })).statusCode).toBe(400);
  });
});

describe('customers and suppliers', () => {
  const customers = (date2: string): Grid => [
    ['Customer Name', 'Mobile', 'Address', 'Opening Balance', 'Opening Date', 'Credit Limit', 'Credit Days'],
    ['Rahim Traders', '01711000001', 'Dhaka', '12,500.50', '2026-01-01', 50000, 30],
    ['=HYPERLINK("x")', '01711000002', '', -300, date2, '', ''],
    ['Karim Store', '01711000003', '', '', '', '', ''],
  ];

  it('imports customers with their openings against Opening Balance Equity, dated, or none', async () => {
    const bad = await send('customers', csv(customers('31/02/2026')), 'c.csv');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nothing was imported. Row 3, column Opening Date: Opening Date "31/02/2026" is not a date (yyyy-mm-dd or dd/mm/yyyy)');
    expect(await count('parties')).toBe(0);

    const ok = await send('customers', csv(customers('15/02/2026')), 'c.csv');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().summary).toMatchObject({ customers: 3, openingBalance: 12200.5 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/customer_all', headers: t.admin })).json();
    const due = Object.fromEntries(list.data.map((p: { name: string; balance: number; opening_date: string }) => [p.name, [p.balance, p.opening_date]]));
    expect(due).toEqual({ 'Rahim Traders': [12500.5, '2026-01-01'], '=HYPERLINK("x")': [-300, '2026-02-15'], 'Karim Store': [0, expect.any(String)] });
    const rahim = list.data.find((p: { name: string }) => p.name === 'Rahim Traders');
    expect([rahim.credit_limit, rahim.credit_days]).toEqual([50000, 30]);
    expect(list.data.find((p: { name: string }) => p.name === 'Karim Store').credit_limit).toBeNull();
    expect(await ledgerNet(4)).toBe(12200.5);
    expect(await ledgerNet(13)).toBe(-12200.5);
    const dated = await rows<{ d: string }>(
      t.db,
      sql`select distinct to_char(vc_date, 'YYYY-MM-DD') as d from voucher_lines where source_type = 'party_opening' order by 1`,
    );
    expect(dated.map((d) => d.d)).toEqual(['2026-01-01', '2026-02-15']);
    await trialBalanced();
    expect(await t.violations()).toEqual([]);

    const again = await send('customers', csv(customers('15/02/2026')), 'c.csv');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('Row 2, column Customer Name: Rahim Traders (01711000001) already exists');
  });

  it('imports suppliers from .xlsx with what we owe them on Payable', async () => {
    const grid: Grid = [
      ['Supplier Name', 'Mobile', 'Opening Balance', 'Opening Date'],
      ['Alpha Supply', '018', 40000, new Date(Date.UTC(2026, 0, 10))],
      ['Beta Supply', '019', 'lots', ''],
    ];
    const bad = await send('suppliers', await xlsx(grid));
    expect(bad.json().message).toBe('Nothing was imported. Row 3, column Opening Balance: Opening Balance "lots" is not a number');
    grid[2][2] = 2500;
    const ok = await send('suppliers', await xlsx(grid));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ledgerNet(1)).toBe(-42500);
    const list = (await t.app.inject({ method: 'GET', url: '/api/supplier_all', headers: t.admin })).json();
    expect(list.data.map((p: { name: string; balance: number }) => [p.name, p.balance]).sort()).toEqual([
      ['Alpha Supply', 40000],
      ['Beta Supply', 2500],
    ]);
    expect(await t.violations()).toEqual([]);
  });
});

describe('ledgers', () => {
  it('imports ledgers under existing heads with openings on the side of their nature', async () => {
    const asset = (await one<{ m: string; s: string }>(
      t.db,
      sql`select m.name as m, s.name as s from acc_subs s join acc_mains m on m.id = s.m_id join acc_groups g on g.id = m.g_id where g.nature = 'asset' order by s.id limit 1`,
    ))!;
    const liability = (await one<{ m: string; s: string }>(
      t.db,
      sql`select m.name as m, s.name as s from acc_subs s join acc_mains m on m.id = s.m_id join acc_groups g on g.id = m.g_id where g.nature = 'liability' order by s.id limit 1`,
    ))!;
    const grid: Grid = [
      ['Main Head', 'Sub Head', 'Ledger Name', 'Opening Balance', 'Opening Date'],
      [asset.m, asset.s, 'Advance to Staff', 5000, '2026-01-01'],
      [liability.m, 'No Such Sub', 'Loan from Director', 100000, '2026-01-01'],
    ];
    const bad = await send('ledgers', await xlsx(grid));
    expect(bad.json().message).toBe(`Nothing was imported. Row 3, column Sub Head: Unknown sub head No Such Sub under ${liability.m}`);
    expect(await one(t.db, sql`select 1 from ledgers where name = 'Advance to Staff'`)).toBeUndefined();
    grid[2][1] = liability.s;
    const ok = await send('ledgers', await xlsx(grid));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().summary).toMatchObject({ ledgers: 2, openingDebit: -95000 });
    const ids = await rows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from ledgers where name in ('Advance to Staff', 'Loan from Director') order by name`,
    );
    expect(await ledgerNet(ids[0].id)).toBe(5000);
    expect(await ledgerNet(ids[1].id)).toBe(-100000);
    expect(await ledgerNet(13)).toBe(95000);
    await trialBalanced();
    expect(await t.violations()).toEqual([]);
    const again = await send('ledgers', await xlsx(grid));
    expect(again.json().message).toContain('A ledger named advance to staff already exists');
  });
});

describe('opening stock of existing models', () => {
  it('finds models by code or name, refuses a serial already saved, then posts the openings', async () => {
    const call = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.admin, payload })).json();
    const g = (await call('/product_group_post', { name: 'G' })).data.id;
    const b = (await call('/product_brand_post', { name: 'B', g_id: g })).data.id;
    const c = (await call('/product_category_post', { name: 'C', g_id: g, b_id: b })).data.id;
    await call('/product_model_post', { name: 'Phone A', pro_code: 'PH-A', g_id: g, b_id: b, c_id: c, srl_avl: 1 });
    await call('/product_model_post', { name: 'Cable', g_id: g, b_id: b, c_id: c, unit_type: 'm' });
    const old = await call('/product_model_post', {
      name: 'Phone B',
      pro_code: 'PH-B',
      g_id: g,
      b_id: b,
      c_id: c,
      srl_avl: 1,
      open_qty: 1,
      open_rate: 10,
      serial: ['IMEI-9'],
    });
    expect(old.data.id).toBeGreaterThan(0);
    await call('/product_model_post', { name: 'Phone C', pro_code: 'PH-C', g_id: g, b_id: b, c_id: c, srl_avl: 1 });
    const grid: Grid = [
      ['Code', 'Model', 'Opening Quantity', 'Opening Rate', 'Serial Numbers'],
      ['PH-A', '', 2, 9000, 'IMEI-1, IMEI-2'],
      ['', 'Cable', 12.5, 20, ''],
      ['PH-B', '', 1, 9000, 'IMEI-3'],
      ['PH-Z', '', 1, 1, ''],
    ];
    const p = await previewOf('opening-stock', await xlsx(grid), 'o.xlsx');
    expect(p.problems).toEqual([
      { row: 4, column: 'Opening Quantity', message: 'Phone B already has an opening stock of 1' },
      { row: 5, column: 'Code', message: 'Unknown model PH-Z' },
    ]);
    grid.splice(3, 2, ['PH-C', '', 1, 8000, 'IMEI-9']);
    const before = await ledgerNet(2);
    const ok = await send('opening-stock', await xlsx(grid));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ledgerNet(2)).toBe(before + 18000 + 250 + 8000);
    expect(await t.violations()).toEqual([]);
    const again = await previewOf('opening-stock', await xlsx(grid), 'o.xlsx');
    expect(again.problems.map((x: { message: string }) => x.message)).toEqual([
      'Phone A already has an opening stock of 2',
      'Serial IMEI-1 already exists for this model',
      'Serial IMEI-2 already exists for this model',
      'Cable already has an opening stock of 12.5',
      'Phone C already has an opening stock of 1',
      'Serial IMEI-9 already exists for this model',
    ]);
  });
});

/** A zip holding one entry that unpacks to `size` bytes of zeros: what a zip bomb is made of. */
function zipOf(name: string, size: number): Buffer {
  const data = zlib.deflateRawSync(Buffer.alloc(size), { level: 9 });
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(n.length, 28);
  const offset = 30 + n.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + n.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([local, n, data, central, n, end]);
}

describe('bad files', () => {
  it('refuses junk, a zip bomb, an .xls, 1,000 columns and a huge file with a clear message, saving nothing', async () => {
    const junk = await send('models', Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x00, 0x13, 0x37]).toString('base64'), 'x.csv');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('The file is neither an .xlsx workbook nor a CSV text file (UTF-8)');

    const fake = await send('models', Buffer.from('PK\u0003\u0004 not really a zip at all').toString('base64'), 'x.xlsx');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('not a readable .xlsx workbook');

    const bomb = await send('models', zipOf('xl/worksheets/sheet1.xml', 101 * 1024 * 1024).toString('base64'), 'bomb.xlsx');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toMatch(/zip bomb/);

    // A workbook cut short or with bytes changed inside: refused at once (a streaming reader given one can wait forever).
    const good = Buffer.from(await xlsx([MODEL_HEAD, ['G', 'B', 'C', 'M', '', '', '', '', '']]), 'base64');
    const flipped = Buffer.from(good);
    for (let i = 200; i < flipped.length - 200; i += 97) flipped[i] ^= 0x5a;
    for (const broken of [good.subarray(0, Math.floor(good.length * 0.6)), flipped]) {
      const started = Date.now();
      const res = await send('models', broken.toString('base64'), 'broken.xlsx', {}, true);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not a readable .xlsx workbook/);
      expect(Date.now() - started).toBeLessThan(5000);
    }

    const xls = await send('models', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]).toString('base64'), 'old.xls');
    expect(xls.json().message).toBe('Old .xls workbooks cannot be read; save the sheet as .xlsx or CSV');

    const wide: Grid = [Array.from({ length: 1000 }, (_, i) => `Column ${i + 1}`), Array.from({ length: 1000 }, (_, i) => i)];
    for (const [data, name] of [
      [await xlsx(wide), 'wide.xlsx'],
      [csv(wide), 'wide.csv'],
    ]) {
      const res = await send('models', data, name, {}, true);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe('The sheet has 1000 columns; at most 200 are read. Keep only the columns to import.');
    }

    const huge = await send('models', Buffer.alloc(50 * 1024 * 1024, 0x41).toString('base64'), 'huge.csv');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/i);

    const tooBig = await send('models', Buffer.alloc(11 * 1024 * 1024, 0x41).toString('base64'), 'big.csv');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/10 MB/);

    expect(await count('product_models')).toBe(0);
    // The server is still up and answers.
    const template = await t.app.inject({ method: 'GET', url: '/api/import/models/template?format=csv', headers: t.admin });
    expect(template.statusCode).toBe(200);
    expect(template.body.split('\r\n')[0]).toBe(
      '\uFEFFGroup,Brand,Category,Model,Code,Unit,Warranty,Sale Price,Minimum Price,VAT Rate,SD Rate,VAT Exempt,Serial Tracked,Opening Quantity,Opening Rate,Serial Numbers',
    );
  });

  it('is for an admin only, and the template reads back as a valid import', async () => {
    const user = await t.userHeaders('clerk@test.local');
    const res = await send('customers', csv([['Customer Name'], ['X']]), 'c.csv', {}, false, user);
    expect(res.statusCode).toBe(403);
    const tpl = await t.app.inject({ method: 'GET', url: '/api/import/customers/template', headers: t.admin });
    expect(tpl.statusCode).toBe(200);
    const p = await previewOf('customers', tpl.rawPayload.toString('base64'), 'import-customers.xlsx');
    expect(p.problems).toEqual([]);
    expect(p.rowCount).toBe(1);
  });
});

describe('cells that are not plain values, and cells too long (issue 39, finding 7)', () => {
  const HEAD = ['Customer Name', 'Mobile', 'Address'];
  async function workbook(fill: (ws: ExcelJS.Worksheet) => void): Promise<string> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(HEAD);
    fill(ws);
    return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  }

  it('refuses a formula with no saved result and an error cell by row and column, and reads rich text as its text', async () => {
    const data = await workbook((ws) => {
      ws.addRow(['Rahim Traders', '01711000001', 'Dhaka']);
      ws.addRow([null, '01711000002', '']);
      ws.getCell('A3').value = { formula: 'B3&"x"' } as ExcelJS.CellFormulaValue;
      ws.addRow(['Karim Store', '01711000003', null]);
      ws.getCell('C4').value = { error: '#N/A' } as ExcelJS.CellErrorValue;
      ws.addRow([null, '01711000004', '']);
      ws.getCell('A5').value = { richText: [{ text: 'Hasan ' }, { font: { bold: true }, text: 'Electronics' }] };
    });
    const res = await send('customers', data, 'c.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nothing was imported. Row 3, column Customer Name: Customer Name holds a formula with no saved result; open the file in Excel, let it calculate, save it and upload it again (and 1 more problem; see the preview)',
    );
    expect(await count('parties')).toBe(0);
    const preview = await previewOf('customers', data, 'c.xlsx');
    expect(preview.problems).toEqual([
      { row: 3, column: 'Customer Name', message: expect.stringContaining('formula with no saved result') },
      { row: 4, column: 'Address', message: 'Address holds the error #N/A' },
    ]);
    expect(preview.preview.map((r: { values: { name: string } }) => r.values.name)).toEqual(['Rahim Traders', '', 'Karim Store', 'Hasan Electronics']);
    expect(JSON.stringify(preview)).not.toContain('[object Object]');

    const fixed = await workbook((ws) => {
      ws.addRow([null, '01711000004', '']);
      ws.getCell('A2').value = { richText: [{ text: 'Hasan ' }, { font: { bold: true }, text: 'Electronics' }] };
      ws.addRow([null, '01711000005', '']);
      ws.getCell('A3').value = { formula: '"Ali"&" Stores"', result: 'Ali Stores' } as ExcelJS.CellFormulaValue;
    });
    const ok = await send('customers', fixed, 'c.xlsx');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rows<{ name: string }>(t.db, sql`select name from parties order by id`)).map((p) => p.name)).toEqual(['Hasan Electronics', 'Ali Stores']);
  });

  it('refuses a 5 MB shared string by row and column, in the preview and with a mapping, with a short 400', async () => {
    const huge = randomText(5 * 1024 * 1024);
    const data = await workbook((ws) => {
      for (let i = 0; i < 20; i++) ws.addRow([huge, `0171100000${i}`, 'Dhaka']);
    });
    for (const [preview, extra] of [
      [true, {}],
      [false, { mapping: { name: 'Customer Name', mobile: 'Mobile' } }],
    ] as const) {
      const res = await send('customers', data, 'c.xlsx', extra, preview);
      expect(res.statusCode).toBe(400);
      expect(res.body.length).toBeLessThan(1000);
      expect(res.json().message).toBe('Row 2, column A (Customer Name): a cell holds 5,242,880 characters; a cell can hold at most 32,767 (as in Excel)');
    }
    expect(await count('parties')).toBe(0);
  });

  it('shows at most 200 characters of a cell in the preview, and refuses a name over its field’s length by row and column', async () => {
    const long = 'N'.repeat(5000);
    const res = await previewOf('customers', csv([HEAD, [long, '01711000001', 'Dhaka']]), 'c.csv');
    expect(res.preview[0].values.name).toBe(`${'N'.repeat(199)}…`);
    expect(res.problems).toEqual([{ row: 2, column: 'Customer Name', message: 'Customer Name is too long (150 characters at most)' }]);
    const csvHuge = await send('customers', csv([HEAD, ['Rahim', '01711000001', 'D'.repeat(40_000)]]), 'c.csv', {}, true);
    expect(csvHuge.statusCode).toBe(400);
    expect(csvHuge.json().message).toBe('Row 2, column C (Address): a cell holds 40,000 characters; a cell can hold at most 32,767 (as in Excel)');
  });
});

/** Text that does not compress much, as a real long cell would not. */
function randomText(n: number): string {
  return randomBytes(Math.ceil((n * 3) / 4))
    .toString('base64')
    .slice(0, n);
}
