// Purchase return commands. A return sends goods of one purchase back to its supplier: in one
// transaction it saves the return, takes the goods out of stock at their moving-average cost,
// marks its serials returned (3) and posts Dr Payable at the return price / Cr Inventory at cost,
// the difference going to the purchase price difference ledger (the voucher built by posting.ts,
// without the database). An edit undoes all of it and saves anew.
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { dec, fromPaisa, lineTotal, money, paisa, quantity, sum, toAmount } from '../../../domain/money.js';
import { discountShares } from '../../../domain/discountShares.js';
import type { PurchaseReturnPreview } from '../../../contracts/purchase-returns.js';
import { badRequest, conflict, notFound } from '../../errors.js';
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
import { checkChange, checkSaved } from '../../documents/rules.js';
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

interface ReturnHead {
  id: number;
  return_no: string;
  jv_no: string;
  supp_id: number;
  amount: string;
}

interface LinePlan {
  line: ReturnableLine;
  qty: string;
  r_unit: string;
  serial: number[];
}

const source = (id: number) => ({ type: SOURCE.purchaseReturn, id });

// ---- checks -------------------------------------------------------------------------------------

/** Locks the purchase returned from, so that two returns of it (or a return and its edit) take turns. */
async function lockPurchase(tx: Executor, spec: ReturnSpec) {
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
async function purchaseLines(tx: Executor, purchaseId: number, exceptReturnId = 0): Promise<Map<number, ReturnableLine>> {
  const found = await rows<ReturnableLine>(
    tx,
    sql`select i.id, i.m_id, m.name, m.srl_avl, i.qty, i.unit_price,
          coalesce((select sum(r.r_qty) from purchase_return_items r where r.pu_item_id = i.id and r.return_id <> ${exceptReturnId}), 0) as returned
        from purchase_items i join product_models m on m.id = i.m_id where i.purchase_id = ${purchaseId}`,
  );
  return new Map(found.map((l) => [l.id, l]));
}

function planLine(item: ReturnLineSpec, line: ReturnableLine | undefined): LinePlan {
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
  return { line, qty, r_unit: rUnit, serial };
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
  for (const p of plans.filter((x) => x.serial.length)) {
    const linked = await rows(tx, sql`select 1 from purchase_item_serials where pu_item_id = ${p.line.id} and serial_id = any(${intArray(p.serial)})`);
    if (linked.length !== p.serial.length) throw badRequest(`A serial picked for ${p.line.name} is not from this purchase line`, 'serial');
  }
  return plans;
}

// ---- writing ------------------------------------------------------------------------------------

/**
 * Writes the lines of a return, moves its stock and serials and posts its voucher. With `replace`
 * (an edit), the return's earlier movements are replaced in the same step.
 */
async function writeReturn(tx: Executor, head: ReturnHead, spec: ReturnSpec, plans: LinePlan[], userId: number, replace = false) {
  const locked = await lockModels(tx, plans.map((p) => p.line.m_id));
  const moved = await issueMany(tx, {
    date: spec.return_date, source: source(head.id), lines: plans.map((p) => ({ modelId: p.line.m_id, qty: p.qty })), locked, replace,
  });
  const totals: string[] = [];
  const costs: string[] = [];
  for (const [i, p] of plans.entries()) {
    const total = lineTotal(p.qty, p.r_unit);
    const out = moved[i];
    const row = await one<{ id: number }>(
      tx,
      sql`insert into purchase_return_items (return_id, pu_item_id, m_id, r_qty, r_unit, total, pur_rate)
          values (${head.id}, ${p.line.id}, ${p.line.m_id}, ${p.qty}, ${p.r_unit}, ${total}, ${out.unitCost}) returning id`,
    );
    if (p.serial.length) {
      await moveSerials(tx, { modelId: p.line.m_id, serialIds: p.serial, from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.returnedToSupplier, source: source(head.id) });
      await tx.execute(sql`insert into purchase_return_serials (serial_id, return_item_id) select s, ${row!.id} from unnest(${intArray(p.serial)}) as s`);
    }
    totals.push(total);
    costs.push(out.value);
  }
  const total = money(sum(totals));
  const vat = await vatShare(tx, head.id, spec, plans, 'input_vat');
  const vatInCost = await vatShare(tx, head.id, spec, plans, 'vat_in_cost');
  const jvNo = await post(tx, {
    vcType: PURCHASE_RETURN_KIND.voucherType, vcDate: spec.return_date, vcNo: head.jv_no || undefined, postStatus: 1, source: source(head.id), createdBy: userId,
    lines: purchaseReturnVoucherLines({
      returnNo: head.return_no, suppId: spec.supp_id, total, cost: money(sum(costs)), inputVat: vat ? { amount: vat, ledgerId: (await vatLedgers(tx)).input } : undefined,
      vatInCost: vatInCost ?? undefined,
    }),
  });
  await tx.execute(
    sql`update purchase_returns set return_date = ${spec.return_date}, supp_id = ${spec.supp_id}, pu_no_id = ${spec.pu_no_id}, rmks = ${spec.rmks},
          total = ${total}, amount = ${head.amount}, jv_no = ${jvNo}, input_vat = ${vat ?? '0'},
          vat_in_cost = ${vatInCost ?? '0'} where id = ${head.id}`,
  );
  // A debit note takes a Mushak 6.8 number of its fiscal year the first time it carries VAT, and keeps it.
  if (vat && !(await one(tx, sql`select 1 from purchase_returns where id = ${head.id} and debit_note_no is not null`)))
    await tx.execute(sql`update purchase_returns set debit_note_no = ${await nextMushakNo(tx, spec.return_date, await readVatConfig(tx), '6.8')} where id = ${head.id}`);
  if (vat) await checkSaved(tx, 'purchaseReturn', head.id);
}

/**
 * The share of the purchase's input VAT (or of its VAT in cost) a return takes back, or null when the
 * purchase had none: by value at the price bought, rounded to the paisa, the return that leaves
 * nothing of the purchase taking what the other returns left. `returnId`: the return itself (0 for
 * one not saved yet), whose own lines and share are not counted as taken.
 */
async function vatShare(tx: Executor, returnId: number, spec: ReturnSpec, plans: LinePlan[], column: 'input_vat' | 'vat_in_cost'): Promise<string | null> {
  const col = sql.raw(column);
  const p = await one<{ total: string; input_vat: string; taken: string; qty: string; returned_qty: string }>(
    tx,
    sql`select p.total, p.${col} as input_vat,
          (select coalesce(sum(r.${col}), 0) from purchase_returns r where r.pu_no_id = p.id and r.id <> ${returnId}) as taken,
          (select coalesce(sum(i.qty), 0) from purchase_items i where i.purchase_id = p.id) as qty,
          (select coalesce(sum(ri.r_qty), 0) from purchase_return_items ri join purchase_returns r on r.id = ri.return_id
            where r.pu_no_id = p.id and r.id <> ${returnId}) as returned_qty
        from purchases p where p.id = ${spec.pu_no_id}`,
  );
  if (!p || dec(p.input_vat).isZero()) return null;
  const left = dec(p.input_vat).minus(p.taken);
  if (dec(p.returned_qty).plus(sum(plans.map((x) => x.qty))).gte(p.qty)) return money(left);
  const value = sum(plans.map((x) => dec(x.qty).times(x.line.unit_price)));
  const share = dec(money(dec(p.input_vat).times(value).dividedBy(p.total)));
  return money(share.gt(left) ? left : share);
}

/**
 * What a return would take back, for the form (nothing is written): its value at the return prices,
 * its share of the purchase's input VAT and of its VAT in cost (each shared over the lines by value
 * at the price bought, to the paisa), and what the supplier is debited, as the save works them out.
 * `returnId`: the return being edited, whose own lines are free again.
 */
export function previewPurchaseReturn(db: Executor, spec: ReturnSpec, returnId = 0): Promise<PurchaseReturnPreview> {
  return inTransaction(db, async (tx) => {
    await lockPurchase(tx, spec);
    const plans = await planReturn(tx, spec, returnId);
    const totals = plans.map((p) => lineTotal(p.qty, p.r_unit));
    const total = money(sum(totals));
    const vat = (await vatShare(tx, returnId, spec, plans, 'input_vat')) ?? '0.00';
    const inCost = (await vatShare(tx, returnId, spec, plans, 'vat_in_cost')) ?? '0.00';
    const bought = plans.map((p) => paisa(lineTotal(p.qty, p.line.unit_price)));
    const vatLines = discountShares(paisa(vat), bought);
    const inCostLines = discountShares(paisa(inCost), bought);
    return {
      lines: plans.map((p, i) => ({ pu_item_id: p.line.id, total: toAmount(totals[i]), input_vat: toAmount(fromPaisa(vatLines[i])), vat_in_cost: toAmount(fromPaisa(inCostLines[i])) })),
      total: toAmount(total),
      input_vat: toAmount(vat),
      vat_in_cost: toAmount(inCost),
      supplier_debit: toAmount(supplierDebit({ total, inputVat: { amount: vat }, vatInCost: inCost })),
    };
  });
}

/**
 * Puts back what a saved return took: its serials in stock, its goods (unless `keepStock`: an edit
 * replaces its movements when it writes the new lines), its voucher and its lines.
 */
async function undoReturn(tx: Executor, head: ReturnHead, keepStock = false) {
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
  const head = await one<ReturnHead>(tx, sql`select id, return_no, jv_no, supp_id, amount from purchase_returns where id = ${id} for update`);
  if (!head) throw notFound('Purchase return not found');
  return head;
}

/** Replaces a saved return by `spec`; the supplier's previous dues are recomputed when the supplier changes. */
async function replaceReturn(tx: Executor, head: ReturnHead, spec: ReturnSpec, userId: number) {
  await checkChange(tx, { kind: 'purchaseReturn', id: head.id, action: 'edit' });
  await lockPurchase(tx, spec);
  await undoReturn(tx, head, true);
  if (spec.supp_id !== head.supp_id) head.amount = money(await partyDue(tx, spec.supp_id));
  await tx.execute(sql`update purchase_returns set updated_at = now() where id = ${head.id}`);
  await writeReturn(tx, head, spec, await planReturn(tx, spec), userId, true);
}

// ---- commands -----------------------------------------------------------------------------------

export function createPurchaseReturn(db: Executor, spec: ReturnSpec, userId: number): Promise<{ returnId: number; return_no: string }> {
  return inTransaction(db, async (tx) => {
    await lockPurchase(tx, spec);
    const plans = await planReturn(tx, spec);
    const returnNo = await nextDocumentNo(tx, RETURN_SERIES, spec.return_date);
    const amount = money(await partyDue(tx, spec.supp_id));
    const row = await one<{ id: number }>(
      tx,
      sql`insert into purchase_returns (return_no, return_date, supp_id, pu_no_id, rmks, amount, created_by)
          values (${returnNo}, ${spec.return_date}, ${spec.supp_id}, ${spec.pu_no_id}, ${spec.rmks}, ${amount}, ${userId}) returning id`,
    );
    await writeReturn(tx, { id: row!.id, return_no: returnNo, jv_no: '', supp_id: spec.supp_id, amount }, spec, plans, userId);
    return { returnId: row!.id, return_no: returnNo };
  });
}

export function updatePurchaseReturn(db: Executor, id: number, spec: ReturnSpec, userId: number): Promise<{ returnId: number; return_no: string }> {
  return inTransaction(db, async (tx) => {
    const head = await lockReturn(tx, id);
    await replaceReturn(tx, head, spec, userId);
    return { returnId: id, return_no: head.return_no };
  });
}

export function deletePurchaseReturn(db: Executor, id: number): Promise<{ return_no: string }> {
  return inTransaction(db, async (tx) => {
    const head = await lockReturn(tx, id);
    await checkChange(tx, { kind: 'purchaseReturn', id, action: 'delete' });
    await undoReturn(tx, head);
    await tx.execute(sql`delete from purchase_returns where id = ${id}`);
    return { return_no: head.return_no };
  });
}

/** The saved state of a return, as a spec that can be changed and saved again. */
async function specOf(tx: Executor, id: number): Promise<ReturnSpec & { lineSerials: Map<number, number[]> }> {
  const master = (await one<Omit<ReturnSpec, 'items'>>(
    tx,
    sql`select to_char(return_date, 'YYYY-MM-DD') as return_date, supp_id, pu_no_id, rmks from purchase_returns where id = ${id}`,
  ))!;
  const items = await rows<ReturnLineSpec>(
    tx,
    sql`select i.pu_item_id, i.m_id, i.r_qty, i.r_unit,
          coalesce((select json_agg(s.serial_id order by s.serial_id) from purchase_return_serials s where s.return_item_id = i.id), '[]'::json) as serial
        from purchase_return_items i where i.return_id = ${id} order by i.id`,
  );
  return { ...master, items, lineSerials: new Map(items.map((i) => [i.pu_item_id, i.serial])) };
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
    const head = await lockReturn(tx, owner.return_id);
    const spec = await specOf(tx, head.id);
    const items = spec.items
      .map((i) => {
        const serial = i.serial.filter((s) => s !== serialId);
        return serial.length === i.serial.length ? i : { ...i, serial, r_qty: serial.length };
      })
      .filter((i) => i.serial.length || !spec.lineSerials.get(i.pu_item_id)?.length);
    if (!items.length) throw conflict('This is the only item of the return: delete the whole return instead');
    await replaceReturn(tx, head, { ...spec, items }, userId);
    return { sl_no: owner.sl_no };
  });
}
