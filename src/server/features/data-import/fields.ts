// The columns each import reads, how a heading is matched to them, and how a cell's text is read:
// refused, never altered (an amount of more than 2 decimals, a quantity of more than 3, a date that
// is not a real date or lies after today are problems of their row and column, not rounded).
import type { ImportKind } from '../../../contracts/dataImport.js';
import { FIRST_DATE, isIsoDate, todayInDhaka } from '../../../domain/dates.js';
import { SERIAL_MAX_LENGTH } from '../../../contracts/catalogue.js';
import { controlCharacterProblem, nameProblem } from '../../../contracts/common.js';
import { basisPoints } from '../../../domain/vat.js';

export type FieldType = 'name' | 'text' | 'money' | 'qty' | 'date' | 'flag' | 'serials' | 'rate';

export interface Field {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Other headings that mean this column (compared without case, spaces or punctuation). */
  aliases?: string[];
  max?: number;
  hint: string;
  /** May be below zero (an opening balance on the other side). */
  signed?: boolean;
  example: string;
}

const opening = (who: string): Field[] => [
  {
    key: 'opening_balance',
    label: 'Opening Balance',
    type: 'money',
    signed: true,
    aliases: ['opening', 'balance', 'amount', 'opening due', 'due'],
    hint: who,
    example: '1500.00',
  },
  {
    key: 'opening_date',
    label: 'Opening Date',
    type: 'date',
    aliases: ['as on', 'balance date', 'date'],
    hint: 'yyyy-mm-dd, dd/mm/yyyy or 5-Mar-2026; today when empty',
    example: '2026-01-01',
  },
];

const party = (who: string, balance: string): Field[] => [
  { key: 'name', label: `${who} Name`, type: 'name', required: true, aliases: ['name', who.toLowerCase()], hint: 'required', example: `${who} One` },
  { key: 'mobile', label: 'Mobile', type: 'text', max: 30, aliases: ['mobile no', 'cell', 'mobile number'], hint: '', example: '01711000000' },
  { key: 'phone', label: 'Phone', type: 'text', max: 30, aliases: ['phone no', 'telephone'], hint: '', example: '' },
  { key: 'contact_person', label: 'Contact Person', type: 'text', max: 100, aliases: ['contact'], hint: '', example: '' },
  { key: 'address', label: 'Address', type: 'text', max: 300, hint: '', example: 'Dhaka' },
  { key: 'zone', label: 'Zone', type: 'text', max: 100, aliases: ['area', 'territory'], hint: '', example: '' },
  ...opening(balance),
];

const credit: Field[] = [
  { key: 'credit_limit', label: 'Credit Limit', type: 'money', aliases: ['limit'], hint: 'taka; empty: no limit', example: '50000' },
  { key: 'credit_days', label: 'Credit Days', type: 'qty', aliases: ['days'], hint: 'whole days', example: '30' },
];

// The model's code and its opening stock: read by the catalogue import and the opening stock import.
const CODE: Field = {
  key: 'code',
  label: 'Code',
  type: 'text',
  max: 60,
  aliases: ['product code', 'model code', 'pro code', 'sku'],
  hint: '',
  example: 'TV-32',
};
const OPENING_QTY: Field = {
  key: 'opening_qty',
  label: 'Opening Quantity',
  type: 'qty',
  aliases: ['opening qty', 'open qty', 'qty', 'quantity'],
  hint: 'as many as the serials when empty',
  example: '2',
};
const OPENING_RATE: Field = {
  key: 'opening_rate',
  label: 'Opening Rate',
  type: 'money',
  aliases: ['open rate', 'rate', 'cost', 'unit cost'],
  hint: 'taka per unit',
  example: '15000',
};
const SERIALS: Field = {
  key: 'serials',
  label: 'Serial Numbers',
  type: 'serials',
  aliases: ['serials', 'serial no', 'serial numbers', 'sl no'],
  hint: 'separated by commas',
  example: 'SN-1001, SN-1002',
};

