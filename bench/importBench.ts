// The catalogue import at the size the issue names: a workbook of 20,000 models with 100,000 serials
// (5 a model) and an opening stock on every one, imported through the API into a database of its own
// (made and dropped here), `runs` times on a fresh database each. Timed: the call, from the upload to
// the answer (the file read, every check and every write). Checked afterwards: the models, the
// serials in stock, the stock value and the Inventory ledger equal the file's total, and the books
// check holds.
import ExcelJS from 'exceljs';
import { sql, one } from '../src/server/db/client.js';
import { checkBooks } from '../src/server/books/check.js';
import { LEDGER } from '../src/server/ledger/accounts.js';
import { dec, money } from '../src/domain/money.js';
import { appOn, median, openTarget, scratchTarget, type Target } from './harness.js';

export interface ImportBenchResult {
  models: number;
  serials: number;
  fileBytes: number;
  seconds: { median: number; runs: number[] };
  counts: { models: number; serials: number; stockValue: string; inventory: string; fileValue: string };
  violations: string[];
}


/** The workbook: 40 groups × 5 brands × 4 categories, every model serial-tracked with `perModel` serials at a rate with paisa. */
export async function catalogueWorkbook(models: number, perModel: number): Promise<{ file: Buffer; value: string }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Catalogue');
  ws.addRow(['Group', 'Brand', 'Category', 'Model', 'Code', 'Unit', 'Sale Price', 'VAT Rate', 'Opening Quantity', 'Opening Rate', 'Serial Numbers']);
  let value = dec(0);
  for (let i = 1; i <= models; i++) {
    const rate = `${1000 + (i % 997)}.${String(i % 100).padStart(2, '0')}`;
    value = value.plus(dec(money(dec(rate).times(perModel))));
    const serials = Array.from({ length: perModel }, (_, k) => `SN${String(i).padStart(6, '0')}-${k + 1}`).join(', ');
    ws.addRow([
      `Group ${i % 40}`,
      `Brand ${i % 5}`,
      `Category ${i % 4}`,
      `Model ${i}`,
      `BM-${i}`,
      'pcs',
      1500,
      i % 3 ? 15 : 7.5,
      perModel,
      Number(rate),
      serials,
    ]);
  }
  return { file: Buffer.from(await wb.xlsx.writeBuffer()), value: money(value) };
}

export async function benchImport(t: Target, models = 20_000, perModel = 5, runs = 1): Promise<ImportBenchResult> {
  const { file, value } = await catalogueWorkbook(models, perModel);
  const data = file.toString('base64');
  const seconds: number[] = [];
  let counts: ImportBenchResult['counts'] | undefined;
  let violations: string[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await scratchTarget(t, `import-${i}`);
    const database = await openTarget(s.target, 4);
    try {
      const api = await appOn(database);
      const t0 = performance.now();
      const res = await api.call('POST', '/import/models', { fileName: 'catalogue.xlsx', data });
      seconds.push((performance.now() - t0) / 1000);
      if (res.status !== 200) throw new Error(`The import answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
      const c = await one<{ models: number; serials: number; stock: string; inventory: string }>(
        database.systemDb,
        sql`select (select count(*)::int from product_models) as models, (select count(*)::int from serials where status = 1) as serials,
              (select coalesce(sum(value), 0)::text from model_stock) as stock,
              (select coalesce(sum(debit - credit), 0)::text from voucher_lines where ledger_id = ${LEDGER.inventory}) as inventory`,
      );
      counts = { models: c!.models, serials: c!.serials, stockValue: money(c!.stock), inventory: money(c!.inventory), fileValue: value };
      if (c!.models !== models || c!.serials !== models * perModel || counts.stockValue !== value || counts.inventory !== value)
        throw new Error(`The import's books differ from the file: ${JSON.stringify(counts)}`);
      violations = (await checkBooks(database.systemDb)).map((v) => `${v.rule} (${v.records.length})`);
      await api.app.close();
    } finally {
      await database.close();
      await s.drop();
    }
  }
  return { models, serials: models * perModel, fileBytes: file.length, seconds: { median: median(seconds), runs: seconds }, counts: counts!, violations };
}
