// The warranty desk's commands, each one transaction. A unit the customer brings in is not our stock:
// receiving it, sending it to the supplier and getting it back repaired move nothing. What moves:
// - the supplier replaces it: the customer's serial goes back to the supplier and the new one is the
//   customer's (no stock, no revenue, no cost; both serials' claims say so);
// - we give a unit from our stock first: it leaves stock at the moving average, and the faulty one is
//   receivable from the supplier at that cost (Dr Warranty Claims Receivable, Cr Inventory) until the
//   supplier replaces it (the new unit comes into stock at that cost) or credits it (Dr Payable; what
//   the credit falls short of, or exceeds, the cost goes to Warranty Claim Difference);
// - an out-of-warranty repair with a charge: a bill (features/sales) with one line of the repair
//   service, a non-stock service model (Dr Receivable, Cr Service Income; no stock, no cost), made in
//   the claim's transaction and collected like any bill.
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, money } from '../../../domain/money.js';
import { displayDate, todayInDhaka } from '../../../domain/dates.js';
import { refuseFutureDate } from '../../documentDate.js';
import { nextDocumentNo } from '../../numbering/numbering.js';
import { issue, receive } from '../../stock/stock.js';
import { addSerials, moveSerials, SERIAL_STATUS } from '../../stock/serials.js';
import { post, type VoucherLineInput } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { SOURCE } from '../../ledger/sources.js';
import { VC } from '../../../domain/voucherTypes.js';
import { WARRANTY_CLAIM_SERIES } from './kind.js';
import { warrantyOf } from '../../documents/warranty.js';
import { queueDocumentMessages } from '../../messages/outbox.js';
import { checkStep } from '../../documents/rules.js';
import type { ClaimBody } from '../../../contracts/warranty.js';
import { saleBody } from '../../../contracts/sales.js';
import { makeBillIn } from '../../documents/bills.js';

const RMA_SERIES = { prefix: 'RMA', withCode: false } as const;

interface Claim {
  id: number;
  claim_no: string;
  claim_date: string;
  state: string;
  serial_id: number;
  m_id: number;
  cus_id: number | null;
  in_warranty: boolean;
  supplier_id: number | null;
  swap_serial_id: number | null;
  swap_date: string | null;
  receivable: string | null;
  sl_no: string;
}

const sourceOf = (id: number) => ({ type: SOURCE.warrantyClaim, id });

/** The claim, locked for the rest of the transaction. */
async function lockClaim(tx: Executor, id: number): Promise<Claim> {
  const c = await one<Claim>(
    tx,
    sql`select c.id, c.claim_no, c.claim_date::text as claim_date, c.state, c.serial_id, c.m_id, c.cus_id, c.in_warranty, c.supplier_id,
          c.swap_serial_id, c.swap_date::text as swap_date, c.receivable::text as receivable, s.sl_no
        from warranty_claims c join serials s on s.id = c.serial_id where c.id = ${id} for update of c`,
  );
  if (!c) throw notFound('Claim not found');
  return c;
}

/** The date of a step: today unless given, never in the future nor before the claim. */
function stepDate(c: Claim, date: string | undefined): string {
  const d = date ?? todayInDhaka();
  refuseFutureDate(d);
  if (d < c.claim_date) throw badRequest(`The date cannot be before the claim's (${displayDate(c.claim_date)})`, 'date');
  return d;
}

/** A step that moves stock or serials or posts: the period lock's rule for every kind (documents/rules.ts). */
const checkEffect = (tx: Executor, c: Claim, date: string, step: string) => checkStep(tx, { kind: 'warrantyClaim', id: c.id, date, step });

async function addEvent(tx: Executor, e: { claimId: number; state: string; date: string; note: string; vcNo?: string | null; userId: number }) {
  await tx.execute(
    sql`insert into warranty_claim_events (claim_id, state, event_date, note, vc_no, created_by)
        values (${e.claimId}, ${e.state}, ${e.date}, ${e.note}, ${e.vcNo ?? null}, ${e.userId})`,
  );
}