export const FIELDS: Record<ImportKind, Field[]> = {
  models: [
    { key: 'group', label: 'Group', type: 'name', required: true, aliases: ['product group', 'group name'], hint: 'made when new', example: 'Electronics' },
    { key: 'brand', label: 'Brand', type: 'name', required: true, aliases: ['brand name'], hint: 'made when new', example: 'Walton' },
    { key: 'category', label: 'Category', type: 'name', required: true, aliases: ['category name'], hint: 'made when new', example: 'Television' },
    {
      key: 'model',
      label: 'Model',
      type: 'name',
      required: true,
      aliases: ['model name', 'product', 'item', 'name'],
      hint: 'required; new within its category',
      example: 'TV 32',
    },
    CODE,
    { key: 'unit', label: 'Unit', type: 'text', max: 20, aliases: ['unit type', 'uom'], hint: 'pcs when empty', example: 'pcs' },
    { key: 'warranty', label: 'Warranty', type: 'text', max: 100, hint: '', example: '1 year' },
    { key: 'sale_price', label: 'Sale Price', type: 'money', aliases: ['price', 'selling price', 'mrp'], hint: 'taka per unit', example: '18000' },
    { key: 'min_price', label: 'Minimum Price', type: 'money', aliases: ['min price', 'lowest price'], hint: 'empty: none', example: '17000' },
    {
      key: 'vat_rate',
      label: 'VAT Rate',
      type: 'rate',
      aliases: ['vat', 'vat %', 'vat percent', 'vat rate %'],
      hint: 'percent, as 15 or 7.5; empty: its category’s or the default',
      example: '15',
    },
    {
      key: 'sd_rate',
      label: 'SD Rate',
      type: 'rate',
      aliases: ['sd', 'sd %', 'supplementary duty', 'sd percent'],
      hint: 'percent; empty: its category’s or none',
      example: '',
    },
    { key: 'vat_exempt', label: 'VAT Exempt', type: 'flag', aliases: ['exempt', 'vat exempted'], hint: 'yes/no; empty: as its category', example: '' },
    {
      key: 'serial_tracked',
      label: 'Serial Tracked',
      type: 'flag',
      aliases: ['serial', 'serialised', 'has serial', 'srl avl'],
      hint: 'yes/no; yes when serials are given',
      example: 'yes',
    },
    OPENING_QTY,
    OPENING_RATE,
    SERIALS,
  ],
  customers: [...party('Customer', 'owed to us; below zero: an advance'), ...credit],
  suppliers: party('Supplier', 'owed by us; below zero: an advance paid'),
  ledgers: [
    {
      key: 'main_head',
      label: 'Main Head',
      type: 'name',
      required: true,
      aliases: ['main', 'main account'],
      hint: 'an existing main head',
      example: 'Current Assets',
    },
    {
      key: 'sub_head',
      label: 'Sub Head',
      type: 'name',
      required: true,
      aliases: ['sub', 'sub account'],
      hint: 'an existing sub head of it',
      example: 'Advances',
    },
    {
      key: 'name',
      label: 'Ledger Name',
      type: 'name',
      required: true,
      aliases: ['ledger', 'name', 'account'],
      hint: 'required; new',
      example: 'Advance to Staff',
    },
    ...opening('on the side of its nature (debit for assets and expenses); below zero: the other side'),
  ],
  'opening-stock': [
    { ...CODE, hint: 'finds the model (or its name)' },
    {
      key: 'model',
      label: 'Model',
      type: 'text',
      max: 150,
      aliases: ['model name', 'product', 'item', 'name'],
      hint: 'finds the model when no code',
      example: 'TV 32',
    },
    OPENING_QTY,
    { ...OPENING_RATE, required: true },
    { ...SERIALS, example: 'SN-2001, SN-2002' },
  ],
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Which heading holds each field: the mapping given, else the heading that names it. */
export function guessMapping(kind: ImportKind, headings: string[], given?: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const taken = new Set<string>();
  const fields = FIELDS[kind];
  for (const f of fields) {
    if (given && f.key in given) {
      out[f.key] = given[f.key] ?? '';
      if (out[f.key]) taken.add(out[f.key]);
    }
  }
  // Exact labels first, then aliases, so 'Name' goes to the field whose label it is.
  for (const pass of ['label', 'alias'] as const) {
    for (const f of fields) {
      if (f.key in out) continue;
      const names = pass === 'label' ? [f.label, f.key] : (f.aliases ?? []);
      const h = headings.find((x) => !taken.has(x) && names.some((n) => norm(n) === norm(x)));
      if (h) {
        out[f.key] = h;
        taken.add(h);
      }
    }
  }
  for (const f of fields) out[f.key] ??= '';
  return out;
}

export type Value = string | null;
export type Read = { ok: true; value: Value | string[] | boolean } | { ok: false; message: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as a clerk types it: 2026-03-05, 05/03/2026 (day first), 5-Mar-2026, 5 March 2026. */
export function readDate(s: string): string | undefined {
  let y: number, m: number, d: number;
  let r = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (r) [y, m, d] = [+r[1], +r[2], +r[3]];
  else if ((r = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s))) [d, m, y] = [+r[1], +r[2], +r[3]];
  else if ((r = /^(\d{1,2})[\s-]([A-Za-z]{3,9})[\s,-]+(\d{4})$/.exec(s)) && MONTHS.includes(r[2].slice(0, 3).toLowerCase()))
    [d, m, y] = [+r[1], MONTHS.indexOf(r[2].slice(0, 3).toLowerCase()) + 1, +r[3]];
  else return undefined;
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** Reads one cell for its field. */
export function readCell(f: Field, raw: string): Read {
  const s = raw.trim();
  if (s === '') return f.required ? { ok: false, message: `${f.label} is required` } : { ok: true, value: null };
  switch (f.type) {
    case 'name':
    case 'text': {
      const max = f.max ?? 150;
      if (s.length > max) return { ok: false, message: `${f.label} is too long (${max} characters at most)` };
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u202a-\u202e\u2066-\u2069]/.test(s) || controlCharacterProblem(f.label, s, { multiline: true }))
        return { ok: false, message: `${f.label} holds control characters` };
      const problem = f.type === 'name' ? nameProblem(f.label, s) : undefined;
      if (problem) return { ok: false, message: problem };
      return { ok: true, value: s.replace(/\s+/g, ' ') };
    }
    case 'money':
    case 'qty': {
      const t = s.replace(/,/g, '');
      const places = f.type === 'money' ? 2 : 3;
      const re = new RegExp(`^${f.signed ? '-?' : ''}\\d{1,12}(\\.\\d{1,${places}})?$`);
      if (!re.test(t)) {
        if (/^-?\d+(\.\d+)?$/.test(t) && t.startsWith('-') && !f.signed) return { ok: false, message: `${f.label} cannot be below zero` };
        if (/^-?\d+\.\d+$/.test(t)) return { ok: false, message: `${f.label} "${s}" has more than ${places} decimals` };
        return { ok: false, message: `${f.label} "${s.slice(0, 40)}" is not a number` };
      }
      if (Number(t) > (f.type === 'money' ? 1e12 : 1e9)) return { ok: false, message: `${f.label} is too large` };
      return { ok: true, value: t };
    }
    case 'date': {
      const d = readDate(s);
      if (!d) return { ok: false, message: `${f.label} "${s.slice(0, 40)}" is not a date (yyyy-mm-dd or dd/mm/yyyy)` };
      if (d < FIRST_DATE) return { ok: false, message: `${f.label} is before ${FIRST_DATE}` };
      if (d > todayInDhaka()) return { ok: false, message: `${f.label} ${d} is after today` };
      return { ok: true, value: d };
    }
    case 'flag': {
      const v = s.toLowerCase();
      if (['yes', 'y', '1', 'true'].includes(v)) return { ok: true, value: true };
      if (['no', 'n', '0', 'false'].includes(v)) return { ok: true, value: false };
      return { ok: false, message: `${f.label} must be yes or no` };
    }
    case 'rate': {
      // As the model's rate form reads it (contracts/vat.ts ratePercent): 0 to 100 with at most 2 decimals; 15 and 15% alike.
      const t = s.replace(/\s*%$/, '');
      if (!/^-?\d+(\.\d+)?$/.test(t)) return { ok: false, message: `${f.label} "${s.slice(0, 40)}" is not a number` };
      if (t.startsWith('-')) return { ok: false, message: `${f.label} cannot be negative` };
      if (Number(t) > 100) return { ok: false, message: `${f.label} cannot be above 100 %` };
      try {
        basisPoints(t);
      } catch {
        return { ok: false, message: `${f.label} takes at most 2 decimals` };
      }
      return { ok: true, value: String(Number(t)) };
    }
    case 'serials': {
      const list = s
        .split(/[,;\n\r|]+/)
        .map((x) => x.trim())
        .filter(Boolean);
      const long = list.find((x) => x.length > SERIAL_MAX_LENGTH);
      if (long) return { ok: false, message: `Serial "${long.slice(0, 30)}..." is longer than ${SERIAL_MAX_LENGTH} characters` };
      const problem = list.map((x) => controlCharacterProblem('A serial number', x)).find(Boolean);
      if (problem) return { ok: false, message: problem };
      return { ok: true, value: list };
    }
  }
}
