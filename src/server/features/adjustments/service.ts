// Stock adjustments. Each command runs in one transaction: the adjustment and its lines are saved,
// its stock moves in or out at the model's average rate, and its journal voucher posts the value
// between inventory and the stock adjustment ledger. An edit or a delete undoes what the adjustment
// moved and posted and does it anew, so the books always match its lines.
import { randomInt } from 'node:crypto';
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { lockModels, moveStock, reverseSource } from '../../stock/stock.js';
import { checkWholeUnits } from '../../stock/lineRules.js';
import { refuseFutureDate } from '../../documentDate.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { SOURCE } from '../../ledger/sources.js';
import { companyCode } from '../../numbering/numbering.js';
import { money, quantity, sum } from '../../../domain/money.js';
import { todayInDhaka, yearOf } from '../../../domain/dates.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AdjType, AdjustmentInput } from '../../../contracts/adjustments.js';
import { adjustmentVoucherLines } from './posting.js';
import { checkChange } from '../../documents/rules.js';
import { ADJUSTMENT_KIND } from './kind.js';

const ADJUSTMENT = SOURCE.adjustment;
const source = (id: number) => ({ type: ADJUSTMENT, id });

interface Header {
  id: number;
  adjNo: string;
  adjDate: string;
}

/** A line to save: a saved line keeps its id. */
interface Line {
  id?: number;
  m_id: number;
  adj_qty: number | string;
  adj_type: AdjType;
  remarks?: string;
}

// ---- numbers -------------------------------------------------------------------------------------

