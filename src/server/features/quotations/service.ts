// Quotations: saved with their lines in one transaction, through the documents' lifecycle
// (documents/lifecycle.ts). They move no stock and post nothing.
import { sql, one, rows, intArray, type Executor } from '../../db/client.js';
import { runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';
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

/** A quotation worked out: its date, customer, lines and, with VAT on, their VAT. */
interface Draft {
  date: string;
  customerId: number | null;
  lines: Line[];
  total: string;
  vat: SaleVat | null;
}

interface Saved {
  id: number;
  quotation_no: string;
  quotation_date: string;
}

/** The quotation's adapter to the lifecycle (documents/lifecycle.ts): it has no stock, voucher or VAT return to undo. */
function quotationAdapter(userId: number): DocumentAdapter<Saved, QuotationBody, Draft, { id: number; no: string }> {
  return {
    kind: 'quotation',
    lock: async (tx, id) => {
      const q = await one<Saved>(tx, sql`select id, quotation_no, quotation_date::text as quotation_date from quotations where id = ${id} for update`);
      if (!q) throw notFound('This quotation does not exist');
      return q;
    },
    draftOf: async (tx, body, saved) => {
      await checkCustomer(tx, body.customer_id);
      const lines = await linesOf(tx, body);
      const date = body.quotation_date ?? saved?.quotation_date ?? todayInDhaka();
      refuseFutureDate(date, 'quotation_date');
      // An edit works the VAT out again as the settings stand now (VAT turned off since: none).
      return { date, customerId: body.customer_id ?? null, lines, total: money(sum(lines.map((l) => l.total))), vat: await taxOf(tx, lines) };
    },
    // A quotation made into a bill stays as the bill was made from it.
    guard: async (tx, q, action) => {
      if (action !== 'delete') return;
      const bill = await one<{ inv_no: string }>(tx, sql`select inv_no from sales where quotation_id = ${q.id}`);
      if (bill) throw conflict(`This quotation was converted to bill ${bill.inv_no}: delete the bill first`);
    },
    apply: async (tx, saved, d) => {
      const { vat } = d;
      const figures = { vat_quoted: !!vat, vat_inclusive: vat?.inclusive ?? false, sd: vat?.sd ?? '0', vat: vat?.vat ?? '0' };
      let q: { id: number; no: string };
      if (saved) {
        await tx.execute(sql`delete from quotation_items where quotation_id = ${saved.id}`);
        await tx.execute(
          sql`update quotations set quotation_date = ${d.date}, customer_id = ${d.customerId}, total = ${d.total}, updated_at = now(),
                vat_quoted = ${figures.vat_quoted}, vat_inclusive = ${figures.vat_inclusive}, sd = ${figures.sd}, vat = ${figures.vat}
              where id = ${saved.id}`,
        );
        q = { id: saved.id, no: saved.quotation_no };
      } else {
        const no = await nextDocumentNo(tx, QUOTATION_SERIES, d.date);
        const row = await one<{ id: number }>(
          tx,
          sql`insert into quotations (quotation_no, quotation_date, customer_id, total, created_by, vat_quoted, vat_inclusive, sd, vat)
              values (${no}, ${d.date}, ${d.customerId}, ${d.total}, ${userId},
                      ${figures.vat_quoted}, ${figures.vat_inclusive}, ${figures.sd}, ${figures.vat}) returning id`,
        );
        q = { id: row!.id, no };
      }
      await saveLines(tx, q.id, d.lines, vat);
      return q;
    },
    remove: async (tx, q) => {
      await tx.execute(sql`delete from quotations where id = ${q.id}`);
    },
  };
}

export async function createQuotation(db: Executor, body: QuotationBody, userId: number): Promise<{ id: number; no: string }> {
  return (await runLifecycle(db, quotationAdapter(userId), { action: 'create', request: body }))!;
}

/** Replaces a quotation's date, customer and lines; its number stays. */
export async function updateQuotation(db: Executor, id: number, body: QuotationBody): Promise<void> {
  await runLifecycle(db, quotationAdapter(0), { action: 'edit', id, request: body });
}

/** Deletes a quotation not made into a bill; the number of quotations deleted (1). */
export async function deleteQuotation(db: Executor, id: number): Promise<number> {
  await runLifecycle(db, quotationAdapter(0), { action: 'delete', id });
  return 1;
}
