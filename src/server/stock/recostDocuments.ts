// When re-costing changes the value of a later document's movements, that document's cost lines
// follow in the same transaction: its voucher's inventory line and the line on the other side
// (cost of goods sold, stock adjustment, purchase price difference), and the cost its items show.
// Everything is written in a few statements, however many documents are affected; the voucher
// lines by the ledger (ledger/adjustLines.ts), from the changes worked out here.
import { sql, rows, pgArray, type Executor } from '../db/client.js';
import { LEDGER } from '../ledger/accounts.js';
import { adjustLines, amount, paisa, type LineChange } from '../ledger/adjustLines.js';

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
 * The voucher lines a change of value moves, per kind of document. `cost` is how much more left
 * stock (outgoing) or came in (incoming) than before.
 */
function lineDeltas(m: RecostedMove): Omit<LineChange, 'sourceType' | 'sourceId'>[] {
  const incoming = !m.qty.startsWith('-');
  const more = incoming ? paisa(m.newValue) - paisa(m.oldValue) : paisa(m.oldValue) - paisa(m.newValue);
  const { inventory, costOfGoodsSold, stockAdjustment, purchasePriceDifference } = LEDGER;
  switch (m.sourceType) {
    case 'sale':
      return [{ ledgerId: costOfGoodsSold, side: 'D', delta: more }, { ledgerId: inventory, side: 'C', delta: more }];
    case 'sales_return':
      return [{ ledgerId: inventory, side: 'D', delta: more }, { ledgerId: costOfGoodsSold, side: 'C', delta: more }];
    case 'purchase_return':
      // Dr Payable at the return price is fixed: what more left at cost, less goes to price difference.
      return [{ ledgerId: inventory, side: 'C', delta: more }, { ledgerId: purchasePriceDifference, side: 'C', delta: -more }];
    case 'adjustment':
      return incoming
        ? [{ ledgerId: inventory, side: 'D', delta: more }, { ledgerId: stockAdjustment, side: 'C', delta: more }]
        : [{ ledgerId: stockAdjustment, side: 'D', delta: more }, { ledgerId: inventory, side: 'C', delta: more }];
    default:
      // Purchases and opening stock come in at their own cost: re-costing never changes them.
      throw new Error(`A ${m.sourceType} movement cannot be re-costed`);
  }
}

/** The ledgers a change of cost moves. */
const COST_LEDGERS = [LEDGER.inventory, LEDGER.costOfGoodsSold, LEDGER.stockAdjustment, LEDGER.purchasePriceDifference];

/**
 * Works out the new cost lines of every document whose movements `moves` re-costed and has the
 * ledger write them (ledger/adjustLines.ts). These rows follow from the one document the clerk
 * changed: the caller runs this with app.bulk_recost on, so the audit log gets one summary entry
 * for them and the vouchers touched are checked for balance together, not row by row (migration 0044).
 */
export async function correctDocuments(tx: Executor, moves: RecostedMove[]): Promise<void> {
  if (!moves.length) return;
  await correctItems(tx, moves);
  const vouchers = await adjustLines(
    tx,
    moves.flatMap((m) => lineDeltas(m).map((d) => ({ sourceType: m.sourceType, sourceId: m.sourceId, ...d }))),
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
 * The cost each document's items show: a bill's purchase rate and cost, a return's, an adjustment's
 * price. A line already showing that cost is not written again.
 */
async function correctItems(tx: Executor, moves: RecostedMove[]) {
  const of = (t: string) => {
    const mine = moves.filter((m) => m.sourceType === t);
    const column = (f: (m: RecostedMove) => string | number | boolean) => pgArray(mine.map(f));
    return sql`unnest(${column((m) => m.sourceId)}::int[], ${column((m) => m.modelId)}::int[], ${column((m) => m.unitCost)}::numeric[],
      ${column((m) => (m.newValue.startsWith('-') ? m.newValue.slice(1) : m.newValue))}::numeric[], ${column((m) => !m.qty.startsWith('-'))}::boolean[]) as x(doc, m_id, rate, total, incoming)`;
  };
  const has = (t: string) => moves.some((m) => m.sourceType === t);
  if (has('sale'))
    await tx.execute(
      sql`update sales_items i set pur_rate = x.rate, pur_total = x.total from ${of('sale')}
          where i.sale_id = x.doc and i.m_id = x.m_id and (i.pur_rate, i.pur_total) is distinct from (x.rate, x.total)`,
    );
  if (has('sales_return'))
    await tx.execute(
      sql`update sales_return_items i set pur_rate = x.rate, pur_total = x.total from ${of('sales_return')}
          where i.return_id = x.doc and i.m_id = x.m_id and (i.pur_rate, i.pur_total) is distinct from (x.rate, x.total)`,
    );
  if (has('purchase_return'))
    await tx.execute(
      sql`update purchase_return_items i set pur_rate = x.rate from ${of('purchase_return')}
          where i.return_id = x.doc and i.m_id = x.m_id and i.pur_rate is distinct from x.rate`,
    );
  if (has('adjustment'))
    await tx.execute(
      sql`update adjustment_items i set price = x.rate, total_cost = x.total from ${of('adjustment')}
          where i.adjustment_id = x.doc and i.m_id = x.m_id and i.adj_type = case when x.incoming then 'addition' else 'subtraction' end
            and (i.price, i.total_cost) is distinct from (x.rate, x.total)`,
    );
}
