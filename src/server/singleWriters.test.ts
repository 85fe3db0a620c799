// One writer for each of the books' tables (ARCHITECTURE.md, "Layers"): the general ledger's
// voucher_lines only from server/ledger, the construction books' project_voucher_lines only from
// ledger/projectLedger.ts, stock_movements, model_stock and serials only from server/stock. Every
// non-test source file under src/ is read, and a write of one of those tables anywhere else fails,
// named by file and line: raw SQL (insert into, update, delete from, merge into, truncate; any case,
// any whitespace or newlines between the words, an optional public. schema, quoted names) and
// drizzle's insert/update/delete of the typed tables of db/schema.ts. Migrations (.sql), tests and
// bench/ are out of scope. The scanner is shown to bite on deliberately offending samples.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each guarded table and where it may be written from (a folder ending in / or one file). */
const OWNERS: Record<string, readonly string[]> = {
  voucher_lines: ['src/server/ledger/'],
  project_voucher_lines: ['src/server/ledger/projectLedger.ts'],
  stock_movements: ['src/server/stock/'],
  model_stock: ['src/server/stock/'],
  serials: ['src/server/stock/'],
};
const TABLES = Object.keys(OWNERS);

/** The typed tables of db/schema.ts that are guarded: the name code uses → the table. */
function typedTables(schemaText: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of schemaText.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g))
    if (TABLES.includes(m[2])) found.set(m[1], m[2]);
  return found;
}
const TYPED = typedTables(fs.readFileSync(path.join(ROOT, 'src/server/db/schema.ts'), 'utf8'));

const SQL_WRITE = new RegExp(
  String.raw`\b(insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|merge\s+into|truncate(?:\s+table)?(?:\s+only)?)` +
    String.raw`\s+(?:"?public"?\s*\.\s*)?"?(${TABLES.join('|')})"?(?![\w"])`,
  'gi',
);
const DRIZZLE_WRITE = /\.\s*(insert|update|delete)\s*\(\s*(?:(\w+)\s*\.\s*)?(\w+)\s*[,)]/g;

interface Write {
  file: string;
  line: number;
  table: string;
  how: string;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The names a file gives the guarded typed tables it imports from db/schema, and its namespace imports of it. */
function schemaImports(text: string) {
  const names = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]*\/schema(?:\.js)?)['"]/g)) {
    for (const spec of m[1].split(',')) {
      const [imported, local] = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      const table = TYPED.get(imported);
      if (table) names.set((local ?? imported).trim(), table);
    }
  }
  for (const m of text.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s*['"][^'"]*\/schema(?:\.js)?['"]/g)) namespaces.add(m[1]);
  return { names, namespaces };
}

/** Every write of a guarded table in a file's text, wherever it is. */
function writesIn(file: string, text: string): Write[] {
  const found: Write[] = [];
  for (const m of text.matchAll(SQL_WRITE))
    found.push({ file, line: lineAt(text, m.index), table: m[2].toLowerCase(), how: m[0].replace(/\s+/g, ' ') });
  const { names, namespaces } = schemaImports(text);
  for (const m of text.matchAll(DRIZZLE_WRITE)) {
    const [, verb, ns, name] = m;
    const table = ns ? (namespaces.has(ns) ? TYPED.get(name) : undefined) : names.get(name);
    if (table) found.push({ file, line: lineAt(text, m.index), table, how: `.${verb}(${ns ? `${ns}.` : ''}${name})` });
  }
  return found.sort((a, b) => a.line - b.line);
}

const owns = (file: string, table: string) => OWNERS[table].some((o) => (o.endsWith('/') ? file.startsWith(o) : file === o));

/** The writes in a file that its place does not allow, as `file:line table (how)`. */
function strayWrites(file: string, text: string): string[] {
  return writesIn(file, text)
    .filter((w) => !owns(w.file, w.table))
    .map((w) => `${w.file}:${w.line} writes ${w.table} (${w.how}); only ${OWNERS[w.table].join(', ')} may`);
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sources(rel));
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(rel);
  }
  return out;
}