/** The ledgers a claim posts to besides the seeded ones, made the first time one is needed. */
async function warrantyLedgers(tx: Executor): Promise<{ receivable: number; serviceIncome: number; difference: number }> {
  await tx.execute(sql`select ensure_warranty_ledgers()`);
  const r = await one<{ receivable: number; service: number; difference: number }>(
    tx,
    sql`select max(id) filter (where system_role = 'warrantyReceivable') as receivable, max(id) filter (where system_role = 'serviceIncome') as service,
          max(id) filter (where system_role = 'warrantyDifference') as difference
        from ledgers where system_role in ('warrantyReceivable', 'serviceIncome', 'warrantyDifference')`,
  );
  return { receivable: r!.receivable, serviceIncome: r!.service, difference: r!.difference };
}

async function postFor(tx: Executor, c: Claim, date: string, userId: number, lines: VoucherLineInput[]): Promise<string | null> {
  const given = lines.filter((l) => !dec(l.debit).isZero() || !dec(l.credit).isZero());
  if (given.length < 2) return null;
  return post(tx, { vcType: VC.journal, vcDate: date, source: sourceOf(c.id), createdBy: userId, lines: given });
}

async function partyName(tx: Executor, id: number, supplier = false): Promise<string> {
  const p = await one<{ name: string; type: number }>(tx, sql`select name, type from parties where id = ${id}`);
  if (!p || (supplier && p.type === 1)) throw badRequest('Choose a supplier or service centre', 'supplier_id');
  return p.name;
}

export function createClaim(db: Executor, body: ClaimBody, userId: number): Promise<{ id: number; claimNo: string }> {
  return inTransaction(db, async (tx) => {
    const date = body.claim_date ?? todayInDhaka();
    refuseFutureDate(date, 'claim_date');
    if (body.expected_date && body.expected_date < date) throw badRequest('The expected date cannot be before the claim date', 'expected_date');
    // The serial's row is locked so two clerks cannot open two claims on one unit.
    await tx.execute(sql`select id from serials where id = ${body.serial_id} for update`);
    const w = await warrantyOf(tx, body.serial_id, date);
    if (!w) throw notFound('Serial not found');
    if (w.sale_id === null || w.status !== SERIAL_STATUS.sold)
      throw conflict(`Serial ${w.sl_no} is not with a customer: there is no bill to claim on`, 'serial_id');
    if (w.open_claim_no) throw conflict(`Serial ${w.sl_no} already has an open claim, ${w.open_claim_no}`, 'serial_id');
    // The supplier it is claimed from by default: the one whose purchase brought the unit (or the unit it replaced) in.
    const supplier = await one<{ supp_id: number }>(
      tx,
      sql`select p.supp_id from serials s
          left join lateral (select c.serial_id from warranty_claims c where s.id = c.swap_serial_id or (c.swap_serial_id is null and s.id = c.new_serial_id) order by c.id limit 1) rc on true
          join serials o on o.id = coalesce(rc.serial_id, s.id)
          join purchases p on o.in_source_type = ${SOURCE.purchase} and p.id = o.in_source_id
          where s.id = ${body.serial_id}`,
    );
    const claimNo = await nextDocumentNo(tx, WARRANTY_CLAIM_SERIES, date);
    const row = await one<{ id: number }>(
      tx,
      sql`insert into warranty_claims (claim_no, claim_date, serial_id, m_id, sale_id, cus_id, contact_name, contact_mobile, problem, accessories,
            expected_date, in_warranty, warranty_until, supplier_id, created_by)
          values (${claimNo}, ${date}, ${w.serial_id}, ${w.model_id}, ${w.sale_id}, ${w.cus_id}, ${body.contact_name || w.customer || ''},
            ${body.contact_mobile || w.mobile || ''}, ${body.problem}, ${body.accessories ?? ''}, ${body.expected_date ?? null}, ${w.in_warranty},
            ${w.until}, ${supplier?.supp_id ?? null}, ${userId})
          returning id`,
    );
    await addEvent(tx, { claimId: row!.id, state: 'received', date, note: `${body.problem} (${w.words})`, userId });
    return { id: row!.id, claimNo };
  });
}

