// Purchase return commands. A return sends goods of one purchase back to its supplier: in one
// transaction it saves the return, takes the goods out of stock at their moving-average cost,
// marks its serials returned (3) and posts Dr Payable at the return price / Cr Inventory at cost,
// the difference going to the purchase price difference ledger (the voucher built by posting.ts,
// without the database). Its save, edit, delete and the removal of a serial run through the
// documents' lifecycle (documents/lifecycle.ts) with the adapter below.
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { dec, fromPaisa, lineTotal, money, paisa, quantity, sum, toAmount } from '../../../domain/money.js';
import { milli, returnDiscountShare } from '../../../domain/discountShares.js';
import type { PurchaseReturnPreview } from '../../../contracts/purchase-returns.js';
import { badRequest, notFound } from '../../errors.js';
import { nextDocumentNo } from '../../numbering/numbering.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { partyDue } from '../../ledger/balances.js';
import { issueMany, lockModels, reverseSource } from '../../stock/stock.js';
import { moveSerials, SERIAL_STATUS } from '../../stock/serials.js';
import { checkWholeUnits, serialLineQty } from '../../stock/lineRules.js';
import { refuseFutureDate } from '../../documentDate.js';
import { purchaseReturnVoucherLines, supplierDebit } from './posting.js';
import { nextMushakNo, vatLedgers } from '../../vat/saleVat.js';
import { readVatConfig } from '../../vat/vatSettings.js';
import { lifecycleIn, runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';
import { withoutSerial } from '../../documents/lineSerials.js';
import { SOURCE } from '../../ledger/sources.js';
import type { ReturnableLine } from '../../documents/returnableLine.js';
import { PURCHASE_RETURN_KIND, RETURN_SERIES } from './kind.js';


export interface ReturnLineSpec {
  pu_item_id: number;
  m_id?: number;
  r_qty: string | number;
  r_unit: string | number;
  serial: number[];
}

export interface ReturnSpec {
  return_date: string;
  supp_id: number;
  pu_no_id: number;
  rmks: string;
  items: ReturnLineSpec[];
}

type ReturnHeader = Omit<ReturnSpec, 'items'>;

/** A saved return, locked. */
interface ReturnHead extends ReturnHeader {
  id: number;
  return_no: string;
  jv_no: string;
  /** The supplier's dues before the return. */
  amount: string;
  input_vat: string;
  vat_in_cost: string;
}

/** A purchase line with its VAT (issue 40, item 6) and what saved returns took back of it. */
interface PurchaseLine extends ReturnableLine {
  input_vat: string;
  /** The line's VAT in cost and its SD: what its goods cost beyond their price. */
  in_cost: string;
  vat_taken: string;
  in_cost_taken: string;
}

interface LinePlan {
  line: PurchaseLine;
  qty: string;
  r_unit: string;
  serialIds: number[];
  /** What the line takes back of its purchase line's input VAT and VAT (and SD) in cost, paisa. */
  vat: number;
  inCost: number;
}

/**
 * A return worked out: its lines and the sums of what they take back of their purchase lines' input
 * VAT and VAT in cost (null: none).
 */
interface ReturnDraft {
  header: ReturnHeader;
  plans: LinePlan[];
  vat: string | null;
  vatInCost: string | null;
}

/** What apply wrote: the return, its value at the return prices and the cost its goods left at. */
interface Written {
  id: number;
  return_no: string;
  jv_no: string;
  amount: string;
  total: string;
  cost: string;
}

const ONLY_ITEM = 'This is the only item of the return: delete the whole return instead';

const source = (id: number) => ({ type: SOURCE.purchaseReturn, id });

// ---- checks -------------------------------------------------------------------------------------

/** Locks the purchase returned from, so that two returns of it (or a return and its edit) take turns. */
async function lockPurchase(tx: Executor, spec: ReturnHeader) {
  const p = await one<{ supp_id: number; pu_date: string }>(
    tx,
    sql`select supp_id, to_char(pu_date, 'YYYY-MM-DD') as pu_date from purchases where id = ${spec.pu_no_id} for update`,
  );
  if (!p) throw badRequest('Please select a purchase that exists', 'pu_no_id');
  if (p.supp_id !== spec.supp_id) throw badRequest('This purchase is not from the selected supplier', 'pu_no_id');
  if (spec.return_date < p.pu_date) throw badRequest('Return date cannot be before the purchase date', 'return_date');
  refuseFutureDate(spec.return_date, 'return_date');
}

/** The purchase's lines with what returns (other than `exceptReturnId`, one being edited) took back. */
async function purchaseLines(tx: Executor, purchaseId: number, exceptReturnId = 0): Promise<Map<number, PurchaseLine>> {
  const found = await rows<PurchaseLine>(
    tx,
    sql`select i.id, i.m_id, m.name, m.srl_avl, i.qty, i.unit_price, i.input_vat, i.vat_in_cost + i.sd as in_cost, t.returned, t.vat_taken, t.in_cost_taken
        from purchase_items i join product_models m on m.id = i.m_id,
          lateral (select coalesce(sum(r.r_qty), 0) as returned, coalesce(sum(r.input_vat), 0) as vat_taken, coalesce(sum(r.vat_in_cost), 0) as in_cost_taken
                   from purchase_return_items r where r.pu_item_id = i.id and r.return_id <> ${exceptReturnId}) t
        where i.purchase_id = ${purchaseId}`,
  );
  return new Map(found.map((l) => [l.id, l]));
}

/**
 * What a return of `qty` of a purchase line takes back of the line's input VAT and of its VAT and SD
 * in cost (paisa): in proportion to the quantity, the return that brings back the line's last unit
 * taking what the other returns left (domain/discountShares.returnDiscountShare). Goods that carried
 * no VAT take back none.
 */
function lineVat(line: PurchaseLine, qty: string): { vat: number; inCost: number } {
  const of = (share: string, taken: string) =>
    returnDiscountShare({ lineShare: paisa(share), lineQty: milli(line.qty), returnedQty: milli(line.returned), returnedShare: paisa(taken), qty: milli(qty) });
  return { vat: of(line.input_vat, line.vat_taken), inCost: of(line.in_cost, line.in_cost_taken) };
}

function planLine(item: ReturnLineSpec, line: PurchaseLine | undefined): LinePlan {
  if (!line) throw badRequest('This product line is not part of the selected purchase', 'pu_item_id');
  if (item.m_id && item.m_id !== line.m_id) throw badRequest('The product does not match the purchase line', 'm_id');
  const serial = [...new Set(item.serial)];
  if (line.srl_avl === 1 && serial.length === 0) throw badRequest('This product requires serial input.', 'serial');
  if (line.srl_avl !== 1 && serial.length) throw badRequest(`${line.name} does not take serial numbers`, 'serial');
  const qty = line.srl_avl === 1 ? serialLineQty(line.name, item.r_qty, serial.length, 'r_qty') : quantity(item.r_qty);
  if (dec(qty).lte(0)) throw badRequest('Return quantity must be more than zero', 'r_qty');
  if (dec(qty).gt(dec(line.qty).minus(line.returned))) throw badRequest('Return quantity must not be greater than purchase quantity.', 'r_qty');
  const rUnit = money(item.r_unit);
  if (dec(rUnit).gt(line.unit_price)) {
    throw badRequest(`Return price ${rUnit} of ${line.name} is above the price it was bought at (${money(line.unit_price)})`, 'r_unit');
  }
  return { line, qty, r_unit: rUnit, serialIds: serial, ...lineVat(line, qty) };
}

/** Checks every line against the purchase: each once, within what is left to return, serials of that line. */
async function planReturn(tx: Executor, spec: ReturnSpec, exceptReturnId = 0): Promise<LinePlan[]> {
  const lines = await purchaseLines(tx, spec.pu_no_id, exceptReturnId);
  const seen = new Set<number>();
  const plans = spec.items.map((item) => {
    if (seen.has(item.pu_item_id)) throw badRequest('Item already added.', 'pu_item_id');
    seen.add(item.pu_item_id);
    return planLine(item, lines.get(item.pu_item_id));
  });
  await checkWholeUnits(tx, plans.map((p) => ({ modelId: p.line.m_id, qty: p.qty })), 'r_qty');
  for (const p of plans.filter((x) => x.serialIds.length)) {
    const linked = await rows(tx, sql`select 1 from purchase_item_serials where pu_item_id = ${p.line.id} and serial_id = any(${intArray(p.serialIds)})`);
    if (linked.length !== p.serialIds.length) throw badRequest(`A serial picked for ${p.line.name} is not from this purchase line`, 'serial');
  }
  return plans;
}

/**
 * The lines' VAT worked out again against the other returns of their purchase lines (an edit's or a
 * revised draft's quantities), and the return's sums: null when it takes back none.
 */
async function figured(tx: Executor, header: ReturnHeader, plans: LinePlan[], returnId: number): Promise<ReturnDraft> {
  const lines = await purchaseLines(tx, header.pu_no_id, returnId);
  const again = plans.map((p) => {
    const line = lines.get(p.line.id) ?? p.line;
    return { ...p, line, ...lineVat(line, p.qty) };
  });
  const total = (pick: (p: LinePlan) => number) => {
    const t = again.reduce((a, p) => a + pick(p), 0);
    return t ? money(fromPaisa(t)) : null;
  };
  return { header, plans: again, vat: total((p) => p.vat), vatInCost: total((p) => p.inCost) };
}

/** A request checked against its purchase (locked) and worked out; `returnId`: the return it replaces, whose own lines are free again. */
async function draftOf(tx: Executor, spec: ReturnSpec, returnId: number): Promise<ReturnDraft> {
  const header = { return_date: spec.return_date, supp_id: spec.supp_id, pu_no_id: spec.pu_no_id, rmks: spec.rmks };
  await lockPurchase(tx, header);
  return figured(tx, header, await planReturn(tx, spec, returnId), returnId);
}

/**
 * What a return would take back, for the form (nothing is written): its value at the return prices,
 * its share of the purchase's input VAT and of its VAT in cost (each shared over the lines by value
 * at the price bought, to the paisa), and what the supplier is debited, as the save works them out.
 * `returnId`: the return being edited, whose own lines are free again.
 */
export function previewPurchaseReturn(db: Executor, spec: ReturnSpec, returnId = 0): Promise<PurchaseReturnPreview> {
  return inTransaction(db, async (tx) => {
    const { plans, ...d } = await draftOf(tx, spec, returnId);
    const totals = plans.map((p) => lineTotal(p.qty, p.r_unit));
    const total = money(sum(totals));
    const vat = d.vat ?? '0.00';
    const inCost = d.vatInCost ?? '0.00';
    return {
      lines: plans.map((p, i) => ({ pu_item_id: p.line.id, total: toAmount(totals[i]), input_vat: toAmount(fromPaisa(p.vat)), vat_in_cost: toAmount(fromPaisa(p.inCost)) })),
      total: toAmount(total),
      input_vat: toAmount(vat),
      vat_in_cost: toAmount(inCost),
      supplier_debit: toAmount(supplierDebit({ total, inputVat: { amount: vat }, vatInCost: inCost })),
    };
  });
}

// ---- writing ------------------------------------------------------------------------------------

/**
 * Writes the lines of a return, takes its goods out of stock and marks its serials returned. With
 * `replace` (an edit), the return's earlier movements are replaced in the same step.
 */
async function writeLines(tx: Executor, id: number, d: ReturnDraft, replace: boolean): Promise<{ total: string; cost: string }> {
  const locked = await lockModels(tx, d.plans.map((p) => p.line.m_id));
  const moved = await issueMany(tx, {
    date: d.header.return_date, source: source(id), lines: d.plans.map((p) => ({ modelId: p.line.m_id, qty: p.qty })), locked, replace,
  });
  const totals: string[] = [];
  for (const [i, p] of d.plans.entries()) {
    const total = lineTotal(p.qty, p.r_unit);
    const row = await one<{ id: number }>(
      tx,
      sql`insert into purchase_return_items (return_id, pu_item_id, m_id, r_qty, r_unit, total, pur_rate, input_vat, vat_in_cost)
          values (${id}, ${p.line.id}, ${p.line.m_id}, ${p.qty}, ${p.r_unit}, ${total}, ${moved[i].unitCost}, ${fromPaisa(p.vat)}, ${fromPaisa(p.inCost)}) returning id`,
    );
    if (p.serialIds.length) {
      await moveSerials(tx, { modelId: p.line.m_id, serialIds: p.serialIds, from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.returnedToSupplier, source: source(id) });
      await tx.execute(sql`insert into purchase_return_serials (serial_id, return_item_id) select s, ${row!.id} from unnest(${intArray(p.serialIds)}) as s`);
    }
    totals.push(total);
  }
  return { total: money(sum(totals)), cost: money(sum(moved.map((m) => m.value))) };
}

/** Posts the return's voucher as posting.ts builds it and keeps its row in step; a debit note takes its Mushak 6.8 number. */
async function postReturn(tx: Executor, w: Written, d: ReturnDraft, userId: number) {
  const { header: h, vat, vatInCost } = d;
  const jvNo = await post(tx, {
    vcType: PURCHASE_RETURN_KIND.voucherType, vcDate: h.return_date, vcNo: w.jv_no || undefined, postStatus: 1, source: source(w.id), createdBy: userId,
    lines: purchaseReturnVoucherLines({
      returnNo: w.return_no, suppId: h.supp_id, total: w.total, cost: w.cost, inputVat: vat ? { amount: vat, ledgerId: (await vatLedgers(tx)).input } : undefined,
      vatInCost: vatInCost ?? undefined,
    }),
  });
  await tx.execute(
    sql`update purchase_returns set return_date = ${h.return_date}, supp_id = ${h.supp_id}, pu_no_id = ${h.pu_no_id}, rmks = ${h.rmks},
          total = ${w.total}, amount = ${w.amount}, jv_no = ${jvNo}, input_vat = ${vat ?? '0'},
          vat_in_cost = ${vatInCost ?? '0'} where id = ${w.id}`,
  );
  // A debit note takes a Mushak 6.8 number of its fiscal year the first time it carries VAT, and keeps it.
  if (vat && !(await one(tx, sql`select 1 from purchase_returns where id = ${w.id} and debit_note_no is not null`)))
    await tx.execute(sql`update purchase_returns set debit_note_no = ${await nextMushakNo(tx, h.return_date, await readVatConfig(tx), '6.8')} where id = ${w.id}`);
}

/**
 * Puts back what a saved return took: its serials in stock, its goods (unless `keepStock`: an edit
 * replaces its movements when it writes the new lines), its voucher and its lines.
 */
async function undoReturn(tx: Executor, head: ReturnHead, keepStock: boolean) {
  const serials = await rows<{ serial_id: number; m_id: number }>(
    tx,
    sql`select s.serial_id, i.m_id from purchase_return_serials s join purchase_return_items i on i.id = s.return_item_id where i.return_id = ${head.id}`,
  );
  for (const modelId of new Set(serials.map((s) => s.m_id))) {
    const serialIds = serials.filter((s) => s.m_id === modelId).map((s) => s.serial_id);
    await moveSerials(tx, { modelId, serialIds, from: SERIAL_STATUS.returnedToSupplier, to: SERIAL_STATUS.inStock, source: null });
  }
  if (!keepStock) await reverseSource(tx, source(head.id));
  await removeBySource(tx, SOURCE.purchaseReturn, head.id);
  await tx.execute(sql`delete from purchase_return_items where return_id = ${head.id}`);
}

async function lockReturn(tx: Executor, id: number): Promise<ReturnHead> {
  const head = await one<ReturnHead>(
    tx,
    sql`select id, return_no, jv_no, to_char(return_date, 'YYYY-MM-DD') as return_date, supp_id, pu_no_id, rmks, amount, input_vat, vat_in_cost
        from purchase_returns where id = ${id} for update`,
  );
  if (!head) throw notFound('Purchase return not found');
  return head;
}

/** The saved return as a draft: its lines at their saved quantities, prices and serials, its VAT as saved. */
async function savedDraft(tx: Executor, head: ReturnHead): Promise<ReturnDraft> {
  const items = await rows<{ pu_item_id: number; r_qty: string; r_unit: string; serial: number[]; input_vat: string; vat_in_cost: string }>(
    tx,
    sql`select i.pu_item_id, i.r_qty, i.r_unit, i.input_vat, i.vat_in_cost,
          coalesce((select json_agg(s.serial_id order by s.serial_id) from purchase_return_serials s where s.return_item_id = i.id), '[]'::json) as serial
        from purchase_return_items i where i.return_id = ${head.id} order by i.id`,
  );
  const lines = await purchaseLines(tx, head.pu_no_id, head.id);
  const { return_date, supp_id, pu_no_id, rmks } = head;
  return {
    header: { return_date, supp_id, pu_no_id, rmks },
    plans: items.map((i) => ({ line: lines.get(i.pu_item_id)!, qty: i.r_qty, r_unit: i.r_unit, serialIds: i.serial, vat: paisa(i.input_vat), inCost: paisa(i.vat_in_cost) })),
    vat: dec(head.input_vat).isZero() ? null : head.input_vat,
    vatInCost: dec(head.vat_in_cost).isZero() ? null : head.vat_in_cost,
  };
}

// ---- the return's adapter to the lifecycle (documents/lifecycle.ts) ---------------------------

function purchaseReturnAdapter(userId: number): DocumentAdapter<ReturnHead, ReturnSpec, ReturnDraft, Written> {
  return {
    kind: 'purchaseReturn',
    lock: lockReturn,
    draftOf: (tx, spec, head) => draftOf(tx, spec, head?.id ?? 0),
    draftFromSaved: savedDraft,
    // The lines left keep their saved quantities and prices; their shares of the purchase's VAT are worked out again.
    redraft: async (tx, head, d) => {
      await tx.execute(sql`select id from purchases where id = ${head.pu_no_id} for update`);
      return figured(tx, d.header, d.plans, head.id);
    },
    undo: (tx, head, action) => undoReturn(tx, head, action === 'edit'),
    apply: async (tx, head, d) => {
      const h = d.header;
      if (!head) {
        const returnNo = await nextDocumentNo(tx, RETURN_SERIES, h.return_date);
        const amount = money(await partyDue(tx, h.supp_id));
        const row = await one<{ id: number }>(
          tx,
          sql`insert into purchase_returns (return_no, return_date, supp_id, pu_no_id, rmks, amount, created_by)
              values (${returnNo}, ${h.return_date}, ${h.supp_id}, ${h.pu_no_id}, ${h.rmks}, ${amount}, ${userId}) returning id`,
        );
        return { id: row!.id, return_no: returnNo, jv_no: '', amount, ...(await writeLines(tx, row!.id, d, false)) };
      }
      // The supplier's previous dues are taken again when the supplier changes.
      const amount = h.supp_id === head.supp_id ? head.amount : money(await partyDue(tx, h.supp_id));
      await tx.execute(sql`update purchase_returns set updated_at = now() where id = ${head.id}`);
      return { id: head.id, return_no: head.return_no, jv_no: head.jv_no, amount, ...(await writeLines(tx, head.id, d, true)) };
    },
    post: (tx, w, d) => postReturn(tx, w, d, userId),
    carriesVat: (d) => d.vat !== null,
    remove: async (tx, head) => {
      await tx.execute(sql`delete from purchase_returns where id = ${head.id}`);
    },
  };
}

// ---- commands -----------------------------------------------------------------------------------

export async function createPurchaseReturn(db: Executor, spec: ReturnSpec, userId: number): Promise<{ returnId: number; return_no: string }> {
  const w = (await runLifecycle(db, purchaseReturnAdapter(userId), { action: 'create', request: spec }))!;
  return { returnId: w.id, return_no: w.return_no };
}

export async function updatePurchaseReturn(db: Executor, id: number, spec: ReturnSpec, userId: number): Promise<{ returnId: number; return_no: string }> {
  const w = (await runLifecycle(db, purchaseReturnAdapter(userId), { action: 'edit', id, request: spec }))!;
  return { returnId: id, return_no: w.return_no };
}

export async function deletePurchaseReturn(db: Executor, id: number): Promise<void> {
  await runLifecycle(db, purchaseReturnAdapter(0), { action: 'delete', id });
}

/** Takes one serial off a saved return (it goes back in stock); its line goes when it was the last serial. */
export function removeReturnSerial(db: Executor, serialId: number, userId: number): Promise<{ sl_no: string }> {
  return inTransaction(db, async (tx) => {
    const owner = await one<{ return_id: number; sl_no: string }>(
      tx,
      sql`select i.return_id, sr.sl_no from purchase_return_serials s join purchase_return_items i on i.id = s.return_item_id
          join serials sr on sr.id = s.serial_id where s.serial_id = ${serialId}`,
    );
    if (!owner) throw notFound('This serial is not on any purchase return');
    await lifecycleIn(tx, purchaseReturnAdapter(userId), {
      action: 'revise',
      id: owner.return_id,
      revise: (_tx, d) => ({ ...d, plans: withoutSerial(d.plans, serialId, ONLY_ITEM) }),
    });
    return { sl_no: owner.sl_no };
  });
}
