// When re-costing changes the value of a later document's movements, that document's cost lines
// follow in the same transaction: its voucher's inventory line and the line on the other side
// (cost of goods sold, stock adjustment, purchase price difference), and the cost its items show.
// Everything is written in a few statements, however many documents are affected; the voucher
// lines by the ledger (ledger/adjustLines.ts), from the changes worked out here. What a change of
// cost moves is each document kind's re-costing rule, declared in its feature and looked up here by
// the movement's source type (documents/kinds.ts).
import { sql, rows, pgArray, type Executor } from '../db/client.js';
import { LEDGER } from '../ledger/accounts.js';
import { adjustLines, amount, paisa } from '../ledger/adjustLines.js';
import { kindBySource, registeredKinds, type CostLine, type RecostRule } from '../documents/kinds.js';

/** A later movement whose value re-costing changed. Values are signed, as stored. */
export interface RecostedMove {
  sourceType: string;
  sourceId: number;
  modelId: number;
  qty: string;
  oldValue: string;
  newValue: string;
  unitCost: string;
}

/**
 * Each moved document's re-costing rule, from its kind (documents/kinds.ts), by its source type.
 * Purchases and opening stock come in at their own cost: re-costing never changes them, and they
 * have none.
 */
function rulesOf(moves: RecostedMove[]): Map<string, RecostRule> {
  const rules = new Map<string, RecostRule>();
  for (const m of moves) {
    if (rules.has(m.sourceType)) continue;
    const rule = kindBySource(m.sourceType)?.recost;
    if (!rule)
      throw new Error(
        `A ${m.sourceType} movement cannot be re-costed${registeredKinds().size ? '' : ': no document kind is registered (features/index.ts registers them at start)'}`,
      );
    rules.set(m.sourceType, rule);
  }
  return rules;
}

/** The voucher lines a change of value moves, as the document's rule says. */
function lineDeltas(rule: RecostRule, m: RecostedMove): CostLine[] {
  const incoming = !m.qty.startsWith('-');
  // How much more left stock (outgoing) or came in (incoming) than before.
  const more = incoming ? paisa(m.newValue) - paisa(m.oldValue) : paisa(m.oldValue) - paisa(m.newValue);
  return rule.lines(more, incoming);
}

/** The ledgers a change of cost moves: every rule's lines fall on these (adjustLines refuses another). */
export const COST_LEDGERS = [LEDGER.inventory, LEDGER.costOfGoodsSold, LEDGER.stockAdjustment, LEDGER.purchasePriceDifference];

/**
 * Works out the new cost lines of every document whose movements `moves` re-costed and has the
 * ledger write them (ledger/adjustLines.ts). These rows follow from the one document the clerk
 * changed: the caller runs this with app.bulk_recost on, so the audit log gets one summary entry
 * for them and the vouchers touched are checked for balance together, not row by row (migration 0044).
 */
export async function correctDocuments(tx: Executor, moves: RecostedMove[]): Promise<void> {
  if (!moves.length) return;
  const rules = rulesOf(moves);
  await correctItems(tx, moves, rules);
  const vouchers = await adjustLines(
    tx,
    moves.flatMap((m) => lineDeltas(rules.get(m.sourceType)!, m).map((d) => ({ sourceType: m.sourceType, sourceId: m.sourceId, ...d }))),
    { ledgers: COST_LEDGERS, newVoucher: { narr: 'Cost of goods as re-costed', date: (t, id) => firstMoveDate(tx, t, id) } },
  );
  const documents = new Map<string, number>();
  for (const m of moves) documents.set(m.sourceType, (documents.get(m.sourceType) ?? 0) + 1);
  const summary = {
    models: [...new Set(moves.map((m) => m.modelId))],
    movements: moves.length,
    movements_by_kind: Object.fromEntries(documents),
    vouchers: vouchers.length,
    value_change: amount(moves.reduce((a, m) => a + paisa(m.newValue) - paisa(m.oldValue), 0n)),
  };
  await tx.execute(
    sql`insert into audit_log (user_id, action, table_name, row_id, before, after)
        values (nullif(current_setting('app.user_id', true), '')::int, 'recost', 'stock_movements', ${String(summary.models[0])}, null, ${JSON.stringify(summary)}::jsonb)`,
  );
}

/** The date of a document's first movement: a document that posted no voucher gets one of that date. */
async function firstMoveDate(tx: Executor, sourceType: string, sourceId: number): Promise<string> {
  const date = await rows<{ mv_date: string }>(
    tx,
    sql`select mv_date::text as mv_date from stock_movements where source_type = ${sourceType} and source_id = ${sourceId} order by id limit 1`,
  );
  return date[0].mv_date;
}

/**
 * The cost each document's items show (a bill's purchase rate and cost, a return's, an adjustment's
 * price): one statement for each kind moved, built from its rule, in the order the kinds were
 * registered. A line already showing that cost is not written again.
 */
async function correctItems(tx: Executor, moves: RecostedMove[], rules: Map<string, RecostRule>) {
  const of = (t: string) => {
    const mine = moves.filter((m) => m.sourceType === t);
    const column = (f: (m: RecostedMove) => string | number | boolean) => pgArray(mine.map(f));
    return sql`unnest(${column((m) => m.sourceId)}::int[], ${column((m) => m.modelId)}::int[], ${column((m) => m.unitCost)}::numeric[],
      ${column((m) => (m.newValue.startsWith('-') ? m.newValue.slice(1) : m.newValue))}::numeric[], ${column((m) => !m.qty.startsWith('-'))}::boolean[]) as x(doc, m_id, rate, total, incoming)`;
  };
  for (const kind of registeredKinds().values()) {
    const t = kind.source;
    const items = t ? rules.get(t)?.items : undefined;
    if (!t || !items) continue;
    const set = Object.entries(items.set);
    const assign = set.map(([c, v]) => `${c} = x.${v}`).join(', ');
    // Written as the statements were by hand, one column compared as itself, several as a row, so
    // the text the database has planned stays the same.
    const changed =
      set.length === 1 ? `i.${set[0][0]} is distinct from x.${set[0][1]}` : `(${set.map(([c]) => `i.${c}`).join(', ')}) is distinct from (${set.map(([, v]) => `x.${v}`).join(', ')})`;
    await tx.execute(
      sql`update ${sql.raw(items.table)} i set ${sql.raw(assign)} from ${of(t)}
          where i.${sql.raw(items.documentColumn)} = x.doc and i.m_id = x.m_id and ${sql.raw(items.match ? `${items.match}\n            and ` : '')}${sql.raw(changed)}`,
    );
  }
}