/** A unit from our stock given to the customer now; the faulty one becomes receivable from the supplier. */
export function swapFromStock(
  db: Executor,
  id: number,
  body: { serial_id: number; date?: string; supplier_id?: number; note?: string },
  userId: number,
): Promise<Claim> {
  return inTransaction(db, async (tx) => {
    const c = await lockClaim(tx, id);
    if (c.state !== 'received' && c.state !== 'sent')
      throw conflict(`Claim ${c.claim_no} is ${c.state}: a unit is given from stock only while the claim is open`);
    if (c.swap_serial_id) throw conflict(`Claim ${c.claim_no} was already given a unit from stock`);
    if (!c.in_warranty) throw conflict(`Serial ${c.sl_no} is out of warranty: it can be repaired, not replaced`);
    const date = stepDate(c, body.date);
    await checkEffect(tx, c, date, 'a unit given from stock');
    const supplierId = body.supplier_id ?? c.supplier_id;
    if (!supplierId) throw badRequest('Choose the supplier the faulty unit is receivable from', 'supplier_id');
    const supplier = await partyName(tx, supplierId, true);
    const given = await one<{ sl_no: string; model_id: number; status: number }>(
      tx,
      sql`select sl_no, model_id, status from serials where id = ${body.serial_id}`,
    );
    if (!given || given.model_id !== c.m_id) throw badRequest('Choose an in-stock serial of the same model', 'serial_id');
    const source = sourceOf(c.id);
    const cost = await issue(tx, { modelId: c.m_id, date, qty: 1, source });
    await moveSerials(tx, { modelId: c.m_id, serialIds: [body.serial_id], from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source });
    const L = await warrantyLedgers(tx);
    const narr = `Claim ${c.claim_no}: ${given.sl_no} given from stock for ${c.sl_no}, receivable from ${supplier}`;
    const vcNo = await postFor(tx, c, date, userId, [
      { ledgerId: L.receivable, partyId: supplierId, debit: cost.value, narr },
      { ledgerId: LEDGER.inventory, credit: cost.value, narr },
    ]);
    await tx.execute(
      sql`update warranty_claims set swap_serial_id = ${body.serial_id}, swap_date = ${date}, swap_cost = ${cost.value}, receivable = ${cost.value},
            supplier_id = ${supplierId} where id = ${c.id}`,
    );
    await addEvent(tx, { claimId: c.id, state: 'exchanged', date, note: [narr, body.note].filter(Boolean).join('. '), vcNo, userId });
    return c;
  });
}

