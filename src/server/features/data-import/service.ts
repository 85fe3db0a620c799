// Imports: a sheet is checked row by row against its fields and the books (every problem named by
// row and column: a missing name, an unknown head or model, a duplicate in the file or already saved,
// a bad number or date); then, only when there is none, everything is written in one transaction.
// Openings are posted as everywhere else: a model's opening stock through the stock writer
// (source model_opening, Dr Inventory / Cr Opening Balance Equity), a party's opening against Opening
// Balance Equity on its Receivable or Payable (source party_opening, dated its opening date), a
// ledger's through ledger/openings.ts (source ledger_opening).
import { sql, one, rows, inTransaction, intArray, textArray, type Executor } from '../../db/client.js';
import { AppError, badRequest } from '../../errors.js';
import { post, postMany } from '../../ledger/ledger.js';
import { LEDGER, isDebitNature, type Nature } from '../../ledger/accounts.js';
import { ledgerOpeningVoucherLines, partyOpeningVoucherLines } from '../../ledger/openingPosting.js';
import { replaceLedgerOpening } from '../../ledger/openings.js';
import { addOpeningSerials, receiveOpenings } from '../../stock/bulkOpenings.js';
import { nextVoucherNos } from '../../numbering/numbering.js';
import { basisPoints } from '../../../domain/vat.js';
import { checkWholeUnits } from '../../stock/lineRules.js';
import { dec, money, quantity } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { ImportKind, ImportPreview, ImportProblem, ImportResult } from '../../../contracts/dataImport.js';
import { FIELDS, guessMapping, readCell, type Field } from './fields.js';
import type { Sheet } from './read.js';
import type { Report } from './progress.js';
import { SOURCE } from '../../ledger/sources.js';
import { VC } from '../../../domain/voucherTypes.js';

/** Problems listed in a preview; past these the count of the rest. */
const LISTED = 500;
const PREVIEW_ROWS = 20;


type Cell = string | string[] | boolean | null;
interface Rec {
  row: number;
  [field: string]: Cell | number;
}

interface Checked {
  mapping: Record<string, string>;
  records: Rec[];
  problems: ImportProblem[];
  summary: Record<string, number>;
}

const lower = (s: unknown) =>
  String(s ?? '')
    .trim()
    .toLowerCase();
const str = (v: Cell | number) => (typeof v === 'string' ? v : '');

/** Reads every row into its fields; each cell that cannot be read is a problem of its row and column. */
function readRows(kind: ImportKind, sheet: Sheet, mapping: Record<string, string>, problems: ImportProblem[]): Rec[] {
  const fields = FIELDS[kind];
  const index = new Map(sheet.headings.map((h, i) => [h, i]));
  for (const f of fields) {
    const h = mapping[f.key];
    if (h && !index.has(h)) throw badRequest(`The column "${h}" chosen for ${f.label} is not in the file`, 'mapping');
    if (f.required && !h) throw badRequest(`Choose the column that holds ${f.label}`, 'mapping');
  }
  return sheet.rows.map((r) => {
    const rec: Rec = { row: r.row };
    for (const f of fields) {
      const h = mapping[f.key];
      const raw = h ? (r.cells[index.get(h)!] ?? '') : '';
      const got = readCell(f, raw);
      if (got.ok) rec[f.key] = got.value as Cell;
      else {
        rec[f.key] = null;
        problems.push({ row: r.row, column: h || f.label, message: got.message });
      }
    }
    return rec;
  });
}

const col = (kind: ImportKind, mapping: Record<string, string>, key: string) => mapping[key] || (FIELDS[kind].find((f: Field) => f.key === key)?.label ?? key);

/** The serials of a row against its quantity and serial flag; fills in the quantity from the serials. */
function checkSerials(kind: ImportKind, mapping: Record<string, string>, r: Rec, tracked: boolean, problems: ImportProblem[]) {
  const serials = (r.serials as string[] | null) ?? [];
  const c = (k: string) => col(kind, mapping, k);
  if (!tracked && serials.length) {
    problems.push({ row: r.row, column: c('serials'), message: 'Serials are given for a model that is not serial-tracked' });
    return;
  }
  if (!tracked) return;
  if (r.opening_qty === null) r.opening_qty = String(serials.length);
  if (!dec(str(r.opening_qty)).isInteger())
    problems.push({ row: r.row, column: c('opening_qty'), message: 'A serial-tracked opening quantity must be a whole number' });
  else if (!dec(str(r.opening_qty)).equals(serials.length))
    problems.push({
      row: r.row,
      column: c('serials'),
      message: `${serials.length} serials for an opening quantity of ${Number(r.opening_qty)}; give one serial per unit`,
    });
  const seen = new Set<string>();
  for (const s of serials) {
    if (seen.has(s.toLowerCase())) problems.push({ row: r.row, column: c('serials'), message: `Serial ${s} is given twice` });
    seen.add(s.toLowerCase());
  }
}

