// schema.ts against the database the migrations make. The migrations make the tables and schema.ts
// only declares them for drizzle's typed queries, so the two can drift apart unseen: a table made
// and never declared, a column declared with a type, a nullability or a name the database does not
// have. On a freshly migrated embedded database, every table of the migrations must be declared and
// every declared table and column must exist with the same type and nullability; a failure names
// the table and column. The comparison is checked on a wrong declaration too, so it is known to bite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableConfig, integer, numeric, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { migrate } from './migrate.js';
import { pgliteRunner } from './connection.js';
import * as schema from './schema.js';

/** A column as the database has it: its type as PostgreSQL writes it (format_type) and whether it is not null. */
interface DatabaseColumn {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
}

/** Made by the migration runner itself (migrate.ts), not by a migration: no query of the app reads it. */
const NOT_DECLARED = ['schema_migrations'];

/** A declared column's type as PostgreSQL writes it: serials are integers with a default, `numeric(14, 3)` is `numeric(14,3)`. */
export function databaseType(declared: string): string {
  const t = declared.replace(/\s*,\s*/g, ',').trim();
  const names: Record<string, string> = {
    serial: 'integer',
    smallserial: 'smallint',
    bigserial: 'bigint',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
    varchar: 'character varying',
    char: 'character',
  };
  const m = /^([a-z ]+?)(\(.*\))?(\[\])?$/.exec(t);
  if (!m) return t;
  return (names[m[1]] ?? m[1]) + (m[2] ?? '') + (m[3] ?? '');
}

/** Every difference between the declared tables and the database's, one line each, naming the table and column. */
export function schemaDrift(declared: PgTable[], actual: DatabaseColumn[]): string[] {
  const problems: string[] = [];
  const inDatabase = new Map<string, Map<string, DatabaseColumn>>();
  for (const c of actual) {
    if (!inDatabase.has(c.table)) inDatabase.set(c.table, new Map());
    inDatabase.get(c.table)!.set(c.column, c);
  }
  const declaredNames = new Set<string>();
  for (const table of declared) {
    const config = getTableConfig(table);
    declaredNames.add(config.name);
    const columns = inDatabase.get(config.name);
    if (!columns) {
      problems.push(`${config.name}: declared in schema.ts, but the migrations make no such table`);
      continue;
    }
    for (const col of config.columns) {
      const found = columns.get(col.name);
      const type = databaseType(col.getSQLType());
      if (!found) problems.push(`${config.name}.${col.name}: declared in schema.ts (${type}), but the table has no such column`);
      else {
        if (found.type !== type) problems.push(`${config.name}.${col.name}: declared ${type}, the database has ${found.type}`);
        if (found.notNull !== col.notNull)
          problems.push(
            `${config.name}.${col.name}: declared ${col.notNull ? 'not null' : 'nullable'}, the database has it ${found.notNull ? 'not null' : 'nullable'}`,
          );
      }
    }
    const declaredColumns = new Set(config.columns.map((c) => c.name));
    for (const c of columns.values())
      if (!declaredColumns.has(c.column))
        problems.push(`${config.name}.${c.column}: in the database (${c.type}${c.notNull ? ' not null' : ''}), not declared in schema.ts`);
  }
  for (const table of inDatabase.keys())
    if (!declaredNames.has(table) && !NOT_DECLARED.includes(table)) problems.push(`${table}: made by the migrations, not declared in schema.ts`);
  return problems.sort();
}

const declaredTables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);

let db: PGlite;
let actual: DatabaseColumn[];

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(pgliteRunner(db));
  actual = (
    await db.query<DatabaseColumn>(`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname, a.attnum`)
  ).rows;
}, 60_000);
afterAll(() => db?.close());

describe('schema.ts and the migrations', () => {
  it('declare the same tables, columns, types and nullability', () => {
    expect(schemaDrift(declaredTables, actual)).toEqual([]);
  });

  it('a drifted declaration is named by table and column', () => {
    const wrong = pgTable('counters', {
      key: text('key').primaryKey(),
      last: numeric('last', { precision: 18, scale: 2 }).notNull(), // integer in the database
      first: integer('first').notNull(), // nullable in the database
      kept: integer('kept'), // no such column
    });
    const ghost = pgTable('no_such_table', { id: integer('id') });
    const others = declaredTables.filter((t) => getTableConfig(t).name !== 'counters');
    expect(schemaDrift([...others, wrong, ghost], actual)).toEqual([
      'counters.first: declared not null, the database has it nullable',
      'counters.kept: declared in schema.ts (integer), but the table has no such column',
      'counters.last: declared numeric(18,2), the database has integer',
      'no_such_table: declared in schema.ts, but the migrations make no such table',
    ]);
    // A table of the migrations left out of schema.ts.
    expect(schemaDrift(others, actual)).toEqual(['counters: made by the migrations, not declared in schema.ts']);
  });

  it('reads declared types as PostgreSQL writes them', () => {
    expect(['serial', 'bigserial', 'numeric(14, 3)', 'timestamp', 'varchar(100)', 'integer[]', 'timestamp with time zone'].map(databaseType)).toEqual([
      'integer',
      'bigint',
      'numeric(14,3)',
      'timestamp without time zone',
      'character varying(100)',
      'integer[]',
      'timestamp with time zone',
    ]);
  });
});
