// Purchase commands: save, edit, remove a line or a serial, delete. Each runs in one transaction:
// the purchase, its serials, its stock movements and its vouchers are written together or not at all.
// Each runs through the documents' lifecycle (documents/lifecycle.ts); an edit keeps the lines it can
// (matched to the saved ones) and replaces the rest.
import { chequeMoneyLedger, syncDocumentCheque } from '../../ledger/cheques.js';
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { dec, fromPaisa, lineTotal, money, paisa, quantity, sum } from '../../../domain/money.js';
import { basisPoints } from '../../../domain/vat.js';
import { creditableRate, purchaseLinesVat, type InvoiceVat, type PurchaseLineVat } from '../../../domain/purchaseVat.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { nextDocumentNo } from '../../numbering/numbering.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { SOURCE } from '../../ledger/sources.js';
import { partyDue, PARTY_TYPE } from '../../ledger/balances.js';
import { replaceReceipts } from '../../stock/stock.js';
import { addSerials, removeInStock, removeSerialsOf } from '../../stock/serials.js';
import { checkWholeUnits } from '../../stock/lineRules.js';
import { refuseFutureDate } from '../../documentDate.js';
import { yearOf } from '../../../domain/dates.js';
import { PURCHASE_SERIES } from './kind.js';
import { vatLedgers } from '../../vat/saleVat.js';
import { lineRates, readVatConfig } from '../../vat/vatSettings.js';
import { purchaseVouchers, type PurchasePayment } from './posting.js';
import { lifecycleIn, runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';

/** A line as a command sees it: from the form, or rebuilt from the saved purchase. */
export interface LineSpec {
  id?: number;
  m_id: number;
  qty: string | number;
  unit_price: string | number;
  serial: string[];
  /** The VAT rate (percent) and SD of the supplier's invoice on this line. */
  vat_rate?: number;
  sd?: string | number;
}

export interface PurchaseSpec {
  pu_date: string;
  supp_id: number;
  supp_inv: string;
  /** Absent on an edit that keeps what was paid. */
  paid?: string | number;
  /** Rebatable input VAT and the supplier's Mushak 6.3 number; absent on an edit that keeps them. */
  input_vat?: string | number;
  vat_in_cost?: string | number;
  supp_mushak_no?: string;
  /** The supplier's BIN as on its challan; blank: the party's. */
  supp_bin?: string;
  /** How it is paid; absent on an edit that keeps how it was paid ('Cheque' is the form's word for 'Bank'). */
  cash_bank_type?: 'Cash' | 'Cheque' | 'Bank';
  bankId?: number;
  chqNo?: string;
  chqDate?: string;
  items: LineSpec[];
}

/** How the paid amount is paid: in cash, or by a cheque on a bank (posted to the bank's own ledger). */
export interface Payment {
  method: 'Cash' | 'Bank';
  bankId: number | null;
  chqNo: string | null;
  chqDate: string | null;
}

const CASH: Payment = { method: 'Cash', bankId: null, chqNo: null, chqDate: null };

interface Head {
  id: number;
  pu_no: string;
  jv_no: string;
  pay_vc_no: string | null;
  pu_date: string;
  supp_id: number;
  supp_inv: string;
  paid: string;
  prev_due: string;
  input_vat: string;
  vat_in_cost: string;
  supp_mushak_no: string;
  supp_bin: string;
  /** How the saved purchase was paid (read from its payment voucher); cash when nothing was. */
  payment: Payment;
}

interface SavedSerial {
  id: number;
  sl_no: string;
  status: number;
}

interface SavedLine {
  id: number;
  m_id: number;
  qty: string;
  unit_price: string;
  returned: string;
  serials: SavedSerial[];
  vat_bp: number | null;
  sd: string;
}

interface Model {
  id: number;
  name: string;
  srl_avl: number;
}

/** The Act's view of a line's goods: whether they bear VAT, whether it may be credited, and the line's own rate. */
interface LineTax {
  bears: boolean;
  creditable: boolean;
  rate?: { bp: number; sd: number };
}

/** What happens to one line of the new state: its saved line (when it had one), its model and its VAT. */
interface LinePlan {
  item: LineSpec;
  saved?: SavedLine;
  model: Model;
  tax: LineTax;
}

const source = (id: number) => ({ type: SOURCE.purchase, id });

// ---- reading the saved purchase ---------------------------------------------------------------

/** Locks the purchase for the rest of the transaction (edits and returns of it wait). */
async function lockPurchase(tx: Executor, id: number): Promise<Head> {
  const head = await one<Omit<Head, 'payment'>>(
    tx,
    sql`select id, pu_no, jv_no, pay_vc_no, to_char(pu_date, 'YYYY-MM-DD') as pu_date, supp_id, supp_inv, paid, prev_due, input_vat, vat_in_cost, supp_mushak_no, supp_bin
        from purchases where id = ${id} for update`,
  );
  if (!head) throw notFound('Purchase not found');
  return { ...head, payment: await savedPayment(tx, head) };
}

/** The saved payment's money line: cash, or the bank and cheque it names. */
async function savedPayment(tx: Executor, head: Omit<Head, 'payment'>): Promise<Payment> {
  if (!head.pay_vc_no) return CASH;
  const line = await one<{ bank_id: number | null; chq_no: string | null; chq_date: string | null }>(
    tx,
    sql`select bank_id, chq_no, to_char(chq_date, 'YYYY-MM-DD') as chq_date from voucher_lines
        where vc_no = ${head.pay_vc_no} and source_type = ${SOURCE.purchase} and source_id = ${head.id} and credit > 0
        order by id limit 1`,
  );
  if (!line?.bank_id) return CASH;
  return { method: 'Bank', bankId: line.bank_id, chqNo: line.chq_no, chqDate: line.chq_date };
}

async function savedLines(tx: Executor, purchaseId: number): Promise<SavedLine[]> {
  return rows<SavedLine>(
    tx,
    sql`select i.id, i.m_id, i.qty, i.unit_price, i.vat_bp, i.sd,
          coalesce((select sum(r.r_qty) from purchase_return_items r where r.pu_item_id = i.id), 0) as returned,
          coalesce((select json_agg(json_build_object('id', s.id, 'sl_no', s.sl_no, 'status', s.status) order by s.id)
                      from purchase_item_serials l join serials s on s.id = l.serial_id where l.pu_item_id = i.id), '[]'::json) as serials
        from purchase_items i where i.purchase_id = ${purchaseId} order by i.id`,
  );
}

const specOfLine = (l: SavedLine): LineSpec => ({ id: l.id, m_id: l.m_id, qty: l.qty, unit_price: l.unit_price, serial: l.serials.map((s) => s.sl_no) });

/**
 * How the purchase is paid after this command: as the request says when it names a type, else as
 * it was. A cheque needs a bank that exists; nothing paid needs no bank. Returns the bank's ledger too.
 */
async function paymentOf(tx: Executor, spec: PurchaseSpec, paid: string, saved: Payment): Promise<Payment & { bankLedger?: number }> {
  const payment: Payment =
    spec.cash_bank_type === undefined
      ? saved
      : spec.cash_bank_type === 'Cash'
        ? CASH
        : { method: 'Bank', bankId: spec.bankId ?? null, chqNo: spec.chqNo ?? null, chqDate: spec.chqDate ?? null };
  if (payment.method === 'Cash' || dec(paid).isZero()) return payment;
  if (!payment.bankId) throw badRequest('Please select a bank for a cheque payment', 'bankId');
  // a cheque is known by its number (issue 41, item 10); a payment kept as saved is left as it was
  if (spec.cash_bank_type !== undefined && !payment.chqNo?.trim()) throw badRequest('Please enter the cheque number', 'chqNo');
  const bank = await one<{ ledger_id: number | null }>(tx, sql`select ledger_id from banks where id = ${payment.bankId}`);
  if (!bank) throw badRequest('Please select a bank that exists', 'bankId');
  if (!bank.ledger_id) throw badRequest('This bank has no ledger yet; save it once in the bank master', 'bankId');
  return { ...payment, bankLedger: bank.ledger_id };
}

async function loadModels(tx: Executor, ids: number[]): Promise<Map<number, Model>> {
  const found = await rows<Model>(tx, sql`select id, name, srl_avl from product_models where id = any(${intArray([...new Set(ids)])})`);
  return new Map(found.map((m) => [m.id, m]));
}

async function checkSupplier(tx: Executor, suppId: number) {
  const party = await one<{ type: number }>(tx, sql`select type from parties where id = ${suppId}`);
  if (!party) throw badRequest('Please select a supplier that exists', 'supp_id');
  if (party.type === PARTY_TYPE.customer) throw badRequest('Please select a supplier, not a customer', 'supp_id');
}

/**
 * Each line's VAT as the Act sees it (issue 40, item 7): its goods bear VAT unless sold exempt; the
 * VAT may be credited only by a VAT-registered business, on a supplier's invoice with a BIN (typed on
 * the purchase, else the party's), for goods sold at the standard rate or zero-rated (section 46).
 * `byRate`: each line's own rate and SD (as sent, else as saved on the line of the same model, else 0).
 */
async function withTax(tx: Executor, plans: Omit<LinePlan, 'tax'>[], suppId: number, suppBin: string, byRate: boolean): Promise<LinePlan[]> {
  const cfg = await readVatConfig(tx);
  const party = await one<{ bin: string | null }>(tx, sql`select bin from parties where id = ${suppId}`);
  const hasBin = suppBin !== '' || !!party?.bin;
  const rates = cfg.registered ? await lineRates(tx, plans.map((p) => p.model.id), cfg.defaultBp) : new Map<number, { vatBp: number; exempt: boolean }>();
  return plans.map((p, i) => {
    const r = cfg.registered ? (rates.get(p.model.id) ?? { vatBp: cfg.defaultBp, exempt: false }) : null;
    const tax: LineTax = { bears: !r?.exempt, creditable: !!r && hasBin && creditableRate(r.vatBp, r.exempt) };
    if (byRate) {
      const same = p.saved && p.saved.m_id === p.item.m_id ? p.saved : undefined;
      let bp = same?.vat_bp ?? 0;
      if (p.item.vat_rate !== undefined) {
        try {
          bp = basisPoints(p.item.vat_rate);
        } catch (e) {
          throw badRequest(`Line ${i + 1}: ${(e as Error).message}`, 'vat_rate');
        }
      }
      tax.rate = { bp, sd: paisa(money(p.item.sd ?? same?.sd ?? '0')) };
    }
    return { ...p, tax };
  });
}

/** Each line's VAT, SD, input VAT and VAT in cost, in paisa, as the draft now stands. */
const lineVat = (d: Draft): PurchaseLineVat[] =>
  purchaseLinesVat(
    d.plans.map((p) => ({ value: paisa(lineTotal(p.item.qty, p.item.unit_price)), ...p.tax })),
    d.invoice,
  );

// ---- checks of the new state --------------------------------------------------------------------

/** Serial-tracked lines carry exactly one serial per unit; a serial appears once per model. */
function checkSerials(plans: LinePlan[]) {
  const seen = new Map<number, Set<string>>();
  for (const { item, model } of plans) {
    if (item.serial.some((s) => s === '')) throw badRequest('Serial input cannot be empty.', 'serial');
    if (model.srl_avl !== 1) {
      if (item.serial.length) throw badRequest(`${model.name} does not take serial numbers`, 'serial');
      continue;
    }
    if (item.serial.length === 0) throw badRequest('This product requires serial input.', 'serial');
    if (!dec(item.qty).equals(item.serial.length))
      throw badRequest(`This product requires serial input. ${model.name}: quantity ${Number(item.qty)} but ${item.serial.length} serials.`, 'serial');
    const ofModel = seen.get(model.id) ?? new Set<string>();
    for (const s of item.serial) {
      if (ofModel.has(s)) throw conflict(`Serial ${s} is entered twice`, 'serial');
      ofModel.add(s);
    }
    seen.set(model.id, ofModel);
  }
}

/** A line that goods were returned from keeps its model and at least the returned quantity. */
function checkReturned(plans: LinePlan[], dropped: SavedLine[], models: Map<number, Model>) {
  for (const line of dropped)
    if (dec(line.returned).gt(0)) throw conflict(`${models.get(line.m_id)?.name ?? 'A product'} has been returned to the supplier and cannot be removed from the purchase`);
  for (const { item, saved, model } of plans) {
    if (!saved || dec(saved.returned).isZero()) continue;
    if (saved.m_id !== item.m_id) throw conflict(`${models.get(saved.m_id)?.name ?? 'A product'} has been returned to the supplier: its model cannot change`);
    if (dec(item.qty).lt(saved.returned))
      throw conflict(`Quantity of ${model.name} cannot be less than the ${Number(saved.returned)} already returned to the supplier`);
  }
}

/** Pairs each new line with a saved one: by the id the form sent back, else the first saved line of the same model. */
function matchLines(items: LineSpec[], saved: SavedLine[]): (SavedLine | undefined)[] {
  const free = new Map(saved.map((l) => [l.id, l]));
  const byId = items.map((item) => {
    if (item.id === undefined) return undefined;
    const line = free.get(item.id);
    if (!line) throw badRequest('An item of the form is not part of this purchase, or is listed twice', 'items');
    free.delete(item.id);
    return line;
  });
  return items.map((item, k) => {
    if (byId[k] || item.id !== undefined) return byId[k];
    const line = [...free.values()].find((l) => l.m_id === item.m_id);
    if (line) free.delete(line.id);
    return line;
  });
}

/** What becomes of each new line (and which saved lines go). */
function planLines(items: LineSpec[], saved: SavedLine[], models: Map<number, Model>): { plans: Omit<LinePlan, 'tax'>[]; dropped: SavedLine[] } {
  const matched = matchLines(items, saved);
  const plans = items.map((item, k) => {
    const model = models.get(item.m_id);
    if (!model) throw badRequest('Please select a model that exists', 'm_id');
    return { item, saved: matched[k], model };
  });
  return { plans, dropped: saved.filter((l) => !matched.includes(l)) };
}

/** The saved serials a line loses: all of them when its model changes. */
function droppedSerials({ item, saved }: LinePlan): SavedSerial[] {
  if (!saved) return [];
  if (saved.m_id !== item.m_id) return saved.serials;
  const keep = new Set(item.serial);
  return saved.serials.filter((s) => !keep.has(s.sl_no));
}

// ---- writing ------------------------------------------------------------------------------------

async function deleteSerials(tx: Executor, serials: SavedSerial[]) {
  const deleted = await removeInStock(tx, serials.map((s) => s.id));
  // a serial sold by another clerk since it was read is not deleted: refuse rather than lose track of it
  if (deleted.length !== serials.length) throw conflict('A serial of this purchase was sold meanwhile; please reload and try again', 'serial');
}

/** Writes one line (its VAT too) and the serials it gains; returns its total. */
async function writeLine(tx: Executor, purchaseId: number, { item, saved }: LinePlan, v: PurchaseLineVat): Promise<string> {
  const total = lineTotal(item.qty, item.unit_price);
  const [sd, inputVat, vatInCost] = [v.sd, v.inputVat, v.vatInCost].map(fromPaisa);
  let lineId = saved?.id;
  if (saved) {
    await tx.execute(
      sql`update purchase_items set m_id = ${item.m_id}, qty = ${item.qty}, unit_price = ${item.unit_price}, total = ${total},
            vat_bp = ${v.vatBp}, sd = ${sd}, input_vat = ${inputVat}, vat_in_cost = ${vatInCost} where id = ${saved.id}`,
    );
  } else {
    const row = await one<{ id: number }>(
      tx,
      sql`insert into purchase_items (purchase_id, m_id, qty, unit_price, total, vat_bp, sd, input_vat, vat_in_cost)
          values (${purchaseId}, ${item.m_id}, ${item.qty}, ${item.unit_price}, ${total}, ${v.vatBp}, ${sd}, ${inputVat}, ${vatInCost}) returning id`,
    );
    lineId = row!.id;
  }
  const kept = new Set(saved && saved.m_id === item.m_id ? saved.serials.map((s) => s.sl_no) : []);
  const added = await addSerials(tx, { modelId: item.m_id, slNos: item.serial.filter((s) => !kept.has(s)), source: source(purchaseId), type: 2 });
  if (added.length)
    await tx.execute(sql`insert into purchase_item_serials (serial_id, pu_item_id) select s, ${lineId} from unnest(${intArray(added.map((a) => a.id))}) as s`);
  return total;
}

/** The payment as the pure posting step takes it; nothing paid posts no money line. */
function postingPayment(payment: Payment & { bankLedger?: number }, paid: string): PurchasePayment {
  if (payment.method === 'Cash' || dec(paid).isZero()) return { method: 'Cash' };
  // paymentOf found the bank and its ledger for any cheque with an amount
  return { method: 'Bank', bankLedger: payment.bankLedger!, bankId: payment.bankId!, chqNo: payment.chqNo, chqDate: payment.chqDate };
}

/** The purchase's figures after the command: as the request says, else as saved. */
interface Figures {
  pu_date: string;
  supp_id: number;
  supp_inv: string;
  paid: string;
  suppMushakNo: string;
  suppBin: string;
}

/** The sums of the lines' VAT as written. */
interface VatSums {
  inputVat: string;
  vatInCost: string;
  sd: string;
}

/** A purchase worked out: its figures, how it is paid, and what becomes of each line. */
interface Draft {
  spec: Figures;
  payment: Payment & { bankLedger?: number };
  plans: LinePlan[];
  /** One VAT amount for the invoice (shared over the lines), or null: each line by its own rate. */
  invoice: InvoiceVat | null;
  /** Saved lines that go. */
  dropped: SavedLine[];
  models: Map<number, Model>;
  prevDue: string;
}

/** What apply wrote: the purchase as saved before the command (a new one: as just inserted). */
interface Written {
  id: number;
  head: Head;
  total: string;
  vat: VatSums;
}

/** The request checked against the saved purchase (`head`, none for a new one) and its lines. */
async function planOf(tx: Executor, head: Head | null, input: PurchaseSpec, saved: SavedLine[], prevDue: string): Promise<Draft> {
  refuseFutureDate(input.pu_date, 'pu_date');
  const spec: Figures = {
    pu_date: input.pu_date,
    supp_id: input.supp_id,
    supp_inv: input.supp_inv,
    paid: money(input.paid ?? head?.paid ?? '0'),
    suppMushakNo: input.supp_mushak_no ?? head?.supp_mushak_no ?? '',
    suppBin: input.supp_bin ?? head?.supp_bin ?? '',
  };
  const inputVat = money(input.input_vat ?? head?.input_vat ?? '0');
  if (!dec(inputVat).isZero() && !(await readVatConfig(tx)).registered && dec(inputVat).gt(head?.input_vat ?? '0'))
    throw badRequest('Input VAT is taken only by a VAT-registered business: turn VAT on in the VAT settings first', 'input_vat');
  // Each line by its rate when a line sends one (or the saved lines had theirs and no invoice amount
  // is sent); else the invoice's amounts shared over the lines (an edit that sends none keeps the saved sums).
  const byRate =
    input.items.some((i) => i.vat_rate !== undefined || i.sd !== undefined) ||
    (input.input_vat === undefined && input.vat_in_cost === undefined && saved.some((l) => l.vat_bp !== null));
  const invoice: InvoiceVat | null = byRate
    ? null
    : { inputVat: paisa(inputVat), vatInCost: paisa(money(input.vat_in_cost ?? head?.vat_in_cost ?? '0')), kept: input.input_vat === undefined };
  const payment = await paymentOf(tx, input, spec.paid, head?.payment ?? CASH);
  const items = input.items.map((i) => ({ ...i, qty: quantity(i.qty), unit_price: money(i.unit_price), serial: i.serial.map((s) => s.trim()) }));
  const models = await loadModels(tx, [...items.map((i) => i.m_id), ...saved.map((l) => l.m_id)]);
  const planned = planLines(items, saved, models);
  const plans = await withTax(tx, planned.plans, spec.supp_id, spec.suppBin, byRate);
  checkSerials(plans);
  await checkWholeUnits(tx, plans.map((p) => ({ modelId: p.model.id, qty: p.item.qty })));
  return { spec, payment, plans, invoice, dropped: planned.dropped, models, prevDue };
}

/** A new purchase's draft: its supplier exists; their due before it is read now. */
async function createDraft(tx: Executor, spec: PurchaseSpec): Promise<Draft> {
  await checkSupplier(tx, spec.supp_id);
  const prevDue = money(await partyDue(tx, spec.supp_id));
  return planOf(tx, null, { ...spec, items: spec.items.map(({ id: _ignored, ...item }) => item) }, [], prevDue);
}

/** An edit's draft. Its supplier may change only while nothing was returned. */
async function editDraft(tx: Executor, head: Head, spec: PurchaseSpec): Promise<Draft> {
  await checkSupplier(tx, spec.supp_id);
  let prevDue = head.prev_due;
  if (spec.supp_id !== head.supp_id) {
    if ((await returnNumbers(tx, head.id)).length) throw conflict('Goods of this purchase were returned: its supplier cannot change');
    prevDue = money(await partyDue(tx, spec.supp_id, { exceptSource: source(head.id) }));
  }
  return planOf(tx, head, spec, await savedLines(tx, head.id), prevDue);
}

/** The purchase as saved, as a draft: each saved line kept as it is, paid as it was. */
async function savedDraft(tx: Executor, head: Head): Promise<Draft> {
  const saved = await savedLines(tx, head.id);
  const models = await loadModels(tx, saved.map((l) => l.m_id));
  const spec: Figures = {
    pu_date: head.pu_date,
    supp_id: head.supp_id,
    supp_inv: head.supp_inv,
    paid: money(head.paid),
    suppMushakNo: head.supp_mushak_no,
    suppBin: head.supp_bin,
  };
  const byRate = saved.some((l) => l.vat_bp !== null);
  const planned = saved.map((l) => {
    const item = specOfLine(l);
    return { item: { ...item, qty: quantity(item.qty), unit_price: money(item.unit_price) }, saved: l, model: models.get(l.m_id)! };
  });
  const plans = await withTax(tx, planned, head.supp_id, head.supp_bin, byRate);
  const invoice = byRate ? null : { inputVat: paisa(head.input_vat), vatInCost: paisa(head.vat_in_cost), kept: true };
  return { spec, payment: await paymentOf(tx, {} as PurchaseSpec, spec.paid, head.payment), plans, invoice, dropped: [], models, prevDue: head.prev_due };
}

const ONLY_ITEM = 'This is the only item of the purchase: delete the whole purchase instead';

/** The draft without the plan of `line` (its saved line goes). */
function withoutLine(d: Draft, line: LinePlan): Draft {
  const plans = d.plans.filter((p) => p !== line);
  if (!plans.length) throw conflict(ONLY_ITEM);
  return { ...d, plans, dropped: [...d.dropped, line.saved!] };
}

/**
 * The lines, serials and stock of the draft; what goes away first, so that a serial may move between
 * lines. Returns the total and the sums of the lines' VAT.
 */
async function writeLines(tx: Executor, id: number, d: Draft): Promise<{ total: string; vat: VatSums }> {
  for (const line of d.dropped) {
    await deleteSerials(tx, line.serials);
    await tx.execute(sql`delete from purchase_items where id = ${line.id}`);
  }
  for (const plan of d.plans) await deleteSerials(tx, droppedSerials(plan));
  const vats = lineVat(d);
  const totals: string[] = [];
  for (const [k, plan] of d.plans.entries()) totals.push(await writeLine(tx, id, plan, vats[k]));

  // each line's stock comes in at its value plus its VAT in cost and its SD
  const items = d.plans.map((p) => p.item);
  await replaceReceipts(
    tx,
    source(id),
    items.map((i, k) => {
      const inCost = vats[k].vatInCost + vats[k].sd;
      return { modelId: i.m_id, date: d.spec.pu_date, qty: i.qty, unitCost: i.unit_price, value: inCost ? money(dec(lineTotal(i.qty, i.unit_price)).plus(fromPaisa(inCost))) : undefined };
    }),
  );
  const add = (pick: (v: PurchaseLineVat) => number) => money(fromPaisa(vats.reduce((a, v) => a + pick(v), 0)));
  return { total: money(sum(totals)), vat: { inputVat: add((v) => v.inputVat), vatInCost: add((v) => v.vatInCost), sd: add((v) => v.sd) } };
}

/** A new purchase's row, numbered; its vouchers are numbered when posted. */
async function insertPurchase(tx: Executor, d: Draft, userId: number): Promise<Head> {
  const puNo = await nextDocumentNo(tx, PURCHASE_SERIES, d.spec.pu_date);
  const row = await one<{ id: number }>(
    tx,
    sql`insert into purchases (pu_no, pu_date, supp_id, supp_inv, prev_due, created_by)
        values (${puNo}, ${d.spec.pu_date}, ${d.spec.supp_id}, ${d.spec.supp_inv}, ${d.prevDue}, ${userId}) returning id`,
  );
  return {
    id: row!.id, pu_no: puNo, jv_no: '', pay_vc_no: null, pu_date: d.spec.pu_date, supp_id: d.spec.supp_id, supp_inv: d.spec.supp_inv, paid: '0', prev_due: d.prevDue,
    input_vat: '0', vat_in_cost: '0', supp_mushak_no: '', supp_bin: '', payment: CASH,
  };
}

/**
 * Posts the purchase's vouchers as posting.ts builds them: the journal under its number, and the
 * payment (CP or BP) under its number while its type and year stay the same.
 */
async function postVouchers(tx: Executor, head: Head, d: Draft, total: string, vat: VatSums, userId: number) {
  const { spec, payment } = d;
  const inputVat = dec(vat.inputVat).isZero() ? undefined : { amount: vat.inputVat, ledgerId: (await vatLedgers(tx)).input };
  const vouchers = purchaseVouchers({
    puNo: head.pu_no, suppInv: spec.supp_inv, suppId: spec.supp_id, total, paid: spec.paid, payment: postingPayment(payment, spec.paid), inputVat,
    vatInCost: vat.vatInCost, sd: vat.sd,
  });
  const common = { vcDate: spec.pu_date, postStatus: 1 as const, source: source(head.id), createdBy: userId };
  const jvNo = await post(tx, { ...common, ...vouchers.journal, vcNo: head.jv_no || undefined });
  if (!vouchers.payment) return { jvNo, payVcNo: null };
  const sameSeries = head.pay_vc_no && head.payment.method === payment.method && yearOf(head.pu_date) === yearOf(spec.pu_date);
  const payVcNo = await post(tx, { ...common, ...vouchers.payment, vcNo: sameSeries ? head.pay_vc_no! : undefined });
  return { jvNo, payVcNo };
}

/** The purchase's adapter to the lifecycle (documents/lifecycle.ts). */
function purchaseAdapter(userId: number): DocumentAdapter<Head, PurchaseSpec, Draft, Written> {
  return {
    kind: 'purchase',
    lock: lockPurchase,
    draftOf: (tx, spec, head) => (head ? editDraft(tx, head, spec) : createDraft(tx, spec)),
    draftFromSaved: savedDraft,
    guard: async (tx, head, action) => {
      if (action !== 'delete') return;
      const returns = await returnNumbers(tx, head.id);
      if (returns.length) throw conflict(`Goods of this purchase were returned to the supplier (${returns.join(', ')}): delete the return first`);
    },
    // An edit keeps the lines it can (a serial sold since stays sold): only its vouchers are undone whole.
    undo: async (tx, head, action) => {
      if (action === 'delete') {
        await removeSerialsOf(tx, source(head.id));
        await replaceReceipts(tx, source(head.id), []);
        await syncDocumentCheque(tx, source(head.id), null);
      }
      await removeBySource(tx, SOURCE.purchase, head.id);
    },
    apply: async (tx, saved, d) => {
      // Refused before anything of it is written: what would lose a returned line.
      checkReturned(d.plans, d.dropped, d.models);
      const head = saved ?? (await insertPurchase(tx, d, userId));
      // a cheque paid posts to Cheques Issued until it is presented (ledger/cheques.ts)
      if (d.payment.bankLedger) d.payment.bankLedger = await chequeMoneyLedger(tx, source(head.id), 'issued', d.payment.bankLedger);
      return { id: head.id, head, ...(await writeLines(tx, head.id, d)) };
    },
    post: async (tx, { head, total, vat }, d, saved) => {
      const { jvNo, payVcNo } = await postVouchers(tx, head, d, total, vat, userId);
      await syncDocumentCheque(
        tx,
        source(head.id),
        d.payment.method === 'Bank' && payVcNo
          ? { direction: 'issued', partyId: d.spec.supp_id, amount: d.spec.paid, chqNo: d.payment.chqNo, chqDate: d.payment.chqDate, bankId: d.payment.bankId, date: d.spec.pu_date, vcNo: payVcNo, createdBy: userId }
          : null,
      );
      const { spec } = d;
      await tx.execute(
        sql`update purchases set pu_date = ${spec.pu_date}, supp_id = ${spec.supp_id}, supp_inv = ${spec.supp_inv}, total = ${total},
              paid = ${spec.paid}, prev_due = ${d.prevDue}, jv_no = ${jvNo}, pay_vc_no = ${payVcNo},
              input_vat = ${vat.inputVat}, vat_in_cost = ${vat.vatInCost}, sd = ${vat.sd}, supp_mushak_no = ${spec.suppMushakNo}, supp_bin = ${spec.suppBin},
              updated_at = ${saved ? sql`now()` : sql`null`}
            where id = ${head.id}`,
      );
    },
    carriesVat: (d) => lineVat(d).some((v) => v.inputVat > 0),
    remove: async (tx, head) => {
      await tx.execute(sql`delete from purchases where id = ${head.id}`);
    },
  };
}

// ---- commands -----------------------------------------------------------------------------------

export async function createPurchase(db: Executor, spec: PurchaseSpec, userId: number): Promise<{ purchaseId: number; pu_no: string }> {
  const w = (await runLifecycle(db, purchaseAdapter(userId), { action: 'create', request: spec }))!;
  return { purchaseId: w.id, pu_no: w.head.pu_no };
}

/** Replaces a purchase by the form's state. Its supplier may change only while nothing was returned. */
export async function updatePurchase(db: Executor, id: number, spec: PurchaseSpec, userId: number): Promise<{ purchaseId: number; pu_no: string }> {
  const w = (await runLifecycle(db, purchaseAdapter(userId), { action: 'edit', id, request: spec }))!;
  return { purchaseId: id, pu_no: w.head.pu_no };
}

/** Removes one saved line (its serials too) and re-posts the purchase. */
export function removePurchaseItem(db: Executor, itemId: number, userId: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const owner = await one<{ purchase_id: number }>(tx, sql`select purchase_id from purchase_items where id = ${itemId}`);
    if (!owner) throw notFound('Purchase item not found');
    await lifecycleIn(tx, purchaseAdapter(userId), {
      action: 'revise',
      id: owner.purchase_id,
      revise: (_tx, d) => {
        const line = d.plans.find((p) => p.saved?.id === itemId);
        if (!line) throw notFound('Purchase item not found');
        return withoutLine(d, line);
      },
    });
  });
}