async function checkModels(ex: Executor, recs: Rec[], mapping: Record<string, string>, problems: ImportProblem[], summary: Record<string, number>) {
  const c = (k: string) => col('models', mapping, k);
  const inFile = new Map<string, number>();
  const codes = new Map<string, number>();
  const serialsInFile = new Map<string, number>();
  for (const r of recs) {
    const tracked = r.serial_tracked === null ? ((r.serials as string[] | null)?.length ?? 0) > 0 : r.serial_tracked === true;
    r.serial_tracked = tracked;
    checkSerials('models', mapping, r, tracked, problems);
    if (r.opening_qty === null) r.opening_qty = '0';
    if (r.group && r.brand && r.category && r.model) {
      const key = [r.group, r.brand, r.category, r.model].map(lower).join('\u0001');
      const first = inFile.get(key);
      if (first) problems.push({ row: r.row, column: c('model'), message: `${r.model} is in the file twice (row ${first}) in the same category` });
      else inFile.set(key, r.row);
    }
    if (r.code) {
      const first = codes.get(lower(r.code));
      if (first) problems.push({ row: r.row, column: c('code'), message: `Code ${r.code} is in the file twice (row ${first})` });
      else codes.set(lower(r.code), r.row);
    }
    // A serial is unique within its model; a new model's serials are new, but the same serial twice in one file is refused.
    for (const s of (r.serials as string[] | null) ?? []) {
      const first = serialsInFile.get(s.toLowerCase());
      if (first && first !== r.row) problems.push({ row: r.row, column: c('serials'), message: `Serial ${s} is also on row ${first}` });
      else serialsInFile.set(s.toLowerCase(), r.row);
    }
  }
  // Models already saved under the same group, brand and category; codes already in use.
  const names = recs.filter((r) => r.model && r.category && r.brand && r.group);
  if (names.length) {
    const existing = await rows<{ g: string; b: string; c: string; m: string }>(
      ex,
      sql`select lower(btrim(g.name)) as g, lower(btrim(b.name)) as b, lower(btrim(c.name)) as c, lower(btrim(m.name)) as m
          from product_models m join product_categories c on c.id = m.c_id join product_brands b on b.id = m.b_id join product_groups g on g.id = m.g_id
          where lower(btrim(m.name)) = any(${textArray([...new Set(names.map((r) => lower(r.model)))])})`,
    );
    const have = new Set(existing.map((e) => [e.g, e.b, e.c, e.m].join('\u0001')));
    for (const r of names)
      if (have.has([r.group, r.brand, r.category, r.model].map(lower).join('\u0001')))
        problems.push({ row: r.row, column: c('model'), message: `${r.model} already exists in ${r.group} > ${r.brand} > ${r.category}` });
  }
  if (codes.size) {
    const used = await rows<{ code: string; name: string }>(
      ex,
      sql`select lower(pro_code) as code, name from product_models where pro_code <> '' and lower(pro_code) = any(${textArray([...codes.keys()])})`,
    );
    for (const u of used) problems.push({ row: codes.get(u.code)!, column: c('code'), message: `Code ${u.code} is already used by ${u.name}` });
  }
  for (const r of recs)
    if (r.min_price && r.sale_price && dec(str(r.min_price)).gt(dec(str(r.sale_price))))
      problems.push({ row: r.row, column: c('min_price'), message: 'Minimum price cannot be more than the sale price' });
  // Fractions of whole units (pcs, set, box...) are refused, as on every document line.
  const fractional = recs.filter((r) => r.opening_qty && !dec(str(r.opening_qty)).isInteger());
  if (fractional.length) {
    const units = new Set((await rows<{ name: string }>(ex, sql`select name from units where allows_fraction`)).map((u) => u.name));
    for (const r of fractional)
      if (!units.has(lower(r.unit || 'pcs')))
        problems.push({ row: r.row, column: c('opening_qty'), message: `${r.unit || 'pcs'} is a whole unit; ${r.opening_qty} is a fraction` });
  }
  summary.models = recs.length;
  summary.serials = recs.reduce((n, r) => n + ((r.serials as string[] | null)?.length ?? 0), 0);
  summary.openingQty = Number(recs.reduce((a, r) => a.plus(dec(str(r.opening_qty) || 0)), dec(0)));
  summary.openingValue = Number(money(recs.reduce((a, r) => a.plus(dec(money(dec(str(r.opening_qty) || 0).times(dec(str(r.opening_rate) || 0))))), dec(0))));
}

