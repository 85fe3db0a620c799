// The catalogue's tree, group > brand > category > model: where a record sits, unique names within
// its parent, and the children that keep a record from being deleted.
import { sql, one, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, pgError } from '../../errors.js';

export type Level = 'group' | 'brand' | 'category' | 'model';

export const LABEL: Record<Level, string> = { group: 'Group', brand: 'Brand', category: 'Category', model: 'Model' };

export const TABLE: Record<Level, string> = {
  group: 'product_groups',
  brand: 'product_brands',
  category: 'product_categories',
  model: 'product_models',
};

/** The parent a name is unique within, and that parent's column. */
const SCOPE: Record<Level, { column: 'g_id' | 'b_id' | 'c_id'; parent: Level } | null> = {
  group: null,
  brand: { column: 'g_id', parent: 'group' },
  category: { column: 'b_id', parent: 'brand' },
  model: { column: 'c_id', parent: 'category' },
};

const CHILDREN: Record<Level, [string, Level, string][]> = {
  group: [['brands', 'brand', 'g_id'], ['categories', 'category', 'g_id'], ['models', 'model', 'g_id']],
  brand: [['categories', 'category', 'b_id'], ['models', 'model', 'b_id']],
  category: [['models', 'model', 'c_id']],
  model: [],
};

export interface Placement {
  g_id: number | null;
  b_id: number | null;
  c_id: number | null;
}

const table = (level: Level) => sql.raw(TABLE[level]);

/** Locks a record for the rest of the transaction; 404 when it does not exist. */
export async function lockRow<T = Record<string, unknown>>(tx: Executor, level: Level, id: number): Promise<T> {
  const row = await one<T>(tx, sql`select * from ${table(level)} where id = ${id} for update`);
  if (!row) throw notFound(`${LABEL[level]} not found`);
  return row;
}

async function parentOf(tx: Executor, level: 'brand' | 'category', id: number) {
  const row = await one<{ g_id: number | null; b_id?: number | null }>(tx, sql`select * from ${table(level)} where id = ${id}`);
  if (!row) throw badRequest(`${LABEL[level]} not found`, level === 'brand' ? 'b_id' : 'c_id');
  return { g_id: row.g_id ?? null, b_id: row.b_id ?? null };
}

function mustMatch(given: number | null | undefined, actual: number | null, message: string, field: string) {
  if (given && given !== actual) throw badRequest(message, field);
}

/**
 * Completes a placement from its lowest level: a category brings its brand and group, a brand its
 * group. Ids that disagree with the record below them are refused.
 */
export async function resolvePlacement(tx: Executor, p: Partial<Placement>): Promise<Placement> {
  let g_id = p.g_id ?? null;
  let b_id = p.b_id ?? null;
  const c_id = p.c_id ?? null;
  if (c_id) {
    const c = await parentOf(tx, 'category', c_id);
    mustMatch(b_id, c.b_id, 'This category does not belong to the chosen brand', 'c_id');
    mustMatch(g_id, c.g_id, 'This category does not belong to the chosen group', 'c_id');
    b_id = c.b_id;
    g_id = c.g_id;
  }
  if (b_id) {
    const b = await parentOf(tx, 'brand', b_id);
    mustMatch(g_id, b.g_id, 'This brand does not belong to the chosen group', 'b_id');
    g_id = b.g_id;
  }
  if (g_id && !(await one(tx, sql`select 1 from product_groups where id = ${g_id}`))) throw badRequest('Group not found', 'g_id');
  return { g_id, b_id, c_id };
}

function duplicateMessage(level: Level, name: string, scoped: boolean): string {
  const scope = SCOPE[level];
  const where = scope && scoped ? ` in this ${scope.parent}` : '';
  return `${LABEL[level]} "${name.trim()}" already exists${where}`;
}

/** Refuses a name already used by another record under the same parent (case and spaces ignored). */
export async function assertUniqueName(tx: Executor, level: Level, name: string, placement: Partial<Placement>, exceptId = 0) {
  const scope = SCOPE[level];
  const scopeId = scope ? (placement[scope.column] ?? 0) : 0;
  const inScope = scope ? sql`and coalesce(${sql.raw(scope.column)}, 0) = ${scopeId}` : sql``;
  const dup = await one(tx, sql`select 1 from ${table(level)} where lower(btrim(name)) = lower(btrim(${name})) ${inScope} and id <> ${exceptId}`);
  if (dup) throw conflict(duplicateMessage(level, name, scopeId !== 0), 'name');
}

/** Runs a write; a unique-index violation (two clerks at once) becomes the same clear 409. */
export async function uniquely<T>(level: Level, name: string, placement: Partial<Placement>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const scope = SCOPE[level];
    if (pgError(e).code === '23505') throw conflict(duplicateMessage(level, name, !!(scope && placement[scope.column])), 'name');
    throw e;
  }
}

/** A record with children cannot be deleted: "This group has brands; delete or move them first". */
export async function assertNoChildren(tx: Executor, level: Level, id: number) {
  for (const [what, child, column] of CHILDREN[level]) {
    const used = await one(tx, sql`select 1 from ${table(child)} where ${sql.raw(column)} = ${id} limit 1`);
    if (used) throw conflict(`This ${level} has ${what}; delete or move them first`);
  }
}
