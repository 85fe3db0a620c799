// Sales returns: goods of a bill come back at the cost they left with. One transaction per command.
//
// Voucher (JV): Dr Sales Returns the return value, Cr Discount Allowed the returned goods' share of
// the bill's discount, Cr Receivable (customer) the difference (the net credited); Dr Inventory,
// Cr Cost of Goods Sold at the bill line's cost (its pur_rate), built by posting.ts without the
// database. Serials go back in stock.
// The discount share is worked out in domain/discountShares.ts: the bill's discount shared over its
// lines by value, a line's share by quantity returned, the return of a line's last unit taking what
// is left, so a bill returned in full reverses its discount and its due exactly.
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { partyDue } from '../../ledger/balances.js';
import { lockModels, moveStock, reverseSource } from '../../stock/stock.js';
import { moveSerials, SERIAL_STATUS } from '../../stock/serials.js';
import { checkWholeUnits, serialLineQty } from '../../stock/lineRules.js';
import { refuseFutureDate } from '../../documentDate.js';
import { nextDocumentNo } from '../../numbering/numbering.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, lineTotal, money, paisa, quantity, sum, toAmount } from '../../../domain/money.js';
import { todayInDhaka, yearOf } from '../../../domain/dates.js';
import { discountShares, milli, returnDiscountShare } from '../../../domain/discountShares.js';
import { serialIdsOf } from '../../../contracts/sales.js';
import { SELECT_FIRST, type ReturnBody } from '../../../contracts/sales-returns.js';
import { RETURN_SERIES, SALES_RETURN_KIND } from './kind.js';
import { customerCredit, salesReturnVoucherLines } from './posting.js';
import type { ReturnPreview } from '../../../contracts/sales-returns.js';
import { percentOfBp } from '../../../domain/vat.js';
import { nextMushakNo, vatLedgers } from '../../vat/saleVat.js';
import { readVatConfig } from '../../vat/vatSettings.js';
import { SOURCE } from '../../ledger/sources.js';
import { lineSerialIds, withoutSerial } from '../../documents/lineSerials.js';
import type { ReturnableLine } from '../../documents/returnableLine.js';
import { lifecycleIn, runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';

interface SoldLine extends ReturnableLine {
  pur_rate: string;
  /** A service line (migration 0125): not returned. */
  service: boolean;
  /** The discount other returns of this line reversed. */
  returned_disc: string;
  /** The line's share of the bill's discount. */
  share: string;
  /** A line of a VAT bill: its rates, its value, SD and VAT without tax, and what other returns took of them. */
  vat_bill: boolean;
  vat_bp: number;
  sd_bp: number;
  vat_exempt: boolean;
  net: string;
  sd: string;
  vat: string;
  returned_net: string;
  returned_sd: string;
  returned_vat: string;
}

interface ReturnLine {
  invItemId: number;
  mId: number;
  qty: string;
  rUnit: string;
  total: string;
  /** The share of the bill's discount this line reverses. */
  disc: string;
  purRate: string;
  serialIds: number[];
  /** On a VAT bill: the line's value without tax, SD and VAT this return reverses (else 0), and the bill line's rates. */
  net: string;
  sd: string;
  vat: string;
  vatBp: number;
  sdBp: number;
  exempt: boolean;
  /** A price allowance (issue 40): no quantity back, no stock moved; `total` (and on a VAT bill `net`) is its value without tax. */
  allowance: boolean;
}

interface ReturnDraft {
  returnDate: string;
  cussId: number;
  sale: { id: number; inv_no: string };
  rmks: string;
  total: string;
  /** The discount reversed; the customer is credited total − disc. */
  disc: string;
  lines: ReturnLine[];
  /** A return of a VAT bill: what it reverses without tax, and its SD and VAT (a credit note). */
  vat: { net: string; sd: string; vat: string } | null;
}

interface ReturnRecord {
  id: number;
  return_no: string;
  jv_no: string;
  return_date: string;
  inv_no_id: number;
  prev_due: string;
}

const source = (id: number) => ({ type: SOURCE.salesReturn, id });

// ---- working out a return -------------------------------------------------------------------

/** The bill, locked: a return and an edit of the bill never interleave. */
async function lockBill(tx: Executor, body: ReturnBody) {
  const sale = await one<{ id: number; inv_no: string; cus_id: number; inv_disc: string; vat_bill: boolean }>(
    tx,
    sql`select id, inv_no, cus_id, inv_disc, mushak_no is not null as vat_bill from sales where id = ${body.inv_no_id} for update`,
  );
  if (!sale) throw badRequest('Please select an invoice that exists', 'inv_no_id');
  if (sale.cus_id !== body.cuss_id) throw badRequest('This invoice is not of the selected customer', 'inv_no_id');
  return sale;
}

/** The bill's lines, each with its share of the bill's discount (shared over all its lines by value). */
async function soldLinesOf(
  tx: Executor,
  sale: { id: number; inv_disc: string; vat_bill: boolean },
  ids: number[],
  exceptReturnId: number,
): Promise<Map<number, SoldLine>> {
  const all = await rows<Omit<SoldLine, 'share' | 'vat_bill'> & { total: string; disc: string }>(
    tx,
    sql`select i.id, i.m_id, m.name, m.srl_avl, m.service, i.qty, i.unit_price, i.pur_rate, i.total, i.disc, i.net, i.sd, i.vat, i.vat_bp, i.sd_bp, i.vat_exempt,
          x.returned, x.returned_disc, x.returned_net, x.returned_sd, x.returned_vat
        from sales_items i join product_models m on m.id = i.m_id
        cross join lateral (select coalesce(sum(r.r_qty), 0) as returned, coalesce(sum(r.disc), 0) as returned_disc, coalesce(sum(r.net), 0) as returned_net,
            coalesce(sum(r.sd), 0) as returned_sd, coalesce(sum(r.vat), 0) as returned_vat
          from sales_return_items r where r.inv_item_id = i.id and r.return_id <> ${exceptReturnId}) x
        where i.sale_id = ${sale.id} order by i.id`,
  );
  // A VAT bill's lines keep their discount without tax; another bill's is its share of the bill's discount.
  const shares = sale.vat_bill
    ? all.map((l) => paisa(l.disc))
    : discountShares(
        paisa(sale.inv_disc),
        all.map((l) => paisa(l.total)),
      );
  const wanted = new Set(ids);
  return new Map(all.map((l, i) => [l.id, { ...l, vat_bill: sale.vat_bill, share: money(shares[i] / 100) }] as const).filter(([id]) => wanted.has(id)));
}

/** The serials must have been sold on this bill line and still be out with the bill. */
async function checkReturnableSerials(tx: Executor, saleId: number, line: ReturnLine) {
  if (line.serialIds.length === 0) return;
  const ok = await rows<{ id: number }>(
    tx,
    sql`select sr.id from sales_item_serials l join serials sr on sr.id = l.srl_id
        where l.sale_item_id = ${line.invItemId} and sr.id = any(${intArray(line.serialIds)})
          and sr.status = ${SERIAL_STATUS.sold} and sr.out_source_type = ${SOURCE.sale} and sr.out_source_id = ${saleId}`,
  );
  const okIds = new Set(ok.map((r) => r.id));
  const bad = line.serialIds.filter((id) => !okIds.has(id));
  if (bad.length) {
    const names = await rows<{ sl_no: string }>(tx, sql`select sl_no from serials where id = any(${intArray(bad)}) order by sl_no`);
    throw conflict(`Serial ${names.map((n) => n.sl_no).join(', ') || bad.join(', ')} was not sold on this invoice line or is already returned`, 'serial');
  }
}

function returnLineOf(item: ReturnBody['items'][number], sold: SoldLine | undefined): ReturnLine {
  if (!sold || (item.m_id && item.m_id !== sold.m_id)) throw badRequest('This product is not on the selected invoice', 'inv_item_id');
  // A service (migration 0125) was never stock, and its income is not Sales: neither a return nor a
  // price allowance (which debits Sales Returns) fits it; its bill is corrected instead.
  if (sold.service) throw conflict(`${sold.name}: a service is not returned: correct its bill instead`, 'inv_item_id');
  if (item.allowance !== undefined && item.allowance !== 0) {
    if (item.allowance < 0) throw badRequest('A price allowance cannot be negative', 'allowance');
    if (item.r_qty || item.serial?.length) throw badRequest('A price allowance returns no goods: leave the quantity and serials out', 'r_qty');
    return allowanceFigures(sold, money(item.allowance));
  }
  const serialIds = [...new Set(serialIdsOf(item.serial))];
  if (sold.srl_avl === 1 && serialIds.length === 0) throw badRequest('This product requires serial input.', 'serial');
  if (sold.srl_avl !== 1 && serialIds.length > 0) throw badRequest(`${sold.name} is not serial-tracked: remove its serials`, 'serial');
  // A serial-tracked line returns exactly the serials picked: a quantity that says otherwise is refused.
  const qty = sold.srl_avl === 1 ? serialLineQty(sold.name, item.r_qty, serialIds.length, 'r_qty') : quantity(item.r_qty);
  if (dec(qty).lte(0)) throw badRequest('Return quantity must be more than zero', 'r_qty');
  const left = dec(sold.qty).minus(sold.returned);
  if (dec(qty).gt(left)) throw badRequest(`Return quantity must not be greater than sold quantity (${Number(left)} left to return).`, 'r_qty');
  if (dec(item.r_unit).isNegative()) throw badRequest('Return price cannot be negative', 'r_unit');
  const rUnit = dec(item.r_unit).isZero() ? money(sold.unit_price) : money(item.r_unit);
  if (dec(rUnit).gt(sold.unit_price)) {
    throw badRequest(`Return price ${money(rUnit)} of ${sold.name} is above the price it was sold at (${money(sold.unit_price)})`, 'r_unit');
  }
  return lineFigures(sold, qty, rUnit, serialIds);
}

/**
 * A return line's figures against its bill line: its value, its share of the bill's discount and,
 * on a VAT bill, the value without tax, SD and VAT it reverses (in proportion to the quantity).
 */
function lineFigures(sold: SoldLine, qty: string, rUnit: string, serialIds: number[]): ReturnLine {
  const total = lineTotal(qty, rUnit);
  const discPaisa = returnDiscountShare({
    lineShare: paisa(sold.share),
    lineQty: milli(sold.qty),
    returnedQty: milli(sold.returned),
    returnedShare: paisa(sold.returned_disc),
    qty: milli(qty),
  });
  const disc = money(discPaisa / 100);
  if (dec(disc).gt(total)) {
    throw badRequest(`Return price ${money(rUnit)} of ${sold.name} leaves less than its share of the bill's discount (${disc}) to credit`, 'r_unit');
  }
  const line = {
    allowance: false,
    invItemId: sold.id,
    mId: sold.m_id,
    qty,
    rUnit,
    total,
    disc,
    purRate: sold.pur_rate,
    serialIds,
    net: '0.00',
    sd: '0.00',
    vat: '0.00',
    vatBp: Number(sold.vat_bp),
    sdBp: Number(sold.sd_bp),
    exempt: sold.vat_exempt,
  };
  if (!sold.vat_bill) return line;
  // A credit note reverses the line's value, SD and VAT in proportion to the quantity (the last unit takes what is left).
  if (!dec(rUnit).eq(sold.unit_price)) {
    throw badRequest(
      `${sold.name} was sold on a VAT invoice at ${money(sold.unit_price)}: a return of it is at that price, and its credit note reverses its VAT`,
      'r_unit',
    );
  }
  const part = (whole: string, taken: string) =>
    money(
      returnDiscountShare({
        lineShare: paisa(whole),
        lineQty: milli(sold.qty),
        returnedQty: milli(sold.returned),
        returnedShare: paisa(taken),
        qty: milli(qty),
      }) / 100,
    );
  return { ...line, net: part(sold.net, sold.returned_net), sd: part(sold.sd, sold.returned_sd), vat: part(sold.vat, sold.returned_vat) };
}

/**
 * A price allowance on a bill line (issue 40, item 10): the customer keeps the goods and is allowed
 * `value` off the price, without tax. It is at most what the line is still worth after its discount,
 * its returns and earlier allowances. On a VAT bill its SD and VAT are worked at the line's rates
 * (SD on the value, VAT on value and SD), the last allowance that takes the line's whole value
 * taking what is left of them.
 */
function allowanceFigures(sold: SoldLine, value: string): ReturnLine {
  const left = sold.vat_bill
    ? dec(sold.net).minus(sold.share).minus(sold.returned_net).plus(sold.returned_disc)
    : dec(lineTotal(dec(sold.qty).minus(sold.returned).toString(), sold.unit_price))
        .minus(dec(sold.share).minus(sold.returned_disc))
        .minus(sold.returned_net);
  if (dec(value).gt(left))
    throw badRequest(
      `A price allowance on ${sold.name} can be at most ${money(left.isNegative() ? 0 : left)}, what the line is still worth without tax`,
      'allowance',
    );
  let sd = '0.00';
  let vat = '0.00';
  if (sold.vat_bill) {
    const whole = dec(value).eq(left);
    sd = whole ? money(dec(sold.sd).minus(sold.returned_sd)) : money(dec(value).times(sold.sd_bp).div(10_000));
    vat = whole ? money(dec(sold.vat).minus(sold.returned_vat)) : money(dec(value).plus(sd).times(sold.vat_bp).div(10_000));
  }
  return {
    allowance: true,
    invItemId: sold.id,
    mId: sold.m_id,
    qty: '0',
    rUnit: '0.00',
    total: value,
    disc: '0.00',
    purRate: '0',
    serialIds: [],
    // Kept on any bill, so that a later allowance on the line knows what is left.
    net: value,
    sd,
    vat,
    vatBp: Number(sold.vat_bp),
    sdBp: Number(sold.sd_bp),
    exempt: sold.vat_exempt,
  };
}

/**
 * A return's figures against its bill (locked): each line's quantity, value, its share of the bill's
 * discount and, on a VAT bill, the value without tax, SD and VAT it reverses. The save and the form's
 * preview both take them from here.
 */
async function figuresOf(tx: Executor, body: ReturnBody, exceptReturnId = 0): Promise<ReturnDraft> {
  if (!body.cuss_id || !body.inv_no_id || body.items.length === 0 || body.items.some((i) => !i.inv_item_id)) throw badRequest(SELECT_FIRST);
  const ids = body.items.map((i) => i.inv_item_id);
  if (new Set(ids).size !== ids.length) throw badRequest('Item already added', 'items');
  if (body.return_date) refuseFutureDate(body.return_date, 'return_date');
  const sale = await lockBill(tx, body);
  const sold = await soldLinesOf(tx, sale, ids, exceptReturnId);
  const lines = body.items.map((item) => returnLineOf(item, sold.get(item.inv_item_id)));
  return withTotals({ returnDate: body.return_date ?? todayInDhaka(), cussId: body.cuss_id, sale, rmks: body.rmks ?? '' }, lines, sale.vat_bill);
}

/** A return's totals from its lines. */
function withTotals(head: Pick<ReturnDraft, 'returnDate' | 'cussId' | 'sale' | 'rmks'>, lines: ReturnLine[], vatBill: boolean): ReturnDraft {
  return {
    ...head,
    total: money(sum(lines.map((l) => l.total))),
    disc: money(sum(lines.map((l) => l.disc))),
    lines,
    vat: vatBill ? { net: money(sum(lines.map((l) => l.net))), sd: money(sum(lines.map((l) => l.sd))), vat: money(sum(lines.map((l) => l.vat))) } : null,
  };
}

/** The figures, and whether the lines may come back: whole units, serials still out with the bill. */
async function draftOf(tx: Executor, body: ReturnBody, exceptReturnId = 0): Promise<ReturnDraft> {
  const d = await figuresOf(tx, body, exceptReturnId);
  await checkWholeUnits(
    tx,
    d.lines.map((l) => ({ modelId: l.mId, qty: l.qty })),
    'r_qty',
  );
  for (const line of d.lines) await checkReturnableSerials(tx, d.sale.id, line);
  return d;
}

/**
 * What a return would reverse, for the form (nothing is written): each line's value, discount share,
 * SD and VAT, and what the customer is credited, as the save works them out. `returnId`: the return
 * being edited, whose own lines are free again.
 */
export function previewReturn(db: Executor, body: ReturnBody, returnId = 0): Promise<ReturnPreview> {
  return inTransaction(db, async (tx) => {
    const d = await figuresOf(tx, body, returnId);
    const a = toAmount;
    return {
      vat_bill: !!d.vat,
      lines: d.lines.map((l) => ({
        inv_item_id: l.invItemId,
        total: a(l.total),
        disc: a(l.disc),
        net: a(d.vat ? l.net : l.total),
        vat_rate: percentOfBp(l.vatBp),
        sd_rate: percentOfBp(l.sdBp),
        exempt: l.exempt,
        sd: a(l.sd),
        vat: a(l.vat),
      })),
      total: a(d.total),
      disc: a(d.disc),
      net: a(d.vat ? d.vat.net : d.total),
      sd: a(d.vat?.sd ?? 0),
      vat: a(d.vat?.vat ?? 0),
      credited: a(customerCredit({ total: d.total, disc: d.disc, vat: d.vat ?? undefined })),
    };
  });
}

// ---- stock, serials and voucher of a return --------------------------------------------------

/**
 * Saves the lines: goods back in stock at the cost they left with, serials back in stock. Returns
 * that cost. With `replace` (an edit), the return's earlier movements are replaced in the same step.
 */
async function saveLines(tx: Executor, returnId: number, d: ReturnDraft, replace = false): Promise<string> {
  const costs: string[] = [];
  // A price allowance moves no goods.
  const goods = d.lines.filter((l) => !l.allowance);
  const moved = await moveStock(
    tx,
    source(returnId),
    goods.map((l) => ({ modelId: l.mId, date: d.returnDate, qty: l.qty, kind: 'in' as const, unitCost: l.purRate })),
    { replace },
  );
  for (const line of d.lines) {
    await moveSerials(tx, { modelId: line.mId, serialIds: line.serialIds, from: SERIAL_STATUS.sold, to: SERIAL_STATUS.inStock, source: null });
    const back = line.allowance ? { value: '0.00' } : moved[goods.indexOf(line)]!;
    const item = await one<{ id: number }>(
      tx,
      sql`insert into sales_return_items (return_id, inv_item_id, m_id, r_qty, r_unit, total, disc, pur_rate, pur_total, net, sd, vat, allowance)
          values (${returnId}, ${line.invItemId}, ${line.mId}, ${line.qty}, ${line.rUnit}, ${line.total}, ${line.disc}, ${line.purRate}, ${back.value},
                  ${line.net}, ${line.sd}, ${line.vat}, ${line.allowance})
          returning id`,
    );
    if (line.serialIds.length) {
      await tx.execute(sql`insert into sales_return_item_serials (r_inv_item_id, srl_id) select ${item!.id}, unnest(${intArray(line.serialIds)})`);
    }
    costs.push(back.value);
  }
  return money(sum(costs));
}

/**
 * Takes a return's goods out of stock again (unless `keepStock`: an edit replaces its movements when
 * it saves the new lines), its serials back onto the bill, and removes its lines and voucher.
 */
async function undoLines(tx: Executor, r: ReturnRecord, keepStock = false) {
  if (!keepStock) await reverseSource(tx, source(r.id));
  const back = await rows<{ id: number; model_id: number; sl_no: string; status: number }>(
    tx,
    sql`select sr.id, sr.model_id, sr.sl_no, sr.status from sales_return_item_serials l
        join sales_return_items ri on ri.id = l.r_inv_item_id join serials sr on sr.id = l.srl_id
        where ri.return_id = ${r.id}`,
  );
  const gone = back.filter((s) => s.status !== SERIAL_STATUS.inStock);
  if (gone.length) throw conflict(`Serial ${gone.map((s) => s.sl_no).join(', ')} was sold again and cannot be taken off this return`, 'serial');
  for (const modelId of [...new Set(back.map((s) => s.model_id))]) {
    const serialIds = back.filter((s) => s.model_id === modelId).map((s) => s.id);
    await moveSerials(tx, { modelId, serialIds, from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: { type: SOURCE.sale, id: r.inv_no_id } });
  }
  await tx.execute(sql`delete from sales_return_items where return_id = ${r.id}`);
  await removeBySource(tx, SOURCE.salesReturn, r.id);
}

/** Posts the return's voucher as posting.ts builds it. */
async function postReturn(tx: Executor, returnId: number, returnNo: string, d: ReturnDraft, cost: string, userId: number, vcNo?: string) {
  const ledgers = d.vat ? await vatLedgers(tx) : null;
  const vat = d.vat && ledgers ? { ...d.vat, outputLedger: ledgers.output, sdLedger: ledgers.sd } : undefined;
  return post(tx, {
    vcType: SALES_RETURN_KIND.voucherType,
    vcDate: d.returnDate,
    vcNo,
    postStatus: 1,
    source: source(returnId),
    createdBy: userId,
    lines: salesReturnVoucherLines({ returnNo, invNo: d.sale.inv_no, cussId: d.cussId, total: d.total, disc: d.disc, cost, vat }),
  });
}

async function lockReturn(tx: Executor, id: number): Promise<ReturnRecord> {
  const r = await one<ReturnRecord>(
    tx,
    sql`select id, return_no, jv_no, return_date::text as return_date, inv_no_id, prev_due from sales_returns where id = ${id} for update`,
  );
  if (!r) throw notFound('This sales return does not exist');
  return r;
}

const modelsOfReturn = async (tx: Executor, id: number) =>
  (await rows<{ m_id: number }>(tx, sql`select distinct m_id from sales_return_items where return_id = ${id}`)).map((r) => r.m_id);

/** Models a request names, looked up through its bill lines (for locking before any stock moves). */
async function modelsOfBody(tx: Executor, body: ReturnBody) {
  const ids = body.items.map((i) => i.inv_item_id).filter(Boolean);
  return (await rows<{ m_id: number }>(tx, sql`select distinct m_id from sales_items where id = any(${intArray(ids)})`)).map((r) => r.m_id);
}

// ---- the return's adapter to the lifecycle (documents/lifecycle.ts) ---------------------------

/** What apply wrote: the return, its number, and the cost its goods came back at. */
interface Written {
  id: number;
  returnNo: string;
  cost: string;
}

/** The bill first, then the stock rows (the order every sales command takes its locks in). */
async function lockBillAndStock(tx: Executor, saleId: number, modelIds: number[]) {
  await tx.execute(sql`select id from sales where id = ${saleId} for update`);
  await lockModels(tx, modelIds);
}

/** The return as saved, as a draft: its lines as saved (refigured against the bill by `redraft` when revised). */
async function savedDraft(tx: Executor, cur: ReturnRecord): Promise<ReturnDraft> {
  const r = await one<{ cuss_id: number; rmks: string; inv_no: string; vat_bill: boolean }>(
    tx,
    sql`select r.cuss_id, r.rmks, s.inv_no, s.mushak_no is not null as vat_bill from sales_returns r join sales s on s.id = r.inv_no_id where r.id = ${cur.id}`,
  );
  const items = await rows<{
    inv_item_id: number;
    m_id: number;
    r_qty: string;
    r_unit: string;
    total: string;
    disc: string;
    pur_rate: string;
    serial: number[];
    net: string;
    sd: string;
    vat: string;
    vat_bp: number;
    sd_bp: number;
    vat_exempt: boolean;
    allowance: boolean;
  }>(
    tx,
    sql`select i.inv_item_id, i.m_id, i.r_qty, i.r_unit, i.total, i.disc, i.pur_rate, ${lineSerialIds('sales_return_item_serials', 'r_inv_item_id')} as serial,
          i.net, i.sd, i.vat, s.vat_bp, s.sd_bp, s.vat_exempt, i.allowance
        from sales_return_items i join sales_items s on s.id = i.inv_item_id where i.return_id = ${cur.id} order by i.id`,
  );
  const lines: ReturnLine[] = items.map((i) => ({
    invItemId: i.inv_item_id,
    mId: i.m_id,
    qty: i.r_qty,
    rUnit: i.r_unit,
    total: i.total,
    disc: i.disc,
    purRate: i.pur_rate,
    serialIds: i.serial,
    net: i.net,
    sd: i.sd,
    vat: i.vat,
    vatBp: i.vat_bp,
    sdBp: i.sd_bp,
    exempt: i.vat_exempt,
    allowance: i.allowance,
  }));
  return withTotals({ returnDate: cur.return_date, cussId: r!.cuss_id, sale: { id: cur.inv_no_id, inv_no: r!.inv_no }, rmks: r!.rmks }, lines, r!.vat_bill);
}

/**
 * A revised saved draft against its bill as it stands without the return (undone, bill and stock
 * locked): each line left at its saved quantity and price, its discount share, VAT and cost worked out again.
 */
async function refigured(tx: Executor, cur: ReturnRecord, d: ReturnDraft): Promise<ReturnDraft> {
  const sale = await one<{ id: number; inv_disc: string; vat_bill: boolean }>(
    tx,
    sql`select id, inv_disc, mushak_no is not null as vat_bill from sales where id = ${cur.inv_no_id}`,
  );
  const sold = await soldLinesOf(
    tx,
    sale!,
    d.lines.map((l) => l.invItemId),
    cur.id,
  );
  const lines = d.lines.map((l) =>
    l.allowance ? allowanceFigures(sold.get(l.invItemId)!, l.total) : lineFigures(sold.get(l.invItemId)!, l.qty, l.rUnit, l.serialIds),
  );
  return withTotals(d, lines, sale!.vat_bill);
}

function returnAdapter(userId: number): DocumentAdapter<ReturnRecord, ReturnBody, ReturnDraft, Written> {
  return {
    kind: 'salesReturn',
    lock: lockReturn,
    // A return is checked against its bill as the bill stands without it: an edit undoes it, then drafts.
    draftsAfterUndo: true,
    // The bill and the stock rows are locked before the bill lines' costs are read: a re-costing that
    // holds the stock rows has then written them (read before, a cost re-costed meanwhile came back at
    // its old figure). A delete locks the stock rows only.
    touches: async (tx, cur, body, action) => {
      if (action === 'delete') {
        await lockModels(tx, await modelsOfReturn(tx, cur!.id));
        return;
      }
      const models = [...(cur ? await modelsOfReturn(tx, cur.id) : []), ...(body ? await modelsOfBody(tx, body) : [])];
      await lockBillAndStock(tx, cur ? cur.inv_no_id : body!.inv_no_id, models);
    },
    draftOf: (tx, body, cur) => draftOf(tx, body, cur?.id ?? 0),
    draftFromSaved: savedDraft,
    redraft: refigured,
    undo: (tx, cur, action) => undoLines(tx, cur, action === 'edit'),
    apply: async (tx, cur, d) => {
      if (cur) return { id: cur.id, returnNo: cur.return_no, cost: await saveLines(tx, cur.id, d, true) };
      const returnNo = await nextDocumentNo(tx, RETURN_SERIES, d.returnDate);
      const prevDue = money(await partyDue(tx, d.cussId));
      const rec = await one<{ id: number }>(
        tx,
        sql`insert into sales_returns (return_no, return_date, cuss_id, inv_no_id, rmks, total, disc, prev_due, created_by, sd, vat, credit_note_no)
            values (${returnNo}, ${d.returnDate}, ${d.cussId}, ${d.sale.id}, ${d.rmks}, ${d.total}, ${d.disc}, ${prevDue}, ${userId},
                    ${d.vat?.sd ?? '0'}, ${d.vat?.vat ?? '0'}, ${d.vat ? await nextMushakNo(tx, d.returnDate, await readVatConfig(tx), '6.7') : null}) returning id`,
      );
      return { id: rec!.id, returnNo, cost: await saveLines(tx, rec!.id, d) };
    },
    post: async (tx, w, d, cur) => {
      if (!cur) {
        const jvNo = await postReturn(tx, w.id, w.returnNo, d, w.cost, userId);
        await tx.execute(sql`update sales_returns set jv_no = ${jvNo} where id = ${w.id}`);
        return;
      }
      const sameSeries = yearOf(cur.return_date) === yearOf(d.returnDate);
      const jvNo = await postReturn(tx, cur.id, cur.return_no, d, w.cost, userId, sameSeries ? cur.jv_no : undefined);
      await tx.execute(
        sql`update sales_returns set jv_no = ${jvNo}, return_date = ${d.returnDate}, cuss_id = ${d.cussId}, inv_no_id = ${d.sale.id},
              rmks = ${d.rmks}, total = ${d.total}, disc = ${d.disc}, sd = ${d.vat?.sd ?? '0'}, vat = ${d.vat?.vat ?? '0'}, updated_at = now()
            where id = ${cur.id}`,
      );
    },
    carriesVat: (d) => d.vat !== null,
    remove: async (tx, cur) => {
      await tx.execute(sql`delete from sales_returns where id = ${cur.id}`);
    },
  };
}

// ---- commands --------------------------------------------------------------------------------

export async function createReturn(db: Executor, body: ReturnBody, userId: number): Promise<{ id: number; returnNo: string }> {
  const { id, returnNo } = (await runLifecycle(db, returnAdapter(userId), { action: 'create', request: body }))!;
  return { id, returnNo };
}

/**
 * Cancels a bill by a full credit note: every unit and serial of it not yet returned comes back at
 * the price it was sold at, on `date` (today unless given). An issued tax invoice is cancelled this
 * way, never deleted (documents/rules.ts).
 */
export function cancelBill(db: Executor, saleId: number, userId: number, date?: string): Promise<{ id: number; returnNo: string }> {
  return inTransaction(db, async (tx) => {
    const sale = await one<{ inv_no: string; cus_id: number; mushak_no: string | null }>(
      tx,
      sql`select inv_no, cus_id, mushak_no from sales where id = ${saleId} for update`,
    );
    if (!sale) throw notFound('This sales bill does not exist');
    const left = await rows<{ id: number; m_id: number; left: string; unit_price: string; serial: number[] }>(
      tx,
      sql`select i.id, i.m_id, i.unit_price, i.qty - coalesce((select sum(r.r_qty) from sales_return_items r where r.inv_item_id = i.id), 0) as left,
            coalesce((select array_agg(sr.id order by sr.id) from sales_item_serials l join serials sr on sr.id = l.srl_id
                      where l.sale_item_id = i.id and sr.status = ${SERIAL_STATUS.sold} and sr.out_source_type = ${SOURCE.sale} and sr.out_source_id = i.sale_id), '{}') as serial
          from sales_items i where i.sale_id = ${saleId} order by i.id`,
    );
    const items = left
      .filter((l) => dec(l.left).gt(0))
      .map((l) => ({ inv_item_id: l.id, m_id: l.m_id, r_qty: Number(l.left), r_unit: Number(l.unit_price), serial: l.serial }));
    if (!items.length) throw conflict(`Every unit of bill ${sale.inv_no} is already returned`);
    const rmks = `Cancels ${sale.inv_no}${sale.mushak_no ? ` (tax invoice ${sale.mushak_no})` : ''}`;
    const request = { return_date: date ?? todayInDhaka(), cuss_id: sale.cus_id, inv_no_id: saleId, rmks, items };
    const { id, returnNo } = (await lifecycleIn(tx, returnAdapter(userId), { action: 'create', request }))!;
    return { id, returnNo };
  });
}

export async function updateReturn(db: Executor, id: number, body: ReturnBody, userId: number): Promise<{ id: number; returnNo: string }> {
  const { returnNo } = (await runLifecycle(db, returnAdapter(userId), { action: 'edit', id, request: body }))!;
  return { id, returnNo };
}

export async function deleteReturn(db: Executor, id: number): Promise<void> {
  await runLifecycle(db, returnAdapter(0), { action: 'delete', id });
}

/** Takes one serial off the return that brought it back: it is sold on its bill again, the line one lower. */
export function removeReturnSerial(db: Executor, serialId: number, userId: number): Promise<{ returnId: number }> {
  return inTransaction(db, async (tx) => {
    const link = await one<{ return_id: number; status: number; sl_no: string }>(
      tx,
      sql`select ri.return_id, sr.status, sr.sl_no from sales_return_item_serials l
          join sales_return_items ri on ri.id = l.r_inv_item_id join serials sr on sr.id = l.srl_id
          where l.srl_id = ${serialId} order by l.id desc limit 1`,
    );
    if (!link) throw notFound('This serial is not on a sales return');
    if (link.status !== SERIAL_STATUS.inStock) throw conflict(`Serial ${link.sl_no} was sold again and cannot be taken off this return`, 'serial');
    await lifecycleIn(tx, returnAdapter(userId), {
      action: 'revise',
      id: link.return_id,
      revise: (_tx, d) => ({ ...d, lines: withoutSerial(d.lines, serialId, 'This is the only item of the return. Delete the whole return instead.') }),
    });
    return { returnId: link.return_id };
  });
}