async function checkParties(
  ex: Executor,
  kind: 'customers' | 'suppliers',
  recs: Rec[],
  mapping: Record<string, string>,
  problems: ImportProblem[],
  summary: Record<string, number>,
) {
  const c = (k: string) => col(kind, mapping, k);
  const type = kind === 'customers' ? 1 : 2;
  const key = (r: Rec) => `${lower(r.name)}\u0001${lower(r.mobile)}`;
  const seen = new Map<string, number>();
  for (const r of recs) {
    if (r.credit_days && !dec(str(r.credit_days)).isInteger())
      problems.push({ row: r.row, column: c('credit_days'), message: 'Credit days must be a whole number of days' });
    if (!r.name) continue;
    const first = seen.get(key(r));
    if (first) problems.push({ row: r.row, column: c('name'), message: `${r.name}${r.mobile ? ` (${r.mobile})` : ''} is in the file twice (row ${first})` });
    else seen.set(key(r), r.row);
  }
  if (seen.size) {
    const existing = await rows<{ k: string }>(
      ex,
      sql`select lower(btrim(name)) || chr(1) || lower(btrim(mobile)) as k from parties
          where type in (${type}, 3) and lower(btrim(name)) = any(${textArray([...new Set(recs.map((r) => lower(r.name)))])})`,
    );
    const have = new Set(existing.map((e) => e.k));
    for (const r of recs)
      if (r.name && have.has(key(r))) problems.push({ row: r.row, column: c('name'), message: `${r.name}${r.mobile ? ` (${r.mobile})` : ''} already exists` });
  }
  summary[kind] = recs.length;
  summary.openingBalance = Number(money(recs.reduce((a, r) => a.plus(dec(str(r.opening_balance) || 0)), dec(0))));
}

async function checkLedgers(ex: Executor, recs: Rec[], mapping: Record<string, string>, problems: ImportProblem[], summary: Record<string, number>) {
  const c = (k: string) => col('ledgers', mapping, k);
  const subs = await rows<{ m: string; s: string; m_id: number; s_id: number; nature: Nature }>(
    ex,
    sql`select lower(m.name) as m, lower(s.name) as s, m.id as m_id, s.id as s_id, g.nature
        from acc_subs s join acc_mains m on m.id = s.m_id join acc_groups g on g.id = m.g_id`,
  );
  const mains = new Set(subs.map((x) => x.m));
  const allMains = new Set((await rows<{ m: string }>(ex, sql`select lower(name) as m from acc_mains`)).map((x) => x.m));
  const place = new Map(subs.map((x) => [`${x.m}\u0001${x.s}`, x]));
  const seen = new Map<string, number>();
  for (const r of recs) {
    if (r.main_head && r.sub_head) {
      const p = place.get(`${lower(r.main_head)}\u0001${lower(r.sub_head)}`);
      if (!allMains.has(lower(r.main_head))) problems.push({ row: r.row, column: c('main_head'), message: `Unknown main head ${r.main_head}` });
      else if (!p)
        problems.push({
          row: r.row,
          column: c('sub_head'),
          message: `Unknown sub head ${r.sub_head} under ${r.main_head}${mains.has(lower(r.main_head)) ? '' : ' (it has no sub heads)'}`,
        });
      else Object.assign(r, { m_id: String(p.m_id), s_id: String(p.s_id), nature: p.nature });
    }
    if (r.name) {
      const first = seen.get(lower(r.name));
      if (first) problems.push({ row: r.row, column: c('name'), message: `${r.name} is in the file twice (row ${first})` });
      else seen.set(lower(r.name), r.row);
    }
  }
  if (seen.size) {
    const existing = await rows<{ n: string }>(ex, sql`select lower(name) as n from ledgers where lower(name) = any(${textArray([...seen.keys()])})`);
    for (const e of existing) problems.push({ row: seen.get(e.n)!, column: c('name'), message: `A ledger named ${e.n} already exists` });
  }
  summary.ledgers = recs.length;
  // The openings as the trial balance will show them: debits less credits.
  summary.openingDebit = Number(
    money(
      recs.reduce(
        (a, r) =>
          a.plus(r.nature && r.opening_balance ? (isDebitNature(r.nature as Nature) ? dec(str(r.opening_balance)) : dec(str(r.opening_balance)).neg()) : 0),
        dec(0),
      ),
    ),
  );
}

