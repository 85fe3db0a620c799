// Quotations: saved with their lines in one transaction. They move no stock and post nothing.
import { sql, one, rows, inTransaction, intArray, type Executor } from '../../db/client.js';
import { nextDocumentNo } from '../../numbering/numbering.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, lineTotal, money, quantity, sum } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { ALL_FIELDS, serialIdsOf } from '../../../contracts/sales.js';
import type { QuotationBody } from '../../../contracts/quotations.js';
import { QUOTATION_SERIES } from './kind.js';
import { refuseFutureDate } from '../../documentDate.js';
import { checkWholeUnits, serialLineQty } from '../../stock/lineRules.js';
import { taxSale, type SaleVat } from '../../vat/saleVat.js';

interface Line {
  mId: number;
  qty: string;
  unitPrice: string;
  total: string;
  warranty: string;
  serials: { srl_id: number; sl_no: string }[];
}

type ModelInfo = { id: number; name: string; srl_avl: number; warranty: string };

async function serialsOf(tx: Executor, model: ModelInfo, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await rows<{ srl_id: number; sl_no: string }>(
    tx,
    sql`select id as srl_id, sl_no from serials where model_id = ${model.id} and id = any(${intArray(ids)}) order by sl_no`,
  );
  if (found.length !== new Set(ids).size) throw badRequest(`A picked serial is not a serial of ${model.name}`, 'serial');
  return found;
}

async function linesOf(tx: Executor, body: QuotationBody): Promise<Line[]> {
  if (body.items.length === 0) throw badRequest('Please add at least one item', 'items');
  const ids = body.items.map((i) => i.m_id);
  const models = new Map(
    (await rows<ModelInfo>(tx, sql`select id, name, srl_avl, warranty from product_models where id = any(${intArray(ids)})`)).map((m) => [m.id, m]),
  );
  const lines: Line[] = [];
  for (const item of body.items) {
    if (!item.m_id) throw badRequest(ALL_FIELDS, 'm_id');
    const model = models.get(item.m_id);
    if (!model) throw badRequest(`Model ${item.m_id} does not exist`, 'm_id');
    const serials = await serialsOf(tx, model, serialIdsOf(item.serial));
    // Serials named on the offer set its quantity (a quantity that says otherwise is refused); an
    // offer may also quote a quantity without them.
    const qty = serials.length ? serialLineQty(model.name, item.qty, serials.length) : quantity(item.qty);
    const unitPrice = money(item.unit_price);
    if (dec(qty).lte(0) || dec(unitPrice).lte(0)) throw badRequest(ALL_FIELDS, dec(qty).lte(0) ? 'qty' : 'unit_price');
    lines.push({ mId: model.id, qty, unitPrice, total: lineTotal(qty, unitPrice), warranty: item.warranty ?? model.warranty, serials });
  }
  await checkWholeUnits(tx, lines.map((l) => ({ modelId: l.mId, qty: l.qty })));
  return lines;
}

async function checkCustomer(tx: Executor, customerId?: number) {
  if (customerId && !(await one(tx, sql`select 1 from parties where id = ${customerId}`))) {
    throw badRequest('Please select a customer that exists', 'customer_id');
  }
}

/**
 * With VAT on, the offer's VAT and SD as a bill of these lines would carry them (no discount: a
 * quotation has none), worked out by the bill's own function; null when the business is not
 * VAT-registered (nothing changes then).
 */
const taxOf = (tx: Executor, lines: Line[]) => taxSale(tx, lines.map((l) => ({ modelId: l.mId, total: l.total })), '0.00');

async function saveLines(tx: Executor, quotationId: number, lines: Line[], vat: SaleVat | null) {
  for (const [i, l] of lines.entries()) {
    const t = vat?.lines[i];
    await tx.execute(
      sql`insert into quotation_items (quotation_id, m_id, qty, unit_price, total, warranty, serials, vat_bp, sd_bp, vat_exempt, net, sd, vat)
          values (${quotationId}, ${l.mId}, ${l.qty}, ${l.unitPrice}, ${l.total}, ${l.warranty}, ${JSON.stringify(l.serials)}::jsonb,
                  ${t?.vatBp ?? 0}, ${t?.sdBp ?? 0}, ${t?.exempt ?? false}, ${t?.net ?? '0'}, ${t?.sd ?? '0'}, ${t?.vat ?? '0'})`,
    );
  }
}

export function createQuotation(db: Executor, body: QuotationBody, userId: number): Promise<{ id: number; no: string }> {
  return inTransaction(db, async (tx) => {
    await checkCustomer(tx, body.customer_id);
    const lines = await linesOf(tx, body);
    const date = body.quotation_date ?? todayInDhaka();
    refuseFutureDate(date, 'quotation_date');
    const vat = await taxOf(tx, lines);
    const no = await nextDocumentNo(tx, QUOTATION_SERIES, date);
    const q = await one<{ id: number }>(
      tx,
      sql`insert into quotations (quotation_no, quotation_date, customer_id, total, created_by, vat_quoted, vat_inclusive, sd, vat)
          values (${no}, ${date}, ${body.customer_id ?? null}, ${money(sum(lines.map((l) => l.total)))}, ${userId},
                  ${!!vat}, ${vat?.inclusive ?? false}, ${vat?.sd ?? '0'}, ${vat?.vat ?? '0'}) returning id`,
    );
    await saveLines(tx, q!.id, lines, vat);
    return { id: q!.id, no };
  });
}

/** Replaces a quotation's date, customer and lines; its number stays. */
export function updateQuotation(db: Executor, id: number, body: QuotationBody): Promise<void> {
  return inTransaction(db, async (tx) => {
    if (!(await one(tx, sql`select 1 from quotations where id = ${id} for update`))) throw notFound('This quotation does not exist');
    if (body.quotation_date) refuseFutureDate(body.quotation_date, 'quotation_date');
    await checkCustomer(tx, body.customer_id);
    const lines = await linesOf(tx, body);
    // An edit works the VAT out again as the settings stand now (VAT turned off since: none).
    const vat = await taxOf(tx, lines);
    await tx.execute(sql`delete from quotation_items where quotation_id = ${id}`);
    await saveLines(tx, id, lines, vat);
    await tx.execute(
      sql`update quotations set quotation_date = coalesce(${body.quotation_date ?? null}::date, quotation_date), customer_id = ${body.customer_id ?? null},
            total = ${money(sum(lines.map((l) => l.total)))}, updated_at = now(),
            vat_quoted = ${!!vat}, vat_inclusive = ${vat?.inclusive ?? false}, sd = ${vat?.sd ?? '0'}, vat = ${vat?.vat ?? '0'}
          where id = ${id}`,
    );
  });
}

export async function deleteQuotation(db: Executor, id: number): Promise<number> {
  const bill = await one<{ inv_no: string }>(db, sql`select inv_no from sales where quotation_id = ${id}`);
  if (bill) throw conflict(`This quotation was converted to bill ${bill.inv_no}: delete the bill first`);
  const del = await rows(db, sql`delete from quotations where id = ${id} returning id`);
  if (del.length === 0) throw notFound('This quotation does not exist');
  return del.length;
}
