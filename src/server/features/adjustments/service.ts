// Stock adjustments. Each command runs in one transaction through the documents' lifecycle
// (documents/lifecycle.ts, adjustmentAdapter below): the adjustment and its lines are saved, its
// stock moves in or out at the model's average rate, and its journal voucher posts the value between
// inventory and the stock adjustment ledger. An edit, a line deleted or a delete undoes what the
// adjustment moved and posted and does it anew, so the books always match its lines.
import { randomInt } from 'node:crypto';
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { lifecycleIn, type Command, type DocumentAdapter } from '../../documents/lifecycle.js';
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
import { ADJUSTMENT_KIND } from './kind.js';

const ADJUSTMENT = SOURCE.adjustment;
const source = (id: number) => ({ type: ADJUSTMENT, id });

interface Header {
  id: number;
  adjNo: string;
  adjDate: string;
}

/** A saved adjustment, locked, with the number of its voucher (kept by an edit of the same year). */
interface Saved extends Header {
  vcNo: string | null;
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

async function lockHeader(tx: Executor, where: ReturnType<typeof sql>, missing = 'Adjustment not found'): Promise<Saved> {
  const row = await one<{ id: number; adj_no: string; adj_date: string; vc_no: string | null }>(
    tx,
    sql`select a.id, a.adj_no, a.adj_date::text as adj_date,
          (select v.vc_no from voucher_lines v where v.source_type = ${ADJUSTMENT} and v.source_id = a.id order by v.id limit 1) as vc_no
        from adjustments a where ${where} for update`,
  );
  if (!row) throw notFound(missing);
  return { id: row.id, adjNo: row.adj_no, adjDate: row.adj_date, vcNo: row.vc_no };
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

/** The lines checked: at least one, models that exist and are not serial-tracked, whole units where the model's unit is. */
async function checkLines(tx: Executor, lines: Line[]) {
  if (lines.length === 0) throw badRequest('Please add at least one product', 'items');
  await checkModels(tx, lines);
  await checkWholeUnits(tx, lines.map((l) => ({ modelId: l.m_id, qty: l.adj_qty })), 'adj_qty');
}

/**
 * Saves the draft's lines over the saved ones (a line with an id keeps its row), its stock moved
 * anew: additions first, so that a count that takes from one line what another adds is not refused
 * half-way. A removal beyond the stock is refused (409) and nothing is saved. The values moved in and out.
 */
async function writeLines(tx: Executor, id: number, date: string, lines: Line[]): Promise<Record<AdjType, string>> {
  const keep = lines.flatMap((l) => (l.id ? [l.id] : []));
  await tx.execute(sql`delete from adjustment_items where adjustment_id = ${id} and id <> all(${intArray(keep)})`);
  // Additions at the average as it stands, removals at the moving average: the old movements replaced in one step.
  const ordered = [...lines.filter((l) => l.adj_type === 'addition'), ...lines.filter((l) => l.adj_type !== 'addition')];
  const moved = await moveStock(
    tx,
    source(id),
    ordered.map((l) => ({ modelId: l.m_id, date, qty: l.adj_qty, kind: l.adj_type === 'addition' ? ('in_avg' as const) : ('out' as const) })),
    { replace: true },
  );
  const values: Record<AdjType, string[]> = { addition: [], subtraction: [] };
  for (const [i, l] of ordered.entries()) {
    await saveLine(tx, id, l, { price: moved[i].unitCost, value: moved[i].value });
    values[l.adj_type].push(moved[i].value);
  }
  return { addition: money(sum(values.addition)), subtraction: money(sum(values.subtraction)) };
}

const stripIds = <L extends Line>(lines: L[]) => lines.map((l) => ({ ...l, id: undefined }));

// ---- the adjustment's adapter to the lifecycle (documents/lifecycle.ts) -----------------------

/** An adjustment worked out: its date, its remarks (undefined: kept) and its lines, the saved ones with their ids. */
interface Draft {
  date: string;
  remarks?: string;
  lines: Line[];
}

/** What apply wrote: the adjustment and the values it moved in and out. */
type Written = Header & { moved: Record<AdjType, string> };

function adjustmentAdapter(createdBy: number): DocumentAdapter<Saved, AdjustmentInput, Draft, Written> {
  return {
    kind: 'adjustment',
    lock: (tx, id) => lockHeader(tx, sql`a.id = ${id}`),
    // A new adjustment's lines; an edit's laid over the saved ones (a line with an id replaces that line).
    draftOf: async (tx, input, saved) => {
      const date = input.adjDate ?? saved?.adjDate ?? todayInDhaka();
      refuseFutureDate(date, 'adj_date');
      const lines = saved ? await mergedLines(tx, saved, input.items) : stripIds(input.items);
      await checkLines(tx, lines);
      return { date, remarks: saved ? input.remarks : (input.remarks ?? ''), lines };
    },
    draftFromSaved: async (tx, saved) => ({ date: saved.adjDate, lines: await savedLines(tx, saved.id) }),
    // The stock rows of the lines saved and sent, before the voucher is taken off.
    touches: async (tx, saved, input) => {
      const before = saved ? await rows<{ m_id: number }>(tx, sql`select m_id from adjustment_items where adjustment_id = ${saved.id}`) : [];
      await lockModels(tx, [...before.map((r) => r.m_id), ...(input?.items.map((l) => l.m_id) ?? [])]);
    },
    // An edit replaces its movements when its lines are written.
    undo: async (tx, saved, action) => {
      if (action === 'delete') await reverseSource(tx, source(saved.id));
      await removeBySource(tx, ADJUSTMENT, saved.id);
    },
    apply: async (tx, saved, d) => {
      let header: Header;
      if (saved) {
        await tx.execute(
          sql`update adjustments set adj_date = ${d.date}, remarks = coalesce(${d.remarks ?? null}, remarks), updated_at = now() where id = ${saved.id}`,
        );
        header = { id: saved.id, adjNo: saved.adjNo, adjDate: d.date };
      } else header = await insertHeader(tx, d.date, d.remarks ?? '', createdBy);
      return { ...header, moved: await writeLines(tx, header.id, d.date, d.lines) };
    },
    post: (tx, w, _d, saved) => postVoucher(tx, w, w.moved.addition, w.moved.subtraction, createdBy, saved?.vcNo ?? undefined),
    remove: async (tx, saved) => {
      await tx.execute(sql`delete from adjustments where id = ${saved.id}`);
    },
  };
}

/** A save or an edit, answered with the adjustment saved. */
const run = async (tx: Executor, createdBy: number, command: Command<AdjustmentInput, Draft>): Promise<Header> => {
  const { id, adjNo, adjDate } = (await lifecycleIn(tx, adjustmentAdapter(createdBy), command))!;
  return { id, adjNo, adjDate };
};

// ---- commands ------------------------------------------------------------------------------------

/**
 * Saves a new adjustment with a number of its own. When `adjNo` names a saved adjustment (the edit
 * screen sending its new lines), the lines are added to it instead.
 */
export function createAdjustment(db: Executor, input: AdjustmentInput, createdBy: number): Promise<Header> {
  return inTransaction(db, async (tx) => {
    const existing = input.adjNo ? await one<{ id: number }>(tx, sql`select id from adjustments where adj_no = ${input.adjNo}`) : undefined;
    const items = stripIds(input.items);
    return run(tx, createdBy, existing ? { action: 'edit', id: existing.id, request: { items } } : { action: 'create', request: { ...input, items } });
  });
}

/** Updates the lines sent with an id and adds those without; the adjustment is named by adj_no or by a line's id. */
export function updateAdjustment(db: Executor, input: AdjustmentInput, createdBy: number): Promise<Header> {
  return inTransaction(db, async (tx) => {
    const lineId = input.items.find((l) => l.id)?.id;
    if (!input.adjNo && !lineId) throw badRequest('Adjustment number is required', 'adj_no');
    const found = await one<{ id: number }>(
      tx,
      input.adjNo ? sql`select id from adjustments where adj_no = ${input.adjNo}` : sql`select adjustment_id as id from adjustment_items where id = ${lineId}`,
    );
    if (!found) throw notFound('Adjustment not found');
    return run(tx, createdBy, { action: 'edit', id: found.id, request: input });
  });
}

/** Deletes one line: the saved adjustment without it, its stock and postings redone; the adjustment goes with its last line. */
export function deleteAdjustmentLine(db: Executor, lineId: number, createdBy: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const header = await lockHeader(tx, sql`a.id = (select adjustment_id from adjustment_items where id = ${lineId})`, 'Adjustment line not found');
    const others = await one<{ n: number }>(tx, sql`select count(*)::int as n from adjustment_items where adjustment_id = ${header.id} and id <> ${lineId}`);
    await lifecycleIn(
      tx,
      adjustmentAdapter(createdBy),
      others!.n ? { action: 'revise', id: header.id, revise: (_tx, d) => ({ ...d, lines: d.lines.filter((l) => l.id !== lineId) }) } : { action: 'delete', id: header.id },
    );
  });
}