async function checkOpeningStock(ex: Executor, recs: Rec[], mapping: Record<string, string>, problems: ImportProblem[], summary: Record<string, number>) {
  const c = (k: string) => col('opening-stock', mapping, k);
  const models = await rows<{ id: number; name: string; code: string; srl_avl: number; open_qty: string; unit: string }>(
    ex,
    sql`select id, name, lower(pro_code) as code, srl_avl, open_qty, lower(btrim(unit_type)) as unit from product_models
        where lower(pro_code) = any(${textArray(recs.map((r) => lower(r.code)).filter(Boolean))})
           or lower(btrim(name)) = any(${textArray(recs.map((r) => lower(r.model)).filter(Boolean))})`,
  );
  const fractionUnits = new Set((await rows<{ name: string }>(ex, sql`select name from units where allows_fraction`)).map((u) => u.name));
  const seen = new Map<number, number>();
  const serialsOf = new Map<number, Rec>();
  // The models by code and by name, each looked up once (a file of 20,000 rows against as many models).
  const byCode = new Map<string, typeof models>();
  const byName = new Map<string, typeof models>();
  for (const m of models) {
    if (m.code) byCode.set(m.code, [...(byCode.get(m.code) ?? []), m]);
    byName.set(lower(m.name), [...(byName.get(lower(m.name)) ?? []), m]);
  }
  for (const r of recs) {
    if (!r.code && !r.model) {
      problems.push({ row: r.row, column: c('code'), message: 'Give the model’s code or name' });
      continue;
    }
    const found = (r.code ? byCode.get(lower(r.code)) : byName.get(lower(r.model))) ?? [];
    if (found.length === 0) {
      problems.push({ row: r.row, column: r.code ? c('code') : c('model'), message: `Unknown model ${r.code ?? r.model}` });
      continue;
    }
    if (found.length > 1) {
      problems.push({ row: r.row, column: c('model'), message: `${found.length} models are named ${r.model}; give its code` });
      continue;
    }
    const m = found[0];
    r.model_id = String(m.id);
    r.model_name = m.name;
    const first = seen.get(m.id);
    if (first) problems.push({ row: r.row, column: r.code ? c('code') : c('model'), message: `${m.name} is in the file twice (row ${first})` });
    else seen.set(m.id, r.row);
    if (!dec(m.open_qty).isZero())
      problems.push({ row: r.row, column: c('opening_qty'), message: `${m.name} already has an opening stock of ${Number(m.open_qty)}` });
    checkSerials('opening-stock', mapping, r, m.srl_avl === 1, problems);
    if (r.opening_qty === null) r.opening_qty = '0';
    if (!dec(str(r.opening_qty)).isInteger() && !fractionUnits.has(m.unit))
      problems.push({ row: r.row, column: c('opening_qty'), message: `${m.unit} is a whole unit; ${r.opening_qty} is a fraction` });
    if ((r.serials as string[] | null)?.length) serialsOf.set(m.id, r);
  }
  if (serialsOf.size) {
    const pairs = [...serialsOf.entries()].flatMap(([id, r]) => ((r.serials as string[]) ?? []).map((sl_no) => ({ id, sl_no })));
    // One query on the index of model and lower(sl_no).
    const taken = await rows<{ sl_no: string; model_id: number }>(
      ex,
      sql`select s.sl_no, s.model_id from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as t(id int, sl_no text)
          join serials s on s.model_id = t.id and lower(s.sl_no) = lower(t.sl_no) order by s.model_id, s.id`,
    );
    for (const t of taken)
      problems.push({ row: serialsOf.get(t.model_id)!.row, column: c('serials'), message: `Serial ${t.sl_no} already exists for this model` });
  }
  summary.models = recs.length;
  summary.serials = recs.reduce((n, r) => n + ((r.serials as string[] | null)?.length ?? 0), 0);
  summary.openingQty = Number(recs.reduce((a, r) => a.plus(dec(str(r.opening_qty) || 0)), dec(0)));
  summary.openingValue = Number(money(recs.reduce((a, r) => a.plus(dec(money(dec(str(r.opening_qty) || 0).times(dec(str(r.opening_rate) || 0))))), dec(0))));
}

