// Sales bills: each command saves the bill, moves its stock and serials, and posts its voucher and
// collection in one transaction, or changes nothing.
//
// A bill's voucher (JV): Dr Receivable (customer) grand total, Dr Discount Allowed the discount,
// Cr Sales the sub-total; Dr Cost of Goods Sold, Cr Inventory the cost at which the goods left
// (built by posting.ts, without the database).
// A collection on the bill is a collection record with its own CR/BR voucher (ledger/collections).
import { sql, one, rows, inTransaction, intArray, together, writeBehind, type Executor } from '../../db/client.js';
import { lifecycleIn, runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { SOURCE } from '../../ledger/sources.js';
import { partyNetSql, PARTY_TYPE } from '../../ledger/balances.js';
import {
  collPayVoucherTypeOf,
  createCollPay,
  deleteCollPay,
  updateCollPay,
  NEW_COLL_PAY_ID,
  type CollPayInput,
  type PartyDue,
} from '../../ledger/collections.js';
import { issueMany, lockModels, reverseSource, type LockedModels } from '../../stock/stock.js';
import { moveSerials, SERIAL_STATUS } from '../../stock/serials.js';
import { checkWholeUnits, serialLineQty } from '../../stock/lineRules.js';
import { refuseFutureDate } from '../../documentDate.js';
import { nextNumbers } from '../../numbering/numbering.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, fromPaisa, lineTotal, money, paisa, quantity, sum } from '../../../domain/money.js';
import { discountShares } from '../../../domain/discountShares.js';
import { todayInDhaka, yearOf } from '../../../domain/dates.js';
import { ALL_FIELDS, serialIdsOf, type SaleBody } from '../../../contracts/sales.js';
import { SALE_KIND, SALE_SERIES } from './kind.js';
import { saleVoucherLines, type SaleFigures } from './posting.js';
import { nextMushakNo, taxSale, vatLedgers, type SaleVat, type TaxedLine } from '../../vat/saleVat.js';
import { readVatConfig, vatConfigOf, VAT_SETTINGS_ROW, type VatSettingsRow } from '../../vat/vatSettings.js';
import { enforceCreditLimit, saleDueEffect } from '../../credit/creditLimit.js';
import { ApprovalGate, withApprovalRequest } from '../../credit/approvals.js';
import type { ApprovalFields } from '../../../contracts/approvals.js';
import { lineSerialIds } from '../../documents/lineSerials.js';
import { basisPoints, vatBill } from '../../../domain/vat.js';
import { queueDocumentMessages } from '../../messages/outbox.js';

interface Line {
  /** The saved line's id (a draft made from the saved bill). */
  itemId?: number;
  mId: number;
  name: string;
  warranty: string;
  qty: string;
  unitPrice: string;
  total: string;
  serialIds: number[];
  /** A service (migration 0125): no stock, serials or cost; its value is Service Income. */
  service: boolean;
  /** The VAT rates the line was saved with (a draft made from the saved bill keeps them). */
  rate?: { vatBp: number; sdBp: number; exempt: boolean; reason: string };
}

/** A bill worked out from the request: every figure recomputed here. */
interface Draft {
  invDate: string;
  cusId: number;
  subTotal: string;
  invDisc: string;
  grandTotal: string;
  collect: string;
  method: 'Cash' | 'Bank';
  bankId?: number;
  chqNo?: string;
  chqDate?: string;
  rmks: string;
  lines: Line[];
  /** The customer, and their due before this bill (as the books stand, this bill's own lines included when editing). */
  customer?: PartyDue;
  /** The customer's credit limit as read with the rest (null: none, and the limit is not read again; absent: read it). */
  creditLimit?: string | null;
  /** Its VAT, when the business is VAT-registered (null otherwise: nothing changes). */
  vat: SaleVat | null;
  /** A new bill's id, and its collection's, drawn with the facts, so that their rows can be sent without waiting. */
  newId?: number;
  newCollectionId?: number;
  /** A new bill's quotation, and its stock rows as locked with the facts. */
  quotationId?: number | null;
  locked?: LockedModels;
  /** An edit: what the bill added to its customer's due before it, and each model's saved price after its share of the discount. */
  was?: { cusId: number; effect: string };
  savedNet?: Map<number, string>;
}

interface SaleRecord {
  id: number;
  inv_no: string;
  jv_no: string;
  inv_date: string;
  cus_id: number;
  prev_due: string;
  inv_disc: string;
  grand_total: string;
  mushak_no: string | null;
}

const source = (id: number) => ({ type: SOURCE.sale, id });

// ---- working out a bill ------------------------------------------------------------------------

/** The spec's words differ between the create and the edit screen. */
const MESSAGES = {
  create: { noCustomer: ALL_FIELDS, noPrice: ALL_FIELDS },
  edit: { noCustomer: 'Supplier must required..', noPrice: 'Please input price' },
};
type Screen = keyof typeof MESSAGES;

type ModelInfo = { id: number; name: string; srl_avl: number; warranty: string; min_price: string | null; service: boolean };
type SerialInfo = { id: number; model_id: number; sl_no: string };

/** What a bill is checked against: its customer, the models and serials it names, the VAT settings. */
interface Facts {
  customer: { type: number; net: string; credit_limit: string | null } | null;
  models: ModelInfo[];
  serials: SerialInfo[];
  vat: VatSettingsRow | null;
  new_id?: number;
  new_coll_pay_id?: number;
}

/** Reads the facts in one statement (numbers as text, exact); for a new bill, its id and its collection's too. */
async function factsOf(tx: Executor, cusId: number, modelIds: number[], serialIds: number[], newIds: { bill: boolean; collection: boolean }): Promise<Facts> {
  const r = await one<Facts>(
    tx,
    sql`select ${newIds.bill ? sql`nextval('sales_id_seq')::int as new_id,` : sql``} ${newIds.collection ? sql`${NEW_COLL_PAY_ID} as new_coll_pay_id,` : sql``}
          (select json_build_object('type', p.type, 'net', ${partyNetSql(sql`p.id`)}::text, 'credit_limit', p.credit_limit::text) from parties p where p.id = ${cusId}) as customer,
          (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'srl_avl', m.srl_avl, 'warranty', m.warranty, 'min_price', m.min_price::text, 'service', m.service)), '[]')
             from product_models m where m.id = any(${intArray(modelIds)})) as models,
          (select coalesce(json_agg(json_build_object('id', s.id, 'model_id', s.model_id, 'sl_no', s.sl_no)), '[]')
             from serials s where s.id = any(${intArray(serialIds)})) as serials,
          (select row_to_json(v) from (${VAT_SETTINGS_ROW}) v) as vat`,
  );
  return r!;
}

/** Checks the customer; returns their type and due. */
function checkCustomer(cusId: number, found: Facts['customer'], screen: Screen): PartyDue {
  if (!cusId) throw badRequest(MESSAGES[screen].noCustomer, 'cus_id');
  if (!found) throw badRequest('Please select a customer that exists', 'cus_id');
  if (found.type === PARTY_TYPE.supplier) throw badRequest('Please select a customer, not a supplier', 'cus_id');
  // A customer's due, debit minus credit, as partyAndDue (ledger/balances.ts) makes it.
  return { type: found.type, due: dec(found.net) };
}

/** Every picked serial exists, is of its line's model and is picked once. */
function checkSerialsBelong(found: SerialInfo[], lines: Line[]) {
  const byId = new Map(found.map((s) => [s.id, s]));
  const seen = new Set<number>();
  for (const line of lines) {
    for (const id of line.serialIds) {
      const s = byId.get(id);
      if (!s || s.model_id !== line.mId) throw badRequest(`Serial ${s?.sl_no ?? id} is not a serial of ${line.name}`, 'serial');
      if (seen.has(id)) throw badRequest(`Serial ${s.sl_no} is picked twice`, 'serial');
      seen.add(id);
    }
  }
}

function lineOf(item: SaleBody['items'][number], model: ModelInfo | undefined, screen: Screen): Line {
  if (!item.m_id) throw badRequest(ALL_FIELDS, 'm_id');
  if (!model) throw badRequest(`Model ${item.m_id} does not exist`, 'm_id');
  const serialIds = serialIdsOf(item.serial);
  if (model.srl_avl === 1 && serialIds.length === 0) throw badRequest('This product requires serial input.', 'serial');
  if (model.srl_avl !== 1 && serialIds.length > 0) throw badRequest(`${model.name} is not serial-tracked: remove its serials`, 'serial');
  if (model.service && serialIds.length > 0) throw badRequest(`${model.name} is a service: it has no serials`, 'serial');
  // A serial-tracked line sells exactly the serials picked: a quantity that says otherwise is refused.
  const qty = model.srl_avl === 1 ? serialLineQty(model.name, item.qty, serialIds.length) : quantity(item.qty);
  const unitPrice = money(item.unit_price);
  if (dec(qty).lte(0)) throw badRequest(ALL_FIELDS, 'qty');
  if (dec(unitPrice).lte(0)) throw badRequest(MESSAGES[screen].noPrice, 'unit_price');
  return { mId: model.id, name: model.name, warranty: model.warranty, qty, unitPrice, total: lineTotal(qty, unitPrice), serialIds, service: model.service };
}

/** Who saves the bill, and (an edit) the price each model's line was saved at after its share of the discount. */
export interface PriceCheck {
  role: 'admin' | 'user';
  saved?: Map<number, string>;
  /** The bill's approval (credit/approvals.ts): an admin's lets a line below its minimum price pass where the setting allows it. */
  gate?: ApprovalGate;
}

/** Each line's unit price after its share of the bill's discount (shared by value, as the books share it). */
function pricesAfterDiscount(lines: { total: string; qty: string }[], invDisc: string): string[] {
  const shares = discountShares(
    paisa(invDisc),
    lines.map((l) => paisa(l.total)),
  );
  return lines.map((l, i) => money(dec(l.total).minus(dec(shares[i]).div(100)).div(l.qty)));
}

/**
 * A price below its model's minimum (migration 0053), after the line's share of the bill discount,
 * is refused, naming the line, unless the setting is 'admin_only' and an admin saves the bill or
 * approves it (an approval bound to this bill, credit/approvals.ts). An edit that leaves a line at
 * no less than it was saved at passes.
 */
async function checkMinPrices(
  tx: Executor,
  lines: Line[],
  invDisc: string,
  models: Map<number, ModelInfo>,
  who: PriceCheck,
  bill: { cusId: number; amount: string },
) {
  const net = pricesAfterDiscount(lines, invDisc);
  const below = lines
    .map((l, i) => ({ l, i, net: net[i], min: models.get(l.mId)?.min_price ?? null }))
    .filter(({ l, net, min }) => min !== null && dec(net).lt(min) && !(who.saved?.has(l.mId) && dec(net).gte(who.saved.get(l.mId)!)));
  if (below.length === 0) return;
  const setting = await one<{ v: string }>(tx, sql`select coalesce((select below_min_price from app_settings where id = 1), 'admin_only') as v`);
  const adminMay = setting?.v !== 'refuse';
  const { l, i, net: price, min } = below[0];
  const what = dec(price).eq(l.unitPrice) ? money(l.unitPrice) : `${money(price)} after its share of the bill discount`;
  const message = `Line ${i + 1} (${l.name}): ${what} is below the minimum price ${money(min!)}${adminMay ? '; only an admin may sell below it' : ''}`;
  const field = dec(price).eq(l.unitPrice) ? `items.${i}.unit_price` : 'inv_disc';
  if (!adminMay) throw badRequest(message, field);
  if (!who.gate) {
    if (who.role === 'admin') return;
    throw badRequest(message, field);
  }
  await who.gate.approve(tx, { status: 400, message, field, partyId: bill.cusId, amount: bill.amount }, false);
}

async function draftOf(tx: Executor, body: SaleBody, screen: Screen, who: PriceCheck = { role: 'user' }): Promise<Draft> {
  if (body.inv_date) refuseFutureDate(body.inv_date, 'inv_date');
  const facts = await factsOf(
    tx,
    body.cus_id,
    body.items.map((i) => i.m_id),
    body.items.flatMap((i) => serialIdsOf(i.serial)),
    { bill: screen === 'create', collection: screen === 'create' && Number(body.collect) > 0 },
  );
  const customer = checkCustomer(body.cus_id, facts.customer, screen);
  if (body.items.length === 0) throw badRequest('Please add at least one item', 'items');
  const models = new Map(facts.models.map((m) => [m.id, m]));
  const lines = body.items.map((item) => lineOf(item, models.get(item.m_id), screen));
  const dup = lines.find((l, i) => lines.findIndex((o) => o.mId === l.mId) !== i);
  if (dup) throw badRequest(`${dup.name} is added twice: put it on one line`, 'items');
  await checkWholeUnits(
    tx,
    lines.map((l) => ({ modelId: l.mId, qty: l.qty })),
  );
  checkSerialsBelong(facts.serials, lines);

  const subTotal = money(sum(lines.map((l) => l.total)));
  const invDisc = money(body.inv_disc);
  if (dec(invDisc).isNegative()) throw badRequest('Discount cannot be negative', 'inv_disc');
  if (dec(invDisc).gt(subTotal)) throw badRequest('Discount cannot be more than the sub-total', 'inv_disc');
  await checkMinPrices(tx, lines, invDisc, models, who, { cusId: body.cus_id, amount: money(dec(subTotal).minus(invDisc)) });
  const collect = money(body.collect);
  if (dec(collect).isNegative()) throw badRequest('Collection cannot be negative', 'collect');
  const type = body.collect_type ?? body.cash_bank_type ?? 'Cash';
  const vat = await taxSale(
    tx,
    lines.map((l, i) => ({ modelId: l.mId, total: l.total, vatRate: body.items[i].vat_rate, reason: body.items[i].vat_reason })),
    invDisc,
    vatConfigOf(facts.vat),
    who,
  );
  return {
    invDate: body.inv_date ?? todayInDhaka(),
    cusId: body.cus_id,
    subTotal,
    invDisc,
    grandTotal: vat ? vat.total : money(dec(subTotal).minus(invDisc)),
    vat,
    collect,
    method: type === 'Cash' ? 'Cash' : 'Bank',
    bankId: body.bankId,
    chqNo: body.chqNo,
    chqDate: body.chqDate,
    rmks: body.rmks ?? '',
    lines,
    customer,
    creditLimit: facts.customer?.credit_limit ?? null,
    newId: facts.new_id,
    newCollectionId: facts.new_coll_pay_id,
  };
}

// ---- stock, serials and vouchers of a bill ------------------------------------------------------

/**
 * Saves the lines: serials sold, stock issued at the moving-average cost. Returns the cost of all.
 * With `replace` (an edit), the bill's earlier movements are replaced in the same step.
 */
async function saveLines(tx: Executor, saleId: number, d: Draft, opts: { locked?: LockedModels; replace?: boolean } = {}): Promise<string> {
  for (const line of d.lines) {
    await moveSerials(tx, { modelId: line.mId, serialIds: line.serialIds, from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: source(saleId) });
  }
  // A service line moves no stock and leaves at no cost; the goods lines are issued in one step.
  const goods = d.lines.filter((l) => !l.service);
  const issued = await issueMany(tx, { date: d.invDate, source: source(saleId), lines: goods.map((l) => ({ modelId: l.mId, qty: l.qty })), ...opts });
  const noCost = { unitCost: '0', value: '0' };
  const out = d.lines.map((l) => (l.service ? noCost : issued[goods.indexOf(l)]));
  const items = d.lines.map((l, i) => ({
    m_id: l.mId,
    qty: l.qty,
    unit_price: l.unitPrice,
    total: l.total,
    pur_rate: out[i].unitCost,
    pur_total: out[i].value,
    warranty: l.warranty,
    ...vatColumns(d.vat?.lines[i]),
  }));
  // A bill has one line per model, so a serial finds its line by the model.
  const links = d.lines.flatMap((l) => l.serialIds.map((srl) => ({ m_id: l.mId, srl })));
  await writeBehind(
    tx,
    sql`with items as (
          insert into sales_items (sale_id, m_id, qty, unit_price, total, pur_rate, pur_total, warranty, disc, vat_bp, sd_bp, vat_exempt, sd, vat, vat_reason, net)
          select ${saleId}, i.m_id, i.qty, i.unit_price, i.total, i.pur_rate, i.pur_total, i.warranty, i.disc, i.vat_bp, i.sd_bp, i.vat_exempt, i.sd, i.vat, i.vat_reason, i.net
          from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
            as i(m_id int, qty numeric, unit_price numeric, total numeric, pur_rate numeric, pur_total numeric, warranty text,
                 disc numeric, vat_bp int, sd_bp int, vat_exempt boolean, sd numeric, vat numeric, vat_reason text, net numeric)
          returning id, m_id)
        insert into sales_item_serials (sale_item_id, srl_id)
        select items.id, x.srl from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as x(m_id int, srl int) join items on items.m_id = x.m_id`,
  );
  return money(sum(out.map((o) => o.value)));
}

/** A line's VAT columns (all nothing without VAT). */
const vatColumns = (t: TaxedLine | undefined) => ({
  disc: t?.disc ?? '0',
  vat_bp: t?.vatBp ?? 0,
  sd_bp: t?.sdBp ?? 0,
  vat_exempt: t?.exempt ?? false,
  sd: t?.sd ?? '0',
  vat: t?.vat ?? '0',
  vat_reason: t?.reason ?? '',
  net: t?.net ?? '0',
});

/**
 * Puts a bill's goods (unless `keepStock`: an edit replaces its movements when it saves the new
 * lines) and serials back in stock and removes its lines and voucher.
 */
async function undoLines(tx: Executor, saleId: number, keepStock = false) {
  if (!keepStock) await reverseSource(tx, source(saleId));
  const sold = await rows<{ id: number; model_id: number }>(
    tx,
    sql`select id, model_id from serials where status = ${SERIAL_STATUS.sold} and out_source_type = ${SOURCE.sale} and out_source_id = ${saleId}`,
  );
  for (const modelId of [...new Set(sold.map((s) => s.model_id))]) {
    const serialIds = sold.filter((s) => s.model_id === modelId).map((s) => s.id);
    await moveSerials(tx, { modelId, serialIds, from: SERIAL_STATUS.sold, to: SERIAL_STATUS.inStock, source: null });
  }
  await tx.execute(sql`delete from sales_items where sale_id = ${saleId}`);
  await removeBySource(tx, SOURCE.sale, saleId);
}

/** Posts the bill's voucher as posting.ts builds it. */
async function postSale(tx: Executor, saleId: number, invNo: string, d: Draft, cost: string, userId: number, vcNo?: string) {
  const ledgers = d.vat ? await vatLedgers(tx) : null;
  const vat =
    d.vat && ledgers
      ? { salesValue: d.vat.salesValue, discount: d.vat.discount, vat: d.vat.vat, sd: d.vat.sd, outputLedger: ledgers.output, sdLedger: ledgers.sd }
      : undefined;
  return post(tx, {
    vcType: SALE_KIND.voucherType,
    vcDate: d.invDate,
    vcNo,
    postStatus: 1,
    source: source(saleId),
    createdBy: userId,
    lines: saleVoucherLines({
      invNo,
      cusId: d.cusId,
      subTotal: d.subTotal,
      invDisc: d.invDisc,
      grandTotal: d.grandTotal,
      cost,
      vat,
      service: await serviceFigures(tx, d),
    }),
  });
}

/**
 * The bill's service lines (migration 0125): their value (without tax) and their share of the bill's
 * discount, shared by value as the books share it (a VAT bill's lines carry theirs), and the Service
 * Income ledger (made by ensure_warranty_ledgers when first needed). None when the bill has no service line.
 */
async function serviceFigures(tx: Executor, d: Draft): Promise<SaleFigures['service']> {
  if (!d.lines.some((l) => l.service)) return undefined;
  const shares = discountShares(
    paisa(d.invDisc),
    d.lines.map((l) => paisa(l.total)),
  );
  const of = d.lines.map((l, i) =>
    d.vat ? { value: d.vat.lines[i].net, discount: d.vat.lines[i].disc } : { value: l.total, discount: money(dec(shares[i]).div(100)) },
  );
  const mine = of.filter((_, i) => d.lines[i].service);
  await tx.execute(sql`select ensure_warranty_ledgers()`);
  const ledger = await one<{ id: number }>(tx, sql`select id from ledgers where system_role = 'serviceIncome'`);
  if (!ledger) throw conflict('The Service Income ledger is missing: the sales ledger it goes under was not found');
  return { value: money(sum(mine.map((x) => x.value))), discount: money(sum(mine.map((x) => x.discount))), ledgerId: ledger.id };
}

/**
 * The collection taken on the bill: none to some creates a collection, some to some updates it,
 * some to none deletes it.
 */
/** What the collection taken on a bill needs of it (the customer and total only for a new bill's). */
type CollectionDraft = Pick<Draft, 'invDate' | 'cusId' | 'collect' | 'method' | 'bankId' | 'chqNo' | 'chqDate' | 'newCollectionId'> &
  Partial<Pick<Draft, 'customer' | 'grandTotal'>>;

async function syncCollection(tx: Executor, sale: { id: number; invNo: string; isNew?: boolean; collectionNo?: string }, d: CollectionDraft, userId: number) {
  const cur = sale.isNew
    ? undefined
    : await one<{ id: number }>(tx, sql`select id from coll_pay where sale_id = ${sale.id} and coll_pay_type = 2 order by id limit 1`);
  const input: CollPayInput = {
    kind: 'collection',
    partyId: d.cusId,
    date: d.invDate,
    amount: d.collect,
    method: d.method,
    bankId: d.bankId ?? null,
    chqNo: d.chqNo ?? null,
    chqDate: d.chqDate ?? null,
    rmks: `Collection on ${sale.invNo}`,
    saleId: sale.id,
    createdBy: userId,
  };
  if (dec(d.collect).gt(0)) {
    if (cur) await updateCollPay(tx, cur.id, input);
    // A new bill's customer owes what they did before it, and the bill.
    else if (sale.isNew)
      await createCollPay(tx, input, { type: d.customer!.type, due: d.customer!.due.plus(d.grandTotal!) }, sale.collectionNo, d.newCollectionId);
    else await createCollPay(tx, input);
  } else if (cur) {
    await deleteCollPay(tx, cur.id);
  }
}

async function lockSale(tx: Executor, id: number): Promise<SaleRecord> {
  const s = await one<SaleRecord>(
    tx,
    sql`select id, inv_no, jv_no, inv_date::text as inv_date, cus_id, prev_due, inv_disc, grand_total, mushak_no from sales where id = ${id} for update`,
  );
  if (!s) throw notFound('This sales bill does not exist');
  return s;
}

/** A bill with returns is frozen: its lines are what the returns refer to. */
async function refuseIfReturned(tx: Executor, saleId: number) {
  const r = await rows<{ return_no: string }>(tx, sql`select return_no from sales_returns where inv_no_id = ${saleId} order by id`);
  if (r.length) throw conflict(`This bill has sales returns (${r.map((x) => x.return_no).join(', ')}). Delete the returns first.`);
}

const modelsOfSale = async (tx: Executor, saleId: number) =>
  (await rows<{ m_id: number }>(tx, sql`select distinct m_id from sales_items where sale_id = ${saleId}`)).map((r) => r.m_id);

// ---- the bill's adapter to the lifecycle (documents/lifecycle.ts) ------------------------------

/** Who saves the bill, with its approval (credit/approvals.ts). */
interface Who {
  userId: number;
  role: PriceCheck['role'];
  gate: ApprovalGate;
}

/** What apply wrote: the bill, and for a new one the numbers drawn for its voucher and collection. */
interface Written {
  id: number;
  invNo: string;
  cost?: string;
  jvNo?: string;
  collectionNo?: string;
}

/** A bill made from a quotation: the quotation exists and has not become another bill (it is locked until commit). */
async function quotationToConvert(tx: Executor, quotationId: number | undefined): Promise<number | null> {
  if (!quotationId) return null;
  const q = await one<{ quotation_no: string }>(tx, sql`select quotation_no from quotations where id = ${quotationId} for update`);
  if (!q) throw badRequest('This quotation does not exist', 'quotation_id');
  const bill = await one<{ inv_no: string }>(tx, sql`select inv_no from sales where quotation_id = ${quotationId}`);
  if (bill) throw conflict(`Quotation ${q.quotation_no} is already converted to bill ${bill.inv_no}`);
  return quotationId;
}

/** A new bill's draft; the stock rows are locked with the facts read (one round trip), and nothing moves stock before the issue. */
async function createDraft(tx: Executor, body: SaleBody, who: Who): Promise<Draft> {
  const quotationId = await quotationToConvert(tx, body.quotation_id);
  const [d, locked] = await together(
    draftOf(tx, body, 'create', who),
    lockModels(
      tx,
      body.items.map((i) => i.m_id),
    ),
  );
  return { ...d, quotationId, locked };
}

/** An edit's draft: a line kept at no less than it was saved at (after its share of the discount) passes the minimum price. */
async function editDraft(tx: Executor, cur: SaleRecord, body: SaleBody, who: Who): Promise<Draft> {
  const was = await saleDueEffect(tx, cur.id);
  const saved = await rows<{ m_id: number; qty: string; total: string }>(
    tx,
    sql`select m_id, qty, total from sales_items where sale_id = ${cur.id} order by id`,
  );
  const savedNet = pricesAfterDiscount(saved, cur.inv_disc);
  const d = await draftOf(tx, body, 'edit', { ...who, saved: new Map(saved.map((r, i) => [r.m_id, savedNet[i]])) });
  return { ...d, was };
}

/** The bill as saved, as a draft: its lines at their saved prices and VAT rates, its collection as taken. */
async function savedDraft(tx: Executor, cur: SaleRecord): Promise<Draft> {
  const [s, items, was] = await together(
    one<{ sub_total: string; collect: string; rmks: string; inclusive: boolean; taxed: boolean; coll: CollectionOf | null }>(
      tx,
      sql`select s.sub_total, s.collect, s.rmks, s.vat_inclusive as inclusive,
            (s.mushak_no is not null or s.vat <> 0 or s.sd <> 0 or exists (select 1 from sales_items i where i.sale_id = s.id and (i.vat_bp > 0 or i.sd_bp > 0))) as taxed,
            (select json_build_object('method', c.cash_bank_type, 'bankId', c.bank_id, 'chqNo', c.chq_no, 'chqDate', c.chq_date::text)
               from coll_pay c where c.sale_id = s.id and c.coll_pay_type = 2 order by c.id limit 1) as coll
          from sales s where s.id = ${cur.id}`,
    ),
    rows<
      {
        id: number;
        m_id: number;
        name: string;
        warranty: string;
        qty: string;
        unit_price: string;
        total: string;
        serial: number[];
        service: boolean;
      } & SavedVat
    >(
      tx,
      sql`select i.id, i.m_id, m.name, m.service, i.warranty, i.qty, i.unit_price, i.total, ${lineSerialIds('sales_item_serials', 'sale_item_id')} as serial,
            i.vat_bp, i.sd_bp, i.vat_exempt, i.vat_reason
          from sales_items i join product_models m on m.id = i.m_id where i.sale_id = ${cur.id} order by i.id`,
    ),
    saleDueEffect(tx, cur.id),
  );
  const lines: Line[] = items.map((i) => ({
    itemId: i.id,
    mId: i.m_id,
    name: i.name,
    warranty: i.warranty,
    qty: i.qty,
    unitPrice: i.unit_price,
    total: i.total,
    serialIds: i.serial,
    service: i.service,
    rate: { vatBp: i.vat_bp, sdBp: i.sd_bp, exempt: i.vat_exempt, reason: i.vat_reason },
  }));
  const savedNet = pricesAfterDiscount(lines, cur.inv_disc);
  return {
    invDate: cur.inv_date,
    cusId: cur.cus_id,
    subTotal: s!.sub_total,
    invDisc: cur.inv_disc,
    grandTotal: cur.grand_total,
    collect: s!.collect,
    method: s!.coll?.method === 'Bank' ? 'Bank' : 'Cash',
    bankId: s!.coll?.bankId ?? undefined,
    chqNo: s!.coll?.chqNo ?? undefined,
    chqDate: s!.coll?.chqDate ?? undefined,
    rmks: s!.rmks,
    lines,
    creditLimit: undefined,
    vat: s!.taxed ? taxAtRates(lines, cur.inv_disc, s!.inclusive) : null,
    was,
    savedNet: new Map(lines.map((l, i) => [l.mId, savedNet[i]])),
  };
}

type CollectionOf = { method: 'Cash' | 'Bank'; bankId: number | null; chqNo: string | null; chqDate: string | null };
type SavedVat = { vat_bp: number; sd_bp: number; vat_exempt: boolean; vat_reason: string };

/** The VAT of lines at the rates they carry (saved with the bill): a rate never follows the model's later change. */
function taxAtRates(lines: Line[], invDisc: string, inclusive: boolean): SaleVat {
  const bill = vatBill(
    lines.map((l) => ({ vatBp: l.rate!.vatBp, sdBp: l.rate!.sdBp, value: paisa(l.total) })),
    paisa(invDisc),
    inclusive,
  );
  const m = (p: number) => money(fromPaisa(p));
  return {
    lines: bill.lines.map((b, i) => ({ ...lines[i].rate!, net: m(b.value), disc: m(b.discount), sd: m(b.sd), vat: m(b.vat) })),
    salesValue: m(bill.value),
    discount: m(bill.discount),
    sd: m(bill.sd),
    vat: m(bill.vat),
    total: m(bill.total),
    inclusive,
  };
}

/**
 * A saved draft after a line or serial is taken off: its figures worked out again from the lines
 * left, at their saved prices and rates; the discount and the minimum prices hold as on an edit.
 */
async function refigured(tx: Executor, d: Draft, who: Who): Promise<Draft> {
  const lines = d.lines.map((l) => ({ ...l, total: lineTotal(l.qty, l.unitPrice) }));
  const subTotal = money(sum(lines.map((l) => l.total)));
  if (dec(d.invDisc).gt(subTotal)) throw badRequest('Discount cannot be more than the sub-total', 'inv_disc');
  const models = new Map(
    (
      await rows<ModelInfo>(
        tx,
        sql`select id, name, srl_avl, warranty, min_price::text as min_price, service from product_models where id = any(${intArray(lines.map((l) => l.mId))})`,
      )
    ).map((m) => [m.id, m]),
  );
  await checkMinPrices(tx, lines, d.invDisc, models, { ...who, saved: d.savedNet }, { cusId: d.cusId, amount: money(dec(subTotal).minus(d.invDisc)) });
  const vat = d.vat ? taxAtRates(lines, d.invDisc, d.vat.inclusive) : null;
  return { ...d, lines, subTotal, vat, grandTotal: vat ? vat.total : money(dec(subTotal).minus(d.invDisc)) };
}

function saleAdapter(who: Who): DocumentAdapter<SaleRecord, SaleBody, Draft, Written> {
  return {
    kind: 'sale',
    lock: lockSale,
    draftOf: (tx, body, cur) => (cur ? editDraft(tx, cur, body, who) : createDraft(tx, body, who)),
    draftFromSaved: savedDraft,
    redraft: (tx, _cur, d) => refigured(tx, d, who),
    keepsTax: {
      // An issued tax invoice changes only where tax is not touched; the rules refuse the rest.
      holds: async (tx, cur, body) => cur.mushak_no !== null && (await keepsTaxFigures(tx, cur, body)),
      edit: async (tx, cur, body) => {
        await editUntaxed(tx, cur, body, who.userId, who.gate);
        return { id: cur.id, invNo: cur.inv_no };
      },
    },
    guard: async (tx, cur, action) => {
      await refuseIfReturned(tx, cur.id);
      // A warranty claim's service charge (features/warranty) keeps its bill.
      if (action !== 'delete') return;
      const claim = await one<{ claim_no: string }>(tx, sql`select claim_no from warranty_claims where bill_id = ${cur.id} order by id limit 1`);
      if (claim) throw conflict(`This bill is the service charge of warranty claim ${claim.claim_no}: it cannot be deleted`);
    },
    // Stock rows of the bill's models, and of the new draft's, locked before its goods go back.
    undo: async (tx, cur, action, d) => {
      await lockModels(tx, [...(await modelsOfSale(tx, cur.id)), ...(d?.lines.map((l) => l.mId) ?? [])]);
      await undoLines(tx, cur.id, action === 'edit');
    },
    apply: (tx, cur, d) => (cur ? rewriteSale(tx, cur, d) : insertSale(tx, d, who.userId)),
    post: async (tx, w, d, cur) => {
      // An edit keeps its voucher number unless the bill moves to another year's series.
      const keep = cur ? (yearOf(cur.inv_date) === yearOf(d.invDate) ? cur.jv_no : undefined) : w.jvNo;
      const jvNo = await postSale(tx, w.id, w.invNo, d, w.cost!, who.userId, keep);
      if (cur && jvNo !== cur.jv_no) await tx.execute(sql`update sales set jv_no = ${jvNo} where id = ${cur.id}`);
    },
    sync: async (tx, w, d, cur) => {
      await syncCollection(tx, { id: w.id, invNo: w.invNo, isNew: !cur, collectionNo: w.collectionNo }, d, who.userId);
      // A new bill's message to the customer is queued in the bill's own transaction (features/messages).
      if (!cur) await queueDocumentMessages(tx, 'sale', w.id);
    },
    carriesVat: (d) => d.vat !== null,
    // The credit limit weighs what the bill adds to the customer's due (the whole bill when it moved to them).
    after: (tx, w, d) =>
      enforceCreditLimit(tx, {
        partyId: d.cusId,
        increase: dec(d.grandTotal)
          .minus(d.collect)
          .minus(d.was && d.was.cusId === d.cusId ? d.was.effect : 0),
        saleId: w.id,
        gate: who.gate,
        amount: d.grandTotal,
        limit: d.creditLimit,
      }),
    remove: async (tx, cur) => {
      const colls = await rows<{ id: number }>(tx, sql`select id from coll_pay where sale_id = ${cur.id} and coll_pay_type = 2`);
      for (const c of colls) await deleteCollPay(tx, c.id);
      await tx.execute(sql`delete from sales where id = ${cur.id}`);
    },
  };
}

/** A new bill: its numbers (and its collection's, when it takes money) in one draw; the bill, its lines and stock in one write. */
async function insertSale(tx: Executor, d: Draft, userId: number): Promise<Written> {
  const collects = dec(d.collect).gt(0);
  const [invNo, jvNo, collectionNo] = await nextNumbers(tx, [
    { document: SALE_SERIES, date: d.invDate },
    { voucher: SALE_KIND.voucherType, date: d.invDate },
    ...(collects ? [{ voucher: collPayVoucherTypeOf({ kind: 'collection', method: d.method }), date: d.invDate }] : []),
  ]);
  const mushakNo = d.vat ? await nextMushakNo(tx, d.invDate, await readVatConfig(tx)) : null;
  const id = d.newId!;
  await writeBehind(
    tx,
    sql`insert into sales (id, inv_no, jv_no, inv_date, cus_id, sub_total, inv_disc, grand_total, collect, prev_due, rmks, created_by, vat, sd, vat_inclusive, mushak_no, quotation_id)
        values (${id}, ${invNo}, ${jvNo}, ${d.invDate}, ${d.cusId}, ${d.subTotal}, ${d.invDisc}, ${d.grandTotal}, ${d.collect}, ${money(d.customer!.due)}, ${d.rmks}, ${userId},
                ${d.vat?.vat ?? '0'}, ${d.vat?.sd ?? '0'}, ${d.vat?.inclusive ?? false}, ${mushakNo}, ${d.quotationId ?? null})`,
  );
  const cost = await saveLines(tx, id, d, { locked: d.locked });
  return { id, invNo, jvNo, collectionNo, cost };
}

/** The saved bill rewritten from the draft: its lines replace the old ones (undone already), then its head. */
async function rewriteSale(tx: Executor, cur: SaleRecord, d: Draft): Promise<Written> {
  const cost = await saveLines(tx, cur.id, d, { replace: true });
  // The previous dues are those the bill was made against, unless it moves to another customer.
  const prevDue = cur.cus_id === d.cusId ? cur.prev_due : money(d.customer!.due);
  await tx.execute(
    sql`update sales set inv_date = ${d.invDate}, cus_id = ${d.cusId}, sub_total = ${d.subTotal}, inv_disc = ${d.invDisc},
          grand_total = ${d.grandTotal}, collect = ${d.collect}, prev_due = ${prevDue}, rmks = ${d.rmks}, updated_at = now(),
          vat = ${d.vat?.vat ?? '0'}, sd = ${d.vat?.sd ?? '0'}, vat_inclusive = ${d.vat?.inclusive ?? false}
        where id = ${cur.id}`,
  );
  // A bill that first carries VAT on an edit takes its tax invoice number then; one that had it keeps it.
  if (d.vat && !(await one(tx, sql`select 1 from sales where id = ${cur.id} and mushak_no is not null`)))
    await tx.execute(sql`update sales set mushak_no = ${await nextMushakNo(tx, d.invDate, await readVatConfig(tx))} where id = ${cur.id}`);
  return { id: cur.id, invNo: cur.inv_no, cost };
}

/**
 * Whether an edit keeps every figure a tax invoice carries: its date, customer, discount, and each
 * line's model, quantity, price, serials and VAT rate as saved.
 */
async function keepsTaxFigures(tx: Executor, cur: SaleRecord, body: SaleBody): Promise<boolean> {
  if ((body.inv_date ?? todayInDhaka()) !== cur.inv_date || body.cus_id !== cur.cus_id || !dec(money(body.inv_disc)).eq(cur.inv_disc)) return false;
  const saved = await rows<{ m_id: number; qty: string; unit_price: string; vat_bp: number; serial: number[] }>(
    tx,
    sql`select i.m_id, i.qty, i.unit_price, i.vat_bp, ${lineSerialIds('sales_item_serials', 'sale_item_id')} as serial from sales_items i where i.sale_id = ${cur.id}`,
  );
  if (saved.length !== body.items.length) return false;
  const byModel = new Map(saved.map((l) => [l.m_id, l]));
  const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
  return body.items.every((i) => {
    const l = byModel.get(i.m_id);
    if (!l) return false;
    const serials = serialIdsOf(i.serial);
    const qtyKept = serials.length > 0 && !Number(i.qty) ? serials.length === Number(l.qty) : dec(quantity(i.qty)).eq(l.qty);
    let rateKept = true;
    try {
      rateKept = i.vat_rate === undefined || i.vat_rate === null || basisPoints(i.vat_rate) === l.vat_bp;
    } catch {
      rateKept = false;
    }
    return qtyKept && rateKept && dec(money(i.unit_price)).eq(l.unit_price) && sameSet(serials, l.serial);
  });
}

/** An edit of what a tax invoice does not carry: the remarks and the collection; the lines, the voucher and the VAT stay as issued. */
async function editUntaxed(tx: Executor, cur: SaleRecord, body: SaleBody, userId: number, gate: ApprovalGate) {
  const collect = money(body.collect);
  if (dec(collect).isNegative()) throw badRequest('Collection cannot be negative', 'collect');
  const was = await saleDueEffect(tx, cur.id);
  const type = body.collect_type ?? body.cash_bank_type ?? 'Cash';
  await tx.execute(sql`update sales set collect = ${collect}, rmks = coalesce(${body.rmks ?? null}, rmks), updated_at = now() where id = ${cur.id}`);
  await syncCollection(
    tx,
    { id: cur.id, invNo: cur.inv_no },
    {
      invDate: cur.inv_date,
      cusId: cur.cus_id,
      collect,
      method: type === 'Cash' ? 'Cash' : 'Bank',
      bankId: body.bankId,
      chqNo: body.chqNo,
      chqDate: body.chqDate,
    },
    userId,
  );
  const increase = dec(cur.grand_total)
    .minus(collect)
    .minus(was?.effect ?? 0);
  await enforceCreditLimit(tx, { partyId: cur.cus_id, increase, saleId: cur.id, gate, amount: money(cur.grand_total) });
}

// ---- commands ----------------------------------------------------------------------------------

const who = (userId: number, role: PriceCheck['role'], call: string, body: object & ApprovalFields): Who => ({
  userId,
  role,
  gate: new ApprovalGate({ userId, role, call, body }),
});

export async function createSale(db: Executor, body: SaleBody, userId: number, role: PriceCheck['role'] = 'user'): Promise<{ id: number; invNo: string }> {
  const w = who(userId, role, 'create sale', body);
  const { id, invNo } = (await withApprovalRequest(db, w.gate, () => runLifecycle(db, saleAdapter(w), { action: 'create', request: body })))!;
  return { id, invNo };
}

/**
 * A bill made inside another document's transaction (a warranty claim's service charge): the same
 * lifecycle and rules as createSale; what would need an approval is refused, as no request is made.
 */
export async function createSaleIn(tx: Executor, body: SaleBody, userId: number, role: PriceCheck['role'] = 'user'): Promise<{ id: number; invNo: string }> {
  const { id, invNo } = (await lifecycleIn(tx, saleAdapter(who(userId, role, 'create sale', body)), { action: 'create', request: body }))!;
  return { id, invNo };
}

export async function updateSale(
  db: Executor,
  id: number,
  body: SaleBody,
  userId: number,
  role: PriceCheck['role'] = 'user',
): Promise<{ id: number; invNo: string }> {
  const w = who(userId, role, `update sale ${id}`, body);
  const { invNo } = (await withApprovalRequest(db, w.gate, () => runLifecycle(db, saleAdapter(w), { action: 'edit', id, request: body })))!;
  return { id, invNo };
}

export async function deleteSale(db: Executor, id: number): Promise<void> {
  await runLifecycle(db, saleAdapter(who(0, 'user', `delete sale ${id}`, {})), { action: 'delete', id });
}

/** Edits the saved bill's draft with `change` and saves it; a line removed carries no approval, so what would need one is refused. */
function reviseSale(tx: Executor, saleId: number, userId: number, change: (lines: Line[]) => Line[]) {
  const w = who(userId, 'user', `update sale ${saleId}`, {});
  return lifecycleIn(tx, saleAdapter(w), {
    action: 'revise',
    id: saleId,
    revise: (_tx, d) => {
      const lines = change(d.lines);
      if (lines.length === 0) throw conflict('This is the only item of the bill. Delete the whole bill instead.');
      return { ...d, lines };
    },
  });
}

/** Removes one line of a bill and re-posts the bill. */
export function deleteSaleItem(db: Executor, itemId: number, userId: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const item = await one<{ sale_id: number }>(tx, sql`select sale_id from sales_items where id = ${itemId}`);
    if (!item) throw notFound('This item does not exist');
    await reviseSale(tx, item.sale_id, userId, (lines) => lines.filter((l) => l.itemId !== itemId));
  });
}