/** The unit back from the supplier (or the service centre): repaired, replaced, rejected, or credited. */
export function recordReturn(
  db: Executor,
  id: number,
  body: { outcome: 'repaired' | 'replaced' | 'rejected' | 'credited'; date?: string; new_sl_no?: string; credit_amount?: number; note?: string },
  userId: number,
): Promise<Claim> {
  return inTransaction(db, async (tx) => {
    const c = await lockClaim(tx, id);
    if (c.state !== 'received' && c.state !== 'sent') throw conflict(`Claim ${c.claim_no} is ${c.state} already`);
    const date = stepDate(c, body.date);
    const swapped = c.swap_serial_id !== null;
    const source = sourceOf(c.id);
    const notes: string[] = [];
    let vcNo: string | null = null;
    if ((body.outcome === 'repaired' || body.outcome === 'rejected') && swapped)
      throw conflict(`Claim ${c.claim_no} was given a unit from stock: the supplier's replacement or credit closes it`);
    if ((body.outcome === 'replaced' || body.outcome === 'credited') && !c.in_warranty)
      throw conflict(`Serial ${c.sl_no} is out of warranty: it can be repaired, not replaced`);
    if (body.outcome === 'replaced') await checkEffect(tx, c, date, "the supplier's replacement");
    if (body.outcome === 'credited') await checkEffect(tx, c, date, "the supplier's credit");
    if (body.outcome === 'replaced') {
      if (!body.new_sl_no) throw badRequest("Enter the serial of the supplier's replacement", 'new_sl_no');
      await moveSerials(tx, { modelId: c.m_id, serialIds: [c.serial_id], from: SERIAL_STATUS.sold, to: SERIAL_STATUS.returnedToSupplier, source });
      const [added] = await addSerials(tx, { modelId: c.m_id, slNos: [body.new_sl_no], source });
      if (swapped) {
        // The customer has our unit already: the supplier's comes into our stock at the cost receivable.
        const L = await warrantyLedgers(tx);
        await receive(tx, { modelId: c.m_id, date, qty: 1, unitCost: c.receivable ?? 0, source });
        const narr = `Claim ${c.claim_no}: ${added.sl_no} from the supplier for ${c.sl_no}, into stock`;
        vcNo = await postFor(tx, c, date, userId, [
          { ledgerId: LEDGER.inventory, debit: c.receivable ?? 0, narr },
          { ledgerId: L.receivable, partyId: c.supplier_id, credit: c.receivable ?? 0, narr },
        ]);
        notes.push(narr);
      } else {
        await moveSerials(tx, { modelId: c.m_id, serialIds: [added.id], from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source });
        notes.push(`${c.sl_no} back to the supplier; ${added.sl_no} is the customer's in its place`);
      }
      await tx.execute(sql`update warranty_claims set new_serial_id = ${added.id} where id = ${c.id}`);
    }
    if (body.outcome === 'credited') {
      if (!swapped) throw conflict(`A supplier's credit closes a unit we replaced from stock; claim ${c.claim_no} was not`);
      if (body.credit_amount === undefined || body.credit_amount < 0) throw badRequest("Enter the amount of the supplier's credit note", 'credit_amount');
      const credit = money(body.credit_amount);
      const receivable = money(c.receivable ?? 0);
      const short = dec(receivable).minus(credit);
      await moveSerials(tx, { modelId: c.m_id, serialIds: [c.serial_id], from: SERIAL_STATUS.sold, to: SERIAL_STATUS.returnedToSupplier, source });
      const L = await warrantyLedgers(tx);
      const narr = `Claim ${c.claim_no}: supplier's credit note for ${c.sl_no}`;
      vcNo = await postFor(tx, c, date, userId, [
        { ledgerId: LEDGER.payable, partyId: c.supplier_id, debit: credit, narr },
        { ledgerId: L.difference, debit: short.gt(0) ? money(short) : 0, narr },
        { ledgerId: L.receivable, partyId: c.supplier_id, credit: receivable, narr },
        { ledgerId: L.difference, credit: short.lt(0) ? money(short.negated()) : 0, narr },
      ]);
      await tx.execute(sql`update warranty_claims set credit_amount = ${credit} where id = ${c.id}`);
      notes.push(`${c.sl_no} kept by the supplier, credited ${credit}`);
    }
    await tx.execute(sql`update warranty_claims set state = ${body.outcome} where id = ${c.id}`);
    if (body.note) notes.push(body.note);
    await addEvent(tx, { claimId: c.id, state: body.outcome, date, note: notes.join('. '), vcNo, userId });
    // Back for pickup (repaired, replaced or returned unrepaired): the customer is told by SMS.
    if (body.outcome !== 'credited') await queueDocumentMessages(tx, 'claim', c.id);
    return c;
  });
}