/** Reads and checks a sheet; nothing is written. */
export async function checkSheet(ex: Executor, kind: ImportKind, sheet: Sheet, given?: Record<string, string>): Promise<Checked> {
  const mapping = guessMapping(kind, sheet.headings, given);
  const problems: ImportProblem[] = [];
  const summary: Record<string, number> = { rows: sheet.rows.length };
  if (sheet.rows.length === 0) throw badRequest('The sheet has headings but no rows to import', 'data');
  const missing = FIELDS[kind].filter((f) => f.required && !mapping[f.key]);
  const records = missing.length ? [] : readRows(kind, sheet, mapping, problems);
  if (missing.length) for (const f of missing) problems.push({ row: 1, column: f.label, message: `No column is chosen for ${f.label}` });
  else if (kind === 'models') await checkModels(ex, records, mapping, problems, summary);
  else if (kind === 'customers' || kind === 'suppliers') await checkParties(ex, kind, records, mapping, problems, summary);
  else if (kind === 'ledgers') await checkLedgers(ex, records, mapping, problems, summary);
  else await checkOpeningStock(ex, records, mapping, problems, summary);
  problems.sort((a, b) => a.row - b.row);
  return { mapping, records, problems, summary };
}

export async function previewImport(ex: Executor, kind: ImportKind, sheet: Sheet, given?: Record<string, string>): Promise<ImportPreview> {
  const fields = FIELDS[kind];
  // Only the columns can be shown when a required one is not yet chosen.
  const mapping = guessMapping(kind, sheet.headings, given);
  const index = new Map(sheet.headings.map((h, i) => [h, i]));
  const checked = await checkSheet(ex, kind, sheet, mapping);
  return {
    kind,
    fields: fields.map((f) => ({ key: f.key, label: f.label, required: !!f.required, hint: f.hint })),
    columns: sheet.headings,
    mapping,
    rowCount: sheet.rows.length,
    preview: sheet.rows.slice(0, PREVIEW_ROWS).map((r) => ({
      row: r.row,
      values: Object.fromEntries(fields.map((f) => [f.key, mapping[f.key] ? (r.cells[index.get(mapping[f.key])!] ?? '') : ''])),
    })),
    problems: checked.problems.slice(0, LISTED),
    moreProblems: Math.max(0, checked.problems.length - LISTED),
    summary: checked.summary,
  };
}

/** Runs a row's writes; a refusal from the writers is named by the row. */
async function forRow<T>(row: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError) throw new AppError(e.statusCode, `Row ${row}: ${e.message}`, e.field);
    throw e;
  }
}

/** Rows are written a chunk at a time: a few statements for each thousand rows, not a few for each row. */
const CHUNK = 1000;
const chunksOf = <T>(list: T[], n = CHUNK): T[][] => Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, (i + 1) * n));

/** Runs a chunk's writes; a refusal from the writers is named by the chunk's rows. */
async function forRows<T>(recs: Rec[], fn: () => Promise<T>): Promise<T> {
  if (recs.length === 1) return forRow(recs[0].row, fn);
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError) throw new AppError(e.statusCode, `Rows ${recs[0].row} to ${recs[recs.length - 1].row}: ${e.message}`, e.field);
    throw e;
  }
}

interface Opening {
  id: number;
  name: string;
  date: string;
  /** The value its opening brought into stock. */
  value: string;
}

/**
 * Each model's opening voucher, as the model screen posts it (source model_opening, id = model id,
 * Dr Inventory / Cr Opening Balance Equity its value in, dated as its stock), written together by the
 * ledger's postMany; the numbers of each year's vouchers are drawn as one block, in the order of the rows.
 */
async function postOpenings(tx: Executor, openings: Opening[], userId: number) {
  const byYear = new Map<string, Opening[]>();
  for (const o of openings) {
    if (dec(o.value).isZero()) continue;
    const year = o.date.slice(0, 4);
    if (!byYear.has(year)) byYear.set(year, []);
    byYear.get(year)!.push(o);
  }
  for (const list of byYear.values()) {
    const numbers = await nextVoucherNos(tx, VC.journal, list[0].date, list.length);
    await postMany(
      tx,
      list.map((o, i) => ({
        vcType: VC.journal,
        vcDate: o.date,
        vcNo: numbers[i],
        postStatus: 1 as const,
        source: { type: SOURCE.modelOpening, id: o.id },
        createdBy: userId,
        lines: ledgerOpeningVoucherLines({ ledgerId: LEDGER.inventory, debit: money(o.value), narr: `Opening stock of ${o.name}` }),
      })),
    );
  }
}

