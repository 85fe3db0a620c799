// Exports: the written .xlsx read back with exceljs holds the report's own figures as numbers, its
// dates as dates, the company, title and period on top and its total; a CSV names a customer called
// =HYPERLINK("x") as text; a list's access rule holds through the export.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTradingFixture } from '../../../../tests/support/useTradingFixture.js';
import { exportPaging } from './routes.js';
import { FIXTURE_DATES as DATES } from '../../../../tests/support/reportsFixture.js';

const { t, call, f } = useTradingFixture();

async function readXlsx(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const out: ExcelJS.CellValue[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    out[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1);
  });
  return out.map((r) => r ?? []);
}

describe('export of a list or report call', () => {
  it('writes the stock report to .xlsx with its figures as numbers and its grand total', async () => {
    const q = { startDate: DATES[0], endDate: DATES[6], limit: 999999 };
    const report = await call('GET', `/products_stock?startDate=${q.startDate}&endDate=${q.endDate}&limit=${q.limit}`);
    expect(report.result.length).toBe(3);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/export/list?format=xlsx&source=/products_stock&title=Stock Report&startDate=${q.startDate}&endDate=${q.endDate}&rowsKey=result&totals=balance:grandTotal`,
      headers: t.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Stock_Report.xlsx');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet[0][0]).toBe((await call('GET', '/company')).name ?? sheet[0][0]);
    expect(sheet[1][0]).toBe('Stock Report');
    expect(sheet[2][0]).toBe('1-Mar-2026 to 7-Mar-2026');
    const head = sheet.findIndex((r) => r.includes('Model'));
    const cols = sheet[head] as string[];
    const col = (name: string) => cols.indexOf(name);
    for (const key of ['Model', 'Balance', 'Avl Qty', 'Sale Qty', 'Pur Qty']) expect(col(key), key).toBeGreaterThanOrEqual(0);
    const body = sheet.slice(head + 1, head + 1 + report.result.length);
    for (const r of report.result as { model: string; balance: number; avl_qty: number; sale_qty: number; pur_qty: number }[]) {
      const line = body.find((x) => x[col('Model')] === r.model)!;
      expect(line, r.model).toBeDefined();
      expect(line[col('Balance')]).toBe(r.balance);
      expect(typeof line[col('Balance')]).toBe('number');
      expect(line[col('Avl Qty')]).toBe(r.avl_qty);
      expect(line[col('Sale Qty')]).toBe(r.sale_qty);
      expect(line[col('Pur Qty')]).toBe(r.pur_qty);
    }
    const total = sheet[head + 1 + report.result.length];
    expect(total[0]).toBe('Total');
    expect(total[col('Balance')]).toBe(report.grandTotal);
    expect(report.grandTotal).toBeGreaterThan(0);
  });

  it('writes dates as dates and a paged list in full, page by page', async () => {
    const list = await call('GET', `/all_purchase`);
    exportPaging.size = 1;
    const res = await t.app.inject({ method: 'GET', url: `/api/export/list?format=xlsx&source=/all_purchase&title=Purchases`, headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await readXlsx(res.rawPayload);
    const head = sheet.findIndex((r) => r.includes('Pu Date'));
    expect(head).toBeGreaterThan(0);
    const rows = sheet.slice(head + 1).filter((r) => r.length);
    expect(rows.length).toBe(list.total);
    const d = rows.map((r) => r[(sheet[head] as string[]).indexOf('Pu Date')]);
    expect(d.every((x) => x instanceof Date)).toBe(true);
    expect((d as Date[]).map((x) => x.toISOString().slice(0, 10)).sort()).toEqual([DATES[0], DATES[1]]);
    exportPaging.size = 2000;
  });

  it('writes a customer named =HYPERLINK("x") to CSV as text, not a formula', async () => {
    await call('POST', '/party_post', { type: 1, name: '=HYPERLINK("x")', mobile: '01700000001' });
    await call('POST', '/party_post', { type: 1, name: '@SUM(1)', mobile: '01700000002', amount: 150.5 });
    const res = await t.app.inject({ method: 'GET', url: `/api/export/list?format=csv&source=/customer_all&title=Customers`, headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    const records = parse(res.body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const head = records.findIndex((r) => r.includes('Name'));
    const name = records[head].indexOf('Name');
    const names = records.slice(head + 1).map((r) => r[name]);
    expect(names).toContain(`'=HYPERLINK("x")`);
    expect(names).toContain(`'@SUM(1)`);
    const amount = records.slice(head + 1).find((r) => r[name] === `'@SUM(1)`)![records[head].indexOf('Amount')];
    expect(amount).toBe('150.5');
  });

  it("keeps the list's own access rule and refuses what is not a list", async () => {
    const user = await t.userHeaders('exporter@test.local');
    const audit = await t.app.inject({ method: 'GET', url: '/api/export/list?format=csv&source=/audit_log', headers: user });
    expect(audit.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: '/api/export/list?format=csv&source=/no_such_list', headers: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('not a list');
    const self = await t.app.inject({ method: 'GET', url: '/api/export/list?format=csv&source=/export/list', headers: t.admin });
    expect(self.statusCode).toBe(400);
    const fmt = await t.app.inject({ method: 'GET', url: '/api/export/list?format=pdf&source=/customer_all', headers: t.admin });
    expect(fmt.statusCode).toBe(400);
  });

  it('refuses a download or any call that is not a list or a report, before it runs', async () => {
    for (const source of ['/backup', '/backups/scheduled/backup-1', '/export/hledger', '/import/catalogue/template', '/check_books', '/health', '//backup']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/export/list?format=csv&source=${encodeURIComponent(source)}`, headers: t.admin });
      expect(res.statusCode, source).toBe(400);
      expect(res.json().message, source).toMatch(/Only a list or a report can be exported|not a list of the API/);
    }
    // A report without a reply schema that says it can be exported still is.
    const register = await t.app.inject({
      method: 'GET',
      url: `/api/export/list?format=csv&source=/vat/register/sales&rowsKey=rows&from=${DATES[0]}&to=${DATES[6]}`,
      headers: t.admin,
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.body).toContain('Vat Register Sales');
    // The marker only ever narrows: sent from outside to a list it changes nothing, to a download it refuses.
    const list = await t.app.inject({ method: 'GET', url: '/api/customer_all', headers: { ...t.admin, 'x-export-source': '1' } });
    expect(list.statusCode).toBe(200);
    const backup = await t.app.inject({ method: 'GET', url: '/api/backup', headers: { ...t.admin, 'x-export-source': '1' } });
    expect(backup.statusCode).toBe(400);
  });
});

describe('export of a report as its screen shows it', () => {
  it('writes headings, typed cells and total rows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export/table',
      headers: t.admin,
      payload: {
        format: 'xlsx',
        title: 'Sales Report',
        period: '1-Mar-2026 to 7-Mar-2026',
        blocks: [
          {
            heading: `Customer: ${f.names.parties.C1}`,
            columns: ['SL', 'Date', 'Invoice', 'Amount'],
            rows: [[1, { date: DATES[2] }, 'INV-1', 9500.5]],
            footer: [['Total', null, null, 9500.5]],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet[1][0]).toBe('Sales Report');
    expect(sheet[2][0]).toBe('1-Mar-2026 to 7-Mar-2026');
    expect(sheet[4][0]).toBe(`Customer: ${f.names.parties.C1}`);
    expect(sheet[5]).toEqual(['SL', 'Date', 'Invoice', 'Amount']);
    expect(sheet[6][0]).toBe(1);
    expect((sheet[6][1] as Date).toISOString().slice(0, 10)).toBe(DATES[2]);
    expect(sheet[6][3]).toBe(9500.5);
    expect(sheet[7][3]).toBe(9500.5);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/export/table',
      headers: t.admin,
      payload: { format: 'csv', title: 'T', blocks: [{ columns: ['Name', 'Due'], rows: [['-2+3', -5]] }] },
    });
    expect(csv.body).toContain(`'-2+3,-5`);
  });

  it("groups the sheet's amounts as the company's setting says: lakh and crore, or Western", async () => {
    const table = (format: 'xlsx') => ({
      format,
      title: 'Grouping',
      blocks: [
        {
          columns: ['Amount', 'Quantity'],
          rows: [
            [12345678.5, 2500],
            [-123456.25, 7],
            [999.99, 100000],
          ],
        },
      ],
    });
    const formats = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/export/table', headers: t.admin, payload: table('xlsx') });
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      // The company, the title, a blank row, the heads; then the three rows.
      return [5, 6, 7].map((n) => [ws.getRow(n).getCell(1).numFmt, ws.getRow(n).getCell(2).numFmt]);
    };
    // Lakh by default: 1,23,45,678.50 and -1,23,456.25 and 999.99; quantities 2,500, 7 and 1,00,000
    // with no places (never "7." as `##0.##` showed a whole number in Excel).
    // (The sheet holds each comma escaped, `##\\,##0.00`, as a literal; exceljs reads it unescaped.)
    expect(await formats()).toEqual([
      ['##,##,##,##0.00', '##,##0'],
      ['##,##,##0.00', '##0'],
      ['##0.00', '##,##,##0'],
    ]);
    const set = await t.app.inject({ method: 'PUT', url: '/api/number_format', headers: t.admin, payload: { number_grouping: 'western' } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect(await formats()).toEqual([
        ['#,##0.00', '#,##0'],
        ['#,##0.00', '#,##0'],
        ['#,##0.00', '#,##0'],
      ]);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/number_format', headers: t.admin, payload: { number_grouping: 'lakh' } });
    }
  });

  it('writes a sheet as a bookkeeper would: a whole amount with its places, percentages as percentages, the heads frozen, columns as wide as their figures', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export/table',
      headers: t.admin,
      payload: {
        format: 'xlsx',
        title: 'Formats',
        period: '1-Mar-2026 to 7-Mar-2026',
        blocks: [
          {
            columns: ['Model', 'Qty', 'VAT Rate', 'Amount', 'Sold On'],
            rows: [
              ['Walton Fan', 4, '15%', 6000, { date: '2026-03-05' }],
              ['Cable', 2.5, '7.5 %', 1250.5, null],
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    // Company, title, period, a blank row, the heads (row 5): frozen under row 5.
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(ws.getRow(5).getCell(1).value).toBe('Model');
    const fan = ws.getRow(6);
    // 6,000 is an amount: 6,000.00, not "6,000."; 4 pieces stay 4.
    expect(fan.getCell(4).numFmt).toBe('##,##0.00');
    expect(fan.getCell(2).numFmt).toBe('##0');
    // '15%' from the API is the number 0.15 shown as 15.00%.
    expect(fan.getCell(3).value).toBe(0.15);
    expect(fan.getCell(3).numFmt).toBe('0.00%');
    const cable = ws.getRow(7);
    expect(cable.getCell(2).numFmt).toBe('##0.00');
    expect(cable.getCell(3).value).toBeCloseTo(0.075, 10);
    // a date is a date, shown as the company shows dates (dd/mm/yyyy by default, issue 42, item 9)
    expect(fan.getCell(5).value).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(fan.getCell(5).numFmt).toBe('dd/mm/yyyy');
    // "Walton Fan" (10 characters) widens its column past the default 10.
    expect(ws.getColumn(1).width).toBeGreaterThanOrEqual(12);
  });

  it("leaves the screens' own fields (ids, who made a row, a type as a number) out of a list exported without named columns", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/export/list?format=csv&source=/all_purchase&title=Purchases`, headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const records = parse(res.body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const head = records.find((r) => r.includes('Pu Date'))!;
    expect(head.filter((c) => /^(Id|Created By|.* Id)$/.test(c))).toEqual([]);
    expect(head.length).toBeGreaterThan(3);
  });

  it('refuses a table of more than 200 columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export/table',
      headers: t.admin,
      payload: { format: 'csv', title: 'Wide', blocks: [{ columns: Array.from({ length: 201 }, (_, i) => `c${i}`), rows: [] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('200 columns');
  });
});