/** Removes one saved serial of a purchase: its line loses one unit (and goes when it was the last). */
export function removePurchaseSerial(db: Executor, serialId: number, userId: number): Promise<{ sl_no: string }> {
  return inTransaction(db, async (tx) => {
    const owner = await one<{ purchase_id: number }>(
      tx,
      sql`select i.purchase_id from purchase_item_serials l join purchase_items i on i.id = l.pu_item_id where l.serial_id = ${serialId}`,
    );
    if (!owner) throw notFound('Serial not found');
    let slNo = '';
    await lifecycleIn(tx, purchaseAdapter(userId), {
      action: 'revise',
      id: owner.purchase_id,
      revise: (_tx, d) => {
        const line = d.plans.find((p) => p.saved?.serials.some((s) => s.id === serialId));
        if (!line) throw notFound('Serial not found');
        slNo = line.saved!.serials.find((s) => s.id === serialId)!.sl_no;
        if (line.saved!.serials.length === 1) return withoutLine(d, line);
        const item = { ...line.item, qty: quantity(dec(line.item.qty).minus(1)), serial: line.item.serial.filter((s) => s !== slNo) };
        return { ...d, plans: d.plans.map((p) => (p === line ? { ...p, item } : p)) };
      },
    });
    return { sl_no: slNo };
  });
}