/**
 * The group, brand and category of each row: found by name (a brand within its group, a category
 * within its brand, letter case and outer spaces aside) or made, spelt as on the first row that
 * names it; a query for those found and an insert for those made, at each level.
 */
async function placeModels(tx: Executor, recs: Rec[]): Promise<{ g: number; b: number; c: number }[]> {
  const firstSpelling = <K>(key: (r: Rec) => K & string, name: (r: Rec) => string) => {
    const out = new Map<string, { r: Rec; name: string }>();
    for (const r of recs) if (!out.has(key(r))) out.set(key(r), { r, name: name(r) });
    return out;
  };
  // Groups.
  const groups = new Map<string, number>();
  const gNames = firstSpelling(
    (r) => lower(r.group),
    (r) => str(r.group),
  );
  for (const f of await rows<{ id: number; k: string }>(
    tx,
    sql`select min(id) as id, lower(btrim(name)) as k from product_groups where lower(btrim(name)) = any(${textArray([...gNames.keys()])}) group by 2`,
  ))
    groups.set(f.k, f.id);
  const newGroups = [...gNames].filter(([k]) => !groups.has(k)).map(([, v]) => v.name);
  if (newGroups.length)
    for (const m of await rows<{ id: number; name: string }>(
      tx,
      sql`insert into product_groups (name) select n from jsonb_array_elements_text(${JSON.stringify(newGroups)}::jsonb) as n returning id, name`,
    ))
      groups.set(lower(m.name), m.id);
  const gOf = (r: Rec) => groups.get(lower(r.group))!;
  /**
   * A level within another (a brand within its group, a category within its brand): each row's name
   * found in `table` under its parent's id (`parent` column) or made there with the parent ids
   * `parents` gives; gives each row's id at this level.
   */
  const placeWithin = async (
    table: 'product_brands' | 'product_categories',
    parent: 'g_id' | 'b_id',
    parentOf: (r: Rec) => number,
    nameOf: (r: Rec) => string,
    parents: (r: Rec) => Record<string, number>,
  ) => {
    const ids = new Map<string, number>();
    const key = (p: number, name: string) => `${p}\u0001${lower(name)}`;
    const names = firstSpelling((r) => key(parentOf(r), nameOf(r)), nameOf);
    const wanted = [...names.values()].map((v) => ({ p: parentOf(v.r), k: lower(v.name) }));
    for (const f of await rows<{ id: number; p: number; k: string }>(
      tx,
      sql`select min(t.id) as id, x.p, x.k from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as x(p int, k text)
          join ${sql.identifier(table)} t on coalesce(t.${sql.identifier(parent)}, 0) = x.p and lower(btrim(t.name)) = x.k group by x.p, x.k`,
    ))
      ids.set(key(f.p, f.k), f.id);
    const fresh = [...names].filter(([k]) => !ids.has(k)).map(([, v]) => ({ name: v.name, ...parents(v.r) }));
    if (fresh.length) {
      const columns = sql.raw(Object.keys(fresh[0]).join(', '));
      for (const m of await rows<{ id: number; p: number; name: string }>(
        tx,
        sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(fresh)}::jsonb)
            returning id, ${sql.identifier(parent)} as p, name`,
      ))
        ids.set(key(m.p, m.name), m.id);
    }
    return (r: Rec) => ids.get(key(parentOf(r), nameOf(r)))!;
  };
  const bOf = await placeWithin('product_brands', 'g_id', gOf, (r) => str(r.brand), (r) => ({ g_id: gOf(r) }));
  const cOf = await placeWithin('product_categories', 'b_id', bOf, (r) => str(r.category), (r) => ({ g_id: gOf(r), b_id: bOf(r) }));
  return recs.map((r) => ({ g: gOf(r), b: bOf(r), c: cOf(r) }));
}

async function writeModels(tx: Executor, recs: Rec[], userId: number, report: Report) {
  const today = (await one<{ d: string }>(tx, sql`select ((now() at time zone 'Asia/Dhaka')::date)::text as d`))!.d;
  const places = await placeModels(tx, recs);
  let done = 0;
  for (const part of chunksOf(recs.map((r, i) => ({ r, place: places[i] })))) {
    await forRows(
      part.map((p) => p.r),
      async () => {
        const ids = await rows<{ id: number }>(
          tx,
          sql`select nextval(pg_get_serial_sequence('product_models', 'id'))::int as id from generate_series(1, ${part.length})`,
        );
        const models = part.map(({ r, place }, i) => ({
          id: ids[i].id,
          name: str(r.model),
          g_id: place.g,
          b_id: place.b,
          c_id: place.c,
          pro_code: str(r.code),
          unit_type: str(r.unit) || 'pcs',
          open_qty: quantity(str(r.opening_qty) || 0),
          open_rate: money(str(r.opening_rate) || 0),
          srl_avl: r.serial_tracked ? 1 : 0,
          warranty: str(r.warranty),
          sale_price: money(str(r.sale_price) || 0),
          min_price: r.min_price ? money(str(r.min_price)) : null,
          vat_bp: r.vat_rate ? basisPoints(str(r.vat_rate)) : null,
          sd_bp: r.sd_rate ? basisPoints(str(r.sd_rate)) : null,
          vat_exempt: typeof r.vat_exempt === 'boolean' ? r.vat_exempt : null,
          serials: (r.serials as string[] | null) ?? [],
        }));
        await tx.execute(
          sql`insert into product_models (id, name, g_id, b_id, c_id, pro_code, unit_type, open_qty, open_rate, srl_avl, pro_status, warranty, sale_price, min_price, vat_bp, sd_bp, vat_exempt)
              select x.id, x.name, x.g_id, x.b_id, x.c_id, x.pro_code, x.unit_type, x.open_qty, x.open_rate, x.srl_avl, 1, x.warranty, x.sale_price, x.min_price, x.vat_bp, x.sd_bp, x.vat_exempt
              from jsonb_to_recordset(${JSON.stringify(models.map(({ serials: _, ...m }) => m))}::jsonb) as x(id int, name text, g_id int, b_id int, c_id int, pro_code text,
                unit_type text, open_qty numeric, open_rate numeric, srl_avl int, warranty text, sale_price numeric, min_price numeric, vat_bp int, sd_bp int, vat_exempt boolean)
              order by x.id`,
        );
        await addOpeningSerials(
          tx,
          SOURCE.modelOpening,
          models.filter((m) => m.srl_avl === 1 && m.serials.length).map((m) => ({ modelId: m.id, slNos: m.serials })),
        );
        const stocked = models.filter((m) => dec(m.open_qty).gt(0));
        await checkWholeUnits(
          tx,
          stocked.map((m) => ({ modelId: m.id, qty: m.open_qty })),
          'open_qty',
        );
        const values = await receiveOpenings(
          tx,
          SOURCE.modelOpening,
          stocked.map((m) => ({ modelId: m.id, date: today, qty: m.open_qty, unitCost: m.open_rate })),
        );
        await postOpenings(
          tx,
          stocked.map((m) => ({ id: m.id, name: m.name, date: today, value: values.get(m.id)! })),
          userId,
        );
      },
    );
    done += part.length;
    report('writing', done, recs.length);
  }
}

async function writeOpeningStock(tx: Executor, recs: Rec[], userId: number, report: Report) {
  let done = 0;
  for (const part of chunksOf(recs)) {
    await forRows(part, async () => {
      const list = part.map((r) => ({
        id: Number(r.model_id),
        qty: quantity(str(r.opening_qty) || 0),
        rate: money(str(r.opening_rate) || 0),
        serials: (r.serials as string[] | null) ?? [],
      }));
      const found = await rows<{ id: number; name: string; open_qty: string; d: string; srl_avl: number }>(
        tx,
        sql`select id, name, open_qty, srl_avl, ((created_at at time zone 'Asia/Dhaka')::date)::text as d from product_models
            where id = any(${intArray(list.map((m) => m.id))}) order by id for update`,
      );
      const model = new Map(found.map((m) => [m.id, m]));
      for (const m of list) {
        const f = model.get(m.id);
        if (!f) throw badRequest(`Model ${m.id} does not exist`, 'm_id');
        if (!dec(f.open_qty).isZero()) throw badRequest(`${f.name} already has an opening stock`, 'open_qty');
      }
      await tx.execute(
        sql`update product_models m set open_qty = x.qty, open_rate = x.rate
            from jsonb_to_recordset(${JSON.stringify(list.map(({ id, qty, rate }) => ({ id, qty, rate })))}::jsonb) as x(id int, qty numeric, rate numeric) where m.id = x.id`,
      );
      await addOpeningSerials(
        tx,
        SOURCE.modelOpening,
        list.filter((m) => model.get(m.id)!.srl_avl === 1 && m.serials.length).map((m) => ({ modelId: m.id, slNos: m.serials })),
      );
      // The opening enters stock on the day the model was made, as the model screen's opening does.
      const stocked = list.filter((m) => dec(m.qty).gt(0));
      const values = await receiveOpenings(
        tx,
        SOURCE.modelOpening,
        stocked.map((m) => ({ modelId: m.id, date: model.get(m.id)!.d, qty: m.qty, unitCost: m.rate })),
      );
      await postOpenings(
        tx,
        stocked.map((m) => ({ id: m.id, name: model.get(m.id)!.name, date: model.get(m.id)!.d, value: values.get(m.id)! })),
        userId,
      );
    });
    done += part.length;
    report('writing', done, recs.length);
  }
}

/** Writes the rows one at a time, each refusal named by its row, saying how far it got every hundred rows. */
async function rowByRow(recs: Rec[], report: Report, write: (r: Rec) => Promise<void>) {
  for (const [i, r] of recs.entries()) {
    if (i % 100 === 0) report('writing', i, recs.length);
    await forRow(r.row, () => write(r));
  }
}

const openingDate = (r: Rec) => str(r.opening_date) || todayInDhaka();

async function writeParties(tx: Executor, kind: 'customers' | 'suppliers', recs: Rec[], userId: number, report: Report) {
  const type = kind === 'customers' ? 1 : 2;
  await rowByRow(recs, report, async (r) => {
    const amount = money(str(r.opening_balance) || 0);
    const date = openingDate(r);
    const p = await one<{ id: number }>(
      tx,
      sql`insert into parties (type, name, phone, mobile, contact_person, address, zone, amount, opening_date, created_by, credit_limit, credit_days)
          values (${type}, ${str(r.name)}, ${str(r.phone)}, ${str(r.mobile)}, ${str(r.contact_person)}, ${str(r.address)}, ${str(r.zone)}, ${amount}, ${date}, ${userId},
                  ${r.credit_limit ? money(str(r.credit_limit)) : null}, ${r.credit_days ? Number(r.credit_days) : null})
          returning id`,
    );
    // The opening voucher the party form posts (ledger/openingPosting.ts).
    const lines = partyOpeningVoucherLines({ partyId: p!.id, type, name: str(r.name), amount });
    if (lines.length) await post(tx, { vcType: VC.journal, vcDate: date, postStatus: 1, source: { type: SOURCE.partyOpening, id: p!.id }, createdBy: userId, lines });
  });
}

async function writeLedgers(tx: Executor, recs: Rec[], userId: number, report: Report) {
  await rowByRow(recs, report, async (r) => {
    const amount = dec(str(r.opening_balance) || 0);
    const date = openingDate(r);
    const l = await one<{ id: number }>(
      tx,
      sql`insert into ledgers (m_id, s_id, name, amount, open_date) values (${Number(r.m_id)}, ${Number(r.s_id)}, ${str(r.name)}, ${money(amount)}, ${date}) returning id`,
    );
    const onDebit = isDebitNature(r.nature as Nature) === amount.isPositive();
    await replaceLedgerOpening(tx, { ledgerId: l!.id, debit: onDebit ? amount.abs() : amount.abs().neg(), date, narr: 'Opening balance', userId });
  });
}

/** Checks the sheet again inside the transaction and writes it all, or refuses it all naming the first problem. */
export function runImport(
  db: Executor,
  kind: ImportKind,
  sheet: Sheet,
  given: Record<string, string> | undefined,
  userId: number,
  report: Report = () => undefined,
): Promise<ImportResult> {
  return inTransaction(db, async (tx) => {
    // Imports of one kind queue here, so two at once cannot both pass the duplicate checks.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${kind}`}))`);
    report('checking', 0, sheet.rows.length);
    const checked = await checkSheet(tx, kind, sheet, given);
    if (checked.problems.length) {
      const p = checked.problems[0];
      const more = checked.problems.length - 1;
      throw badRequest(
        `Nothing was imported. Row ${p.row}, column ${p.column}: ${p.message}${more ? ` (and ${more} more problem${more === 1 ? '' : 's'}; see the preview)` : ''}`,
        'data',
      );
    }
    report('writing', 0, checked.records.length);
    if (kind === 'models') await writeModels(tx, checked.records, userId, report);
    else if (kind === 'customers' || kind === 'suppliers') await writeParties(tx, kind, checked.records, userId, report);
    else if (kind === 'ledgers') await writeLedgers(tx, checked.records, userId, report);
    else await writeOpeningStock(tx, checked.records, userId, report);
    return { kind, rows: checked.records.length, summary: checked.summary };
  });
}
