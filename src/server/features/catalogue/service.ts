// Commands on groups, brands and categories. Each runs in one transaction; a brand or category that
// moves takes the records under it along, so the tree stays consistent.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import type { CategoryBody, GroupBody } from '../../../contracts/catalogue.js';
import { assertNoChildren, assertUniqueName, lockRow, resolvePlacement, TABLE, uniquely, type Placement } from './hierarchy.js';
import { getNode } from './queries.js';

export type NodeLevel = 'group' | 'brand' | 'category';
type NodeBody = GroupBody & Partial<Pick<CategoryBody, 'g_id' | 'b_id'>>;

/** Where a new or edited node sits: a category under a brand and group, a brand under a group. */
async function placementOf(tx: Executor, level: NodeLevel, body: NodeBody, current?: Placement): Promise<Placement> {
  const none = { g_id: null, b_id: null, c_id: null };
  if (level === 'group') return none;
  const given = level === 'brand' ? body.g_id !== undefined : body.g_id !== undefined || body.b_id !== undefined;
  if (!given && current) return current;
  if (level === 'brand') return resolvePlacement(tx, { g_id: body.g_id });
  return resolvePlacement(tx, { g_id: body.g_id, b_id: body.b_id });
}

async function insertNode(tx: Executor, level: NodeLevel, name: string, p: Placement): Promise<number> {
  const n = name.trim();
  const q =
    level === 'group'
      ? sql`insert into product_groups (name) values (${n}) returning id`
      : level === 'brand'
        ? sql`insert into product_brands (name, g_id) values (${n}, ${p.g_id}) returning id`
        : sql`insert into product_categories (name, g_id, b_id) values (${n}, ${p.g_id}, ${p.b_id}) returning id`;
  const row = await one<{ id: number }>(tx, q);
  return row!.id;
}

async function updateNode(tx: Executor, level: NodeLevel, id: number, name: string, p: Placement) {
  const n = name.trim();
  const q =
    level === 'group'
      ? sql`update product_groups set name = ${n} where id = ${id}`
      : level === 'brand'
        ? sql`update product_brands set name = ${n}, g_id = ${p.g_id} where id = ${id}`
        : sql`update product_categories set name = ${n}, g_id = ${p.g_id}, b_id = ${p.b_id} where id = ${id}`;
  await tx.execute(q);
}

/** Records under a moved brand or category follow it. */
async function carryChildren(tx: Executor, level: NodeLevel, id: number, p: Placement) {
  if (level === 'brand') {
    await tx.execute(sql`update product_categories set g_id = ${p.g_id} where b_id = ${id} and g_id is distinct from ${p.g_id}`);
    await tx.execute(sql`update product_models set g_id = ${p.g_id} where b_id = ${id} and g_id is distinct from ${p.g_id}`);
  }
  if (level === 'category') {
    await tx.execute(sql`update product_models set g_id = ${p.g_id}, b_id = ${p.b_id} where c_id = ${id} and (g_id, b_id) is distinct from (${p.g_id}, ${p.b_id})`);
  }
}

export function createNode(db: Executor, level: NodeLevel, body: NodeBody) {
  return inTransaction(db, async (tx) => {
    const p = await placementOf(tx, level, body);
    await assertUniqueName(tx, level, body.name, p);
    const id = await uniquely(level, body.name, p, () => insertNode(tx, level, body.name, p));
    return getNode(tx, level, id);
  });
}

export function editNode(db: Executor, level: NodeLevel, id: number, body: NodeBody) {
  return inTransaction(db, async (tx) => {
    const cur = await lockRow<{ g_id?: number | null; b_id?: number | null }>(tx, level, id);
    const p = await placementOf(tx, level, body, { g_id: cur.g_id ?? null, b_id: cur.b_id ?? null, c_id: null });
    await assertUniqueName(tx, level, body.name, p, id);
    await uniquely(level, body.name, p, () => updateNode(tx, level, id, body.name, p));
    await carryChildren(tx, level, id, p);
    return getNode(tx, level, id);
  });
}

export function removeNode(db: Executor, level: NodeLevel, id: number) {
  return inTransaction(db, async (tx) => {
    await lockRow(tx, level, id);
    await assertNoChildren(tx, level, id);
    await tx.execute(sql`delete from ${sql.raw(TABLE[level])} where id = ${id}`);
  });
}