/** Takes one serial off its bill: back to stock, its line one lower (gone at zero), the bill re-posted. */
export function removeSaleSerial(db: Executor, serialId: number, userId: number, itemId?: number): Promise<{ saleId: number }> {
  return inTransaction(db, async (tx) => {
    const link = await one<{ sale_item_id: number; sale_id: number }>(
      tx,
      sql`select l.sale_item_id, i.sale_id from sales_item_serials l
          join sales_items i on i.id = l.sale_item_id
          join serials sr on sr.id = l.srl_id
          where l.srl_id = ${serialId} and sr.status = ${SERIAL_STATUS.sold} and sr.out_source_type = ${SOURCE.sale} and sr.out_source_id = i.sale_id
            ${itemId ? sql`and l.sale_item_id = ${itemId}` : sql``}`,
    );
    if (!link) throw notFound('This serial is not sold on a bill');
    await reviseSale(tx, link.sale_id, userId, (lines) =>
      lines
        .map((l) => {
          if (l.itemId !== link.sale_item_id) return l;
          const serialIds = l.serialIds.filter((s) => s !== serialId);
          return { ...l, serialIds, qty: quantity(serialIds.length) };
        })
        .filter((l) => l.itemId !== link.sale_item_id || l.serialIds.length > 0),
    );
    return { saleId: link.sale_id };
  });
}