describe('one writer for each table of the books', () => {
  it('finds the typed tables in db/schema.ts', () => {
    expect(new Set(TYPED.values())).toEqual(new Set(TABLES));
  });

  it('no source file outside the owning module writes voucher lines, construction voucher lines, stock movements, stock balances or serials', () => {
    const files = sources('src');
    expect(files.length).toBeGreaterThan(100);
    const stray = files.flatMap((f) => strayWrites(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(stray).toEqual([]);
  });

  it('the owners are found writing their own tables (the scanner reads them)', () => {
    const tables = (f: string) => new Set(writesIn(f, fs.readFileSync(path.join(ROOT, f), 'utf8')).map((w) => w.table));
    expect(tables('src/server/ledger/ledger.ts')).toEqual(new Set(['voucher_lines']));
    expect(tables('src/server/ledger/adjustLines.ts')).toEqual(new Set(['voucher_lines']));
    expect(tables('src/server/ledger/projectLedger.ts')).toEqual(new Set(['project_voucher_lines']));
    expect(tables('src/server/stock/stock.ts')).toEqual(new Set(['stock_movements', 'model_stock']));
    expect(tables('src/server/stock/serials.ts')).toContain('serials');
  });

  describe('the scanner bites', () => {
    const feature = 'src/server/features/example/service.ts';

    it('an update across a newline, in any case, names the file and the line', () => {
      const text = "import { sql } from '../../db/client.js';\n\nawait tx.execute(sql`UPDATE\n    voucher_lines set post_status = 1 where vc_no = ${vcNo}`);\n";
      expect(strayWrites(feature, text)).toEqual([
        `${feature}:3 writes voucher_lines (UPDATE voucher_lines); only src/server/ledger/ may`,
      ]);
    });

    it('an insert in a CTE, a delete with a schema and an alias, a quoted name, update only', () => {
      const text = [
        'sql`with moved as (insert into public.stock_movements (model_id, qty) select 1, 2 returning id)',
        '  select * from moved`;',
        'sql`delete   from\tpublic . "model_stock" s using x where s.model_id = x.id`;',
        'sql`update only serials set status = 2`;',
        'sql`with u as (update "public"."project_voucher_lines" p set narr = \'\' returning p.id) select 1`;',
        'sql`merge into voucher_lines v using x on v.id = x.id when matched then delete`;',
      ].join('\n');
      expect(writesIn(feature, text).map((w) => [w.line, w.table])).toEqual([
        [1, 'stock_movements'],
        [3, 'model_stock'],
        [4, 'serials'],
        [5, 'project_voucher_lines'],
        [6, 'voucher_lines'],
      ]);
      expect(strayWrites(feature, text)).toHaveLength(5);
    });

    it('drizzle writes of the typed tables: direct, aliased, through a namespace, across lines', () => {
      const text = [
        "import { serials, voucherLines as lines } from '../../db/schema.js';",
        "import * as schema from '../../db/schema.js';",
        'await tx',
        '  .delete(serials)',
        '  .where(eq(serials.id, 1));',
        'await tx.update(lines).set({ postStatus: 1 });',
        'await tx.insert(',
        '  schema.stockMovements,',
        ').values(row);',
        'await tx.insert(schema.modelStock).values(row);',
        'await tx.insert(schema.projectVoucherLines).values(row);',
      ].join('\n');
      expect(writesIn(feature, text).map((w) => [w.line, w.table])).toEqual([
        [4, 'serials'],
        [6, 'voucher_lines'],
        [7, 'stock_movements'],
        [10, 'model_stock'],
        [11, 'project_voucher_lines'],
      ]);
    });

    it('reads, other tables and look-alike names are not writes', () => {
      const text = [
        "import { voucherLines, salesItemSerials } from '../../db/schema.js';",
        'sql`select vc_no, sum(debit) from voucher_lines where vc_no = ${n} group by vc_no`;',
        'sql`select id from serials where id = any(${ids}) order by id for update`;',
        'sql`select 1 from voucher_lines v for update of v`;',
        'sql`insert into sales_item_serials (sale_item_id, srl_id) select 1, 2`;',
        'sql`update voucher_lines_archive set x = 1`;',
        'sql`insert into counters (key) values (1) on conflict (key) do update set last = counters.last + 1`;',
        'await tx.select().from(voucherLines);',
        'await tx.insert(salesItemSerials).values(row);',
        'seen.delete(serials);', // a Set's delete, not the typed table (not imported here)
      ].join('\n');
      expect(writesIn(feature, text)).toEqual([]);
    });

    it('the owners may write their own tables, and only those', () => {
      const ledgerWrite = 'sql`update voucher_lines set debit = 1`; sql`delete from project_voucher_lines where id = 1`;';
      expect(strayWrites('src/server/ledger/adjustLines.ts', ledgerWrite)).toEqual([
        'src/server/ledger/adjustLines.ts:1 writes project_voucher_lines (delete from project_voucher_lines); only src/server/ledger/projectLedger.ts may',
      ]);
      expect(strayWrites('src/server/stock/recostDocuments.ts', 'sql`insert into voucher_lines (vc_no) values (1)`;')).toHaveLength(1);
      expect(strayWrites('src/server/stock/stock.ts', 'sql`update model_stock set qty = 0`;')).toEqual([]);
    });
  });
});