/** ADJ-{company code}-{year}-{10000..99999}; a number already taken is drawn again. */
async function insertHeader(tx: Executor, date: string, remarks: string, createdBy: number): Promise<Header> {
  refuseFutureDate(date, 'adj_date');
  const head = `ADJ-${await companyCode(tx)}-${yearOf(date)}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const adjNo = `${head}-${randomInt(10_000, 100_000)}`;
    const row = await one<{ id: number }>(
      tx,
      sql`insert into adjustments (adj_no, adj_date, remarks, created_by) values (${adjNo}, ${date}, ${remarks}, ${createdBy})
          on conflict (adj_no) do nothing returning id`,
    );
    if (row) return { id: row.id, adjNo, adjDate: date };
  }
  throw conflict(`No free adjustment number is left for ${yearOf(date)}`);
}

// ---- reading what is saved -----------------------------------------------------------------------

async function lockHeader(tx: Executor, where: ReturnType<typeof sql>, missing = 'Adjustment not found'): Promise<Header> {
  const row = await one<{ id: number; adj_no: string; adj_date: string }>(
    tx,
    sql`select id, adj_no, adj_date::text as adj_date from adjustments where ${where} for update`,
  );
  if (!row) throw notFound(missing);
  return { id: row.id, adjNo: row.adj_no, adjDate: row.adj_date };
}

function savedLines(tx: Executor, adjustmentId: number): Promise<Line[]> {
  return rows<Line>(tx, sql`select id, m_id, adj_qty, adj_type, remarks from adjustment_items where adjustment_id = ${adjustmentId} order by id`);
}

/** The saved lines with the incoming ones laid over them: a line with an id replaces that line, one without is added. */
async function mergedLines(tx: Executor, header: Header, incoming: Line[]): Promise<Line[]> {
  const saved = await savedLines(tx, header.id);
  const savedIds = new Set(saved.map((l) => l.id));
  const stray = incoming.find((l) => l.id && !savedIds.has(l.id));
  if (stray) throw notFound(`Line ${stray.id} is not a line of adjustment ${header.adjNo}`);
  const byId = new Map(incoming.filter((l) => l.id).map((l) => [l.id, l]));
  return [...saved.map((l) => ({ ...(byId.get(l.id) ?? l), id: l.id })), ...incoming.filter((l) => !l.id)];
}

// ---- moving stock and posting --------------------------------------------------------------------

async function checkModels(tx: Executor, lines: Line[]) {
  const ids = [...new Set(lines.map((l) => l.m_id))];
  const found = await rows<{ id: number; name: string; srl_avl: number }>(
    tx,
    sql`select id, name, srl_avl from product_models where id = any(${intArray(ids)})`,
  );
  if (found.length !== ids.length) throw badRequest('Please select a model that exists', 'm_id');
  const serial = found.find((m) => m.srl_avl === 1);
  if (serial) throw badRequest(`${serial.name} is serial-tracked: its stock changes only with its serials (purchase, sale, returns)`, 'm_id');
}

async function saveLine(tx: Executor, adjustmentId: number, l: Line, moved: { price: string; value: string }) {
  const values = { qty: quantity(l.adj_qty), remarks: l.remarks ?? '' };
  if (l.id) {
    await tx.execute(
      sql`update adjustment_items set m_id = ${l.m_id}, adj_qty = ${values.qty}, adj_type = ${l.adj_type}, price = ${moved.price},
            total_cost = ${moved.value}, remarks = ${values.remarks} where id = ${l.id} and adjustment_id = ${adjustmentId}`,
    );
  } else {
    await tx.execute(
      sql`insert into adjustment_items (adjustment_id, m_id, adj_qty, adj_type, price, total_cost, remarks)
          values (${adjustmentId}, ${l.m_id}, ${values.qty}, ${l.adj_type}, ${moved.price}, ${moved.value}, ${values.remarks})`,
    );
  }
}

/**
 * Posts the voucher posting.ts builds: Dr Inventory / Cr Stock Adjustment for what came in; Dr Stock
 * Adjustment / Cr Inventory for what went out; none when no value moved.
 */
async function postVoucher(tx: Executor, header: Header, added: string, removed: string, createdBy: number, vcNo?: string) {
  const lines = adjustmentVoucherLines({ adjNo: header.adjNo, added, removed });
  if (!lines.length) return;
  const sameYear = vcNo?.includes(`-${yearOf(header.adjDate)}-`);
  await post(tx, {
    vcType: ADJUSTMENT_KIND.voucherType,
    vcDate: header.adjDate,
    vcNo: sameYear ? vcNo : undefined,
    postStatus: 1,
    source: source(header.id),
    createdBy,
    lines,
  });
}

/**
 * Undoes what the adjustment moved and posted, then saves `lines` as its lines, moving and posting
 * them anew. Additions go first, so that a count that takes from one line what another adds is not
 * refused half-way. A removal beyond the stock is refused (409) and nothing is saved.
 */
async function rewrite(tx: Executor, header: Header, lines: Line[], createdBy: number) {
  if (lines.length === 0) throw badRequest('Please add at least one product', 'items');
  await checkModels(tx, lines);
  await checkWholeUnits(tx, lines.map((l) => ({ modelId: l.m_id, qty: l.adj_qty })), 'adj_qty');
  const before = await rows<{ m_id: number }>(tx, sql`select m_id from adjustment_items where adjustment_id = ${header.id}`);
  const locked = await lockModels(tx, [...before.map((r) => r.m_id), ...lines.map((l) => l.m_id)]);
  const [oldVcNo] = await removeBySource(tx, ADJUSTMENT, header.id);
  const keep = lines.flatMap((l) => (l.id ? [l.id] : []));
  await tx.execute(sql`delete from adjustment_items where adjustment_id = ${header.id} and id <> all(${intArray(keep)})`);
  // Additions at the average as it stands, removals at the moving average: the old movements replaced in one step.
  const ordered = [...lines.filter((l) => l.adj_type === 'addition'), ...lines.filter((l) => l.adj_type !== 'addition')];
  const moved = await moveStock(
    tx,
    source(header.id),
    ordered.map((l) => ({ modelId: l.m_id, date: header.adjDate, qty: l.adj_qty, kind: l.adj_type === 'addition' ? ('in_avg' as const) : ('out' as const) })),
    { replace: true, locked },
  );
  const values: Record<AdjType, string[]> = { addition: [], subtraction: [] };
  for (const [i, l] of ordered.entries()) {
    await saveLine(tx, header.id, l, { price: moved[i].unitCost, value: moved[i].value });
    values[l.adj_type].push(moved[i].value);
  }
  await postVoucher(tx, header, money(sum(values.addition)), money(sum(values.subtraction)), createdBy, oldVcNo);
}

async function removeWhole(tx: Executor, header: Header) {
  await reverseSource(tx, source(header.id));
  await removeBySource(tx, ADJUSTMENT, header.id);
  await tx.execute(sql`delete from adjustments where id = ${header.id}`);
}

const stripIds = (lines: Line[]) => lines.map((l) => ({ ...l, id: undefined }));

// ---- commands ------------------------------------------------------------------------------------

/**
 * Saves a new adjustment with a number of its own. When `adjNo` names a saved adjustment (the edit
 * screen sending its new lines), the lines are added to it instead.
 */
export function createAdjustment(db: Executor, input: AdjustmentInput, createdBy: number): Promise<Header> {
  return inTransaction(db, async (tx) => {
    const existing = input.adjNo ? await one(tx, sql`select 1 from adjustments where adj_no = ${input.adjNo}`) : undefined;
    if (existing) {
      const header = await lockHeader(tx, sql`adj_no = ${input.adjNo}`);
      await rewrite(tx, header, await mergedLines(tx, header, stripIds(input.items)), createdBy);
      return header;
    }
    const header = await insertHeader(tx, input.adjDate ?? todayInDhaka(), input.remarks ?? '', createdBy);
    await rewrite(tx, header, stripIds(input.items), createdBy);
    return header;
  });
}

/** Updates the lines sent with an id and adds those without; the adjustment is named by adj_no or by a line's id. */
export function updateAdjustment(db: Executor, input: AdjustmentInput, createdBy: number): Promise<Header> {
  return inTransaction(db, async (tx) => {
    const lineId = input.items.find((l) => l.id)?.id;
    if (!input.adjNo && !lineId) throw badRequest('Adjustment number is required', 'adj_no');
    let header = await lockHeader(tx, input.adjNo ? sql`adj_no = ${input.adjNo}` : sql`id = (select adjustment_id from adjustment_items where id = ${lineId})`);
    await checkChange(tx, { kind: 'adjustment', id: header.id, action: 'edit' });
    if (input.adjDate) refuseFutureDate(input.adjDate, 'adj_date');
    if (input.adjDate || input.remarks !== undefined) {
      await tx.execute(
        sql`update adjustments set adj_date = ${input.adjDate ?? header.adjDate}, remarks = coalesce(${input.remarks ?? null}, remarks), updated_at = now()
            where id = ${header.id}`,
      );
      header = { ...header, adjDate: input.adjDate ?? header.adjDate };
    }
    await rewrite(tx, header, await mergedLines(tx, header, input.items), createdBy);
    return header;
  });
}

/** Deletes one line (the adjustment goes with its last line); its stock and postings are redone without it. */
export function deleteAdjustmentLine(db: Executor, lineId: number, createdBy: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const header = await lockHeader(tx, sql`id = (select adjustment_id from adjustment_items where id = ${lineId})`, 'Adjustment line not found');
    await checkChange(tx, { kind: 'adjustment', id: header.id, action: 'delete' });
    const rest = (await savedLines(tx, header.id)).filter((l) => l.id !== lineId);
    if (rest.length === 0) await removeWhole(tx, header);
    else await rewrite(tx, header, rest, createdBy);
  });
}