async function returnNumbers(tx: Executor, purchaseId: number): Promise<string[]> {
  const found = await rows<{ return_no: string }>(tx, sql`select return_no from purchase_returns where pu_no_id = ${purchaseId} order by id`);
  return found.map((r) => r.return_no);
}

export interface PurchaseKey {
  id?: number;
  pu_no?: string;
  vc_no?: string;
}

async function findPurchase(tx: Executor, key: PurchaseKey): Promise<{ id: number; pu_no: string }> {
  const where = key.id
    ? sql`id = ${key.id}`
    : key.pu_no
      ? sql`pu_no = ${key.pu_no}`
      : sql`(jv_no = ${key.vc_no ?? ''} or pay_vc_no = ${key.vc_no ?? ''})`;
  const row = await one<{ id: number; pu_no: string }>(tx, sql`select id, pu_no from purchases where ${where}`);
  if (!row) throw notFound('Purchase not found');
  return row;
}

/** Deletes a whole purchase: refused when goods of it were returned or its serials sold, or stock would go negative. */
export function deletePurchase(db: Executor, key: PurchaseKey): Promise<{ pu_no: string }> {
  return inTransaction(db, async (tx) => {
    const found = await findPurchase(tx, key);
    await lifecycleIn(tx, purchaseAdapter(0), { action: 'delete', id: found.id });
    return { pu_no: found.pu_no };
  });
}