/** The unit handed to the customer; an out-of-warranty repair's charge is a bill of the repair service. */
export function deliverClaim(
  db: Executor,
  id: number,
  body: { date?: string; charge?: number; collect?: number; note?: string },
  userId: number,
  role: 'admin' | 'user' = 'user',
): Promise<Claim & { billNo: string | null }> {
  return inTransaction(db, async (tx) => {
    const c = await lockClaim(tx, id);
    if (c.swap_serial_id) throw conflict(`Claim ${c.claim_no} was given a unit from stock on ${displayDate(c.swap_date)}: nothing is left to deliver`);
    if (!['repaired', 'replaced', 'rejected'].includes(c.state))
      throw conflict(c.state === 'delivered' ? `Claim ${c.claim_no} was delivered already` : `Claim ${c.claim_no} is not back from the supplier yet`);
    const date = stepDate(c, body.date);
    const charge = money(body.charge ?? 0);
    const collect = money(body.collect ?? 0);
    const notes: string[] = [];
    let vcNo: string | null = null;
    let billNo: string | null = null;
    if (dec(charge).lt(0)) throw badRequest('The charge cannot be negative', 'charge');
    if (dec(collect).lt(0)) throw badRequest('The collection cannot be negative', 'collect');
    if (dec(collect).gt(charge)) throw badRequest('The collection cannot be more than the charge', 'collect');
    if (dec(charge).gt(0)) {
      if (!c.cus_id) throw conflict(`Claim ${c.claim_no} has no customer to bill`);
      await checkEffect(tx, c, date, 'a service charge');
      // The charge is a bill of one line, the repair service (a non-stock service model, migration 0125).
      const service = await one<{ id: number }>(tx, sql`select ensure_service_model() as id`);
      const bill = await makeBillIn(
        tx,
        saleBody.parse({
          inv_date: date,
          cus_id: c.cus_id,
          inv_disc: 0,
          collect: Number(collect),
          collect_type: 'Cash',
          rmks: `Service charge, claim ${c.claim_no} (${c.sl_no})`,
          items: [{ m_id: service!.id, qty: 1, unit_price: Number(charge) }],
        }),
        userId,
        role,
      );
      billNo = bill.invNo;
      vcNo = (await one<{ jv_no: string }>(tx, sql`select jv_no from sales where id = ${bill.id}`))!.jv_no;
      await tx.execute(sql`update warranty_claims set charge = ${charge}, bill_id = ${bill.id} where id = ${c.id}`);
      notes.push(`Charged ${charge} for service on bill ${bill.invNo}${dec(collect).gt(0) ? `, ${collect} collected` : ''}`);
    }
    await tx.execute(sql`update warranty_claims set state = 'delivered' where id = ${c.id}`);
    if (body.note) notes.push(body.note);
    await addEvent(tx, { claimId: c.id, state: 'delivered', date, note: notes.join('. '), vcNo, userId });
    return { ...c, billNo };
  });
}

/** An RMA challan: the received claims sent to one supplier or service centre. */
export function createRma(
  db: Executor,
  body: { supplier_id: number; rma_date?: string; claim_ids: number[]; note?: string },
  userId: number,
): Promise<{ id: number; rmaNo: string }> {
  return inTransaction(db, async (tx) => {
    const date = body.rma_date ?? todayInDhaka();
    refuseFutureDate(date, 'rma_date');
    const supplier = await partyName(tx, body.supplier_id, true);
    const ids = [...new Set(body.claim_ids)];
    const claims = await rows<{ id: number; claim_no: string; state: string; claim_date: string }>(
      tx,
      sql`select id, claim_no, state, claim_date::text as claim_date from warranty_claims where id = any(${intArray(ids)}) order by id for update`,
    );
    if (claims.length < ids.length) throw notFound('Claim not found');
    const notReady = claims.filter((c) => c.state !== 'received');
    if (notReady.length) throw conflict(`Claim ${notReady.map((c) => `${c.claim_no} is ${c.state}`).join(', ')}: only received claims are sent`, 'claim_ids');
    const early = claims.find((c) => c.claim_date > date);
    if (early) throw badRequest(`The challan cannot be dated before claim ${early.claim_no} (${displayDate(early.claim_date)})`, 'rma_date');
    const rmaNo = await nextDocumentNo(tx, RMA_SERIES, date);
    const r = await one<{ id: number }>(
      tx,
      sql`insert into rma_challans (rma_no, rma_date, supplier_id, note, created_by) values (${rmaNo}, ${date}, ${body.supplier_id}, ${body.note ?? ''}, ${userId}) returning id`,
    );
    await tx.execute(sql`update warranty_claims set state = 'sent', rma_id = ${r!.id}, supplier_id = ${body.supplier_id} where id = any(${intArray(ids)})`);
    for (const c of claims) await addEvent(tx, { claimId: c.id, state: 'sent', date, note: `${rmaNo} to ${supplier}`, userId });
    return { id: r!.id, rmaNo };
  });
}

/** A model's warranty in months, set by hand (the printed text stays as it is). */
export async function setModelMonths(db: Executor, id: number, months: number | null): Promise<void> {
  const r = await rows(db, sql`update product_models set warranty_months = ${months} where id = ${id} returning id`);
  if (!r.length) throw notFound('Model not found');
}
