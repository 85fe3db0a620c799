// A document's source_type is named from ledger/sources.ts (`SOURCE.sale`), never spelt in SQL: a
// query that compares source_type (or a serial's in_/out_source_type) with a bare literal, as in
// `source_type = 'sale'`, `<> 'model_opening'` or `in ('cheque', 'ledger_opening')`, fails here, named
// by file and line. Every non-test .ts file under src/server is read; migrations (.sql) are out of
// scope. A literal a partial index needs is written `${sql.raw(`'${SOURCE.purchase}'`)}`, which this
// does not match. The scanner is shown to bite on samples.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCE } from './sources.js';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BARE = /\b(?:in_|out_)?source_type\s*(?:=|<>|!=|\bin\b)\s*\(?\s*'[a-z_]*'/gi;

function bareLiterals(text: string): { line: number; text: string }[] {
  return [...text.matchAll(BARE)].map((m) => ({ line: text.slice(0, m.index).split('\n').length, text: m[0] }));
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('source types are named, not spelt', () => {
  it('finds bare literals in the forms SQL writes them', () => {
    expect(bareLiterals(`where source_type = 'sale' and x`).map((f) => f.text)).toEqual([`source_type = 'sale'`]);
    expect(bareLiterals(`v.source_type <> 'model_opening'`)).toHaveLength(1);
    expect(bareLiterals(`v.source_type in ('cheque', 'ledger_opening')`)).toHaveLength(1);
    expect(bareLiterals(`sr.out_source_type='sale'`)).toHaveLength(1);
    expect(bareLiterals(`s.IN_SOURCE_TYPE IN ( 'purchase')`)).toHaveLength(1);
    expect(bareLiterals(`where source_type = 'x'\n and source_type = 'y'`).map((f) => f.line)).toEqual([1, 2]);
    // Named ones pass: a bound parameter, and a partial index's literal written from the name.
    expect(bareLiterals(`where source_type = \${SOURCE.sale} and source_type in (\${SOURCE.cheque})`)).toEqual([]);
    expect(bareLiterals(`source_type = \${sql.raw(\`'\${SOURCE.purchase}'\`)}`)).toEqual([]);
    expect(bareLiterals(`source_type is distinct from \${SOURCE.yearClose}`)).toEqual([]);
  });

  it('no server source file spells a source type in SQL', () => {
    const files = sources(SERVER);
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(path.join('ledger', 'sources.ts')))).toBe(true);
    const found = files.flatMap((f) =>
      bareLiterals(fs.readFileSync(f, 'utf8')).map((b) => `${path.relative(SERVER, f)}:${b.line}: ${b.text}`),
    );
    expect(found).toEqual([]);
  });

  it('the names are the values the books hold', () => {
    // What the migrations' partial index and the earlier rows were written with.
    expect(SOURCE.purchase).toBe('purchase');
    expect(SOURCE.sale).toBe('sale');
    expect(SOURCE.collPay).toBe('collpay');
  });
});
