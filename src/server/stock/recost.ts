// Re-costs every model from its first movement, in date order: once, after the upgrade that made
// stock date-ordered (migration 0044 leaves a mark, this clears it in the same transaction). A
// model whose movements would take it below zero on some date in that order, or whose re-costing
// would change a document in a closed period, is left as it was; the books check reports it.
// The later documents' cost lines follow their kinds' re-costing rules (documents/kinds.ts): whoever
// opens the database registers the kinds first (features/index.ts does when it loads).
import { sql, rows, one, inTransaction, type Executor } from '../db/client.js';
import { moveStock } from './stock.js';
import { registeredKinds } from '../documents/kinds.js';

export async function recostAll(db: Executor): Promise<{ recosted: number; left: { modelId: number; why: string }[] }> {
  return inTransaction(db, async (tx) => {
    const pending = await one(tx, sql`select 1 from stock_recost_pending limit 1 for update`);
    if (!pending) return { recosted: 0, left: [] };
    const models = await rows<{ model_id: number }>(tx, sql`select distinct model_id from stock_movements order by model_id`);
    // Without the document kinds every model would be left below, each with a warning: refuse to start instead.
    if (models.length && !registeredKinds().size)
      throw new Error('Stock cannot be re-costed before the document kinds are registered (features/index.ts registers them at start)');
    const left: { modelId: number; why: string }[] = [];
    for (const { model_id } of models) {
      try {
        // Each model in a savepoint: one that cannot be re-costed leaves the others re-costed.
        await inTransaction(tx, (sp) => moveStock(sp, { type: 'recost', id: 0 }, [], { recostFrom: { modelId: model_id, date: '1900-01-01', id: 0 } }));
      } catch (e) {
        // The database's own words (a closed period), not the statement that met them.
        const err = e as Error & { cause?: Error };
        left.push({ modelId: model_id, why: err.cause?.message ?? err.message });
      }
    }
    await tx.execute(sql`delete from stock_recost_pending`);
    return { recosted: models.length - left.length, left };
  });
}

/** Runs what an upgrade left to the server (the re-costing above), when it did. */
export async function finishUpgrade(systemDb: Executor): Promise<void> {
  const result = await recostAll(systemDb);
  for (const l of result.left) console.warn(`Stock of model ${l.modelId} was not re-costed in date order: ${l.why}`);
}
