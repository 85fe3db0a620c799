// Commands on product models. A model's opening stock, its voucher and its opening serials are
// written with the model in one transaction; a serial-tracked model's stock always equals its
// serials in stock.
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, pgError } from '../../errors.js';
import { addSerials, removeInStock, removeSerialsOf } from '../../stock/serials.js';
import { dropBalance } from '../../stock/stock.js';
import { dec, quantity, money } from '../../../domain/money.js';
import type { ModelBody, ModelEditBody } from '../../../contracts/catalogue.js';
import { assertUniqueName, lockRow, resolvePlacement, uniquely, type Placement } from './hierarchy.js';
import { checkWholeUnits } from '../../stock/lineRules.js';
import { setOpening } from './opening.js';
import { getModel } from './queries.js';
import { refuseAdminOnlyChanges } from '../../auth/adminFields.js';
import { SOURCE } from '../../ledger/sources.js';

export interface ModelRow extends Placement {
  id: number;
  name: string;
  pro_code: string;
  unit_type: string;
  open_qty: string;
  open_rate: string;
  srl_avl: number;
  pro_status: number;
  warranty: string;
  sale_price: string;
  min_price: string | null;
}

type Fields = Omit<ModelRow, 'id'>;

function fieldsOf(body: ModelEditBody, cur: Fields | undefined, p: Placement): Fields {
  return {
    ...p,
    name: (body.name ?? cur?.name ?? '').trim(),
    pro_code: body.pro_code ?? cur?.pro_code ?? '',
    unit_type: body.unit_type || cur?.unit_type || 'pcs',
    open_qty: quantity(body.open_qty ?? cur?.open_qty ?? 0),
    open_rate: money(body.open_rate ?? cur?.open_rate ?? 0),
    srl_avl: body.srl_avl ?? cur?.srl_avl ?? 0,
    pro_status: body.pro_status ?? cur?.pro_status ?? 1,
    warranty: body.warranty ?? cur?.warranty ?? '',
    sale_price: money(body.sale_price ?? cur?.sale_price ?? 0),
    min_price: body.min_price === null ? null : body.min_price !== undefined ? money(body.min_price) : (cur?.min_price ?? null),
  };
}

/** A minimum above the sale price would refuse the price the line takes by default. */
function checkPrices(f: Fields) {
  if (f.min_price !== null && dec(f.sale_price).gt(0) && dec(f.min_price).gt(f.sale_price))
    throw badRequest('Minimum price cannot be more than the sale price', 'min_price');
}

/** A serial-tracked model's opening quantity is a whole number of serials; others take no serials. */
function checkSerialRules(f: Fields, serials: string[] | undefined) {
  if (f.srl_avl === 1 && !dec(f.open_qty).isInteger()) throw badRequest("A serial-tracked model's opening quantity must be a whole number", 'open_qty');
  if (f.srl_avl === 0 && serials?.length) throw badRequest('Serials can be entered only for a serial-tracked model', 'serial');
}

/** Every opening serial (in stock or not) stands for one unit of the opening quantity. */
async function checkOpeningSerialCount(tx: Executor, modelId: number, f: Fields) {
  if (f.srl_avl !== 1) return;
  const r = await one<{ n: number }>(tx, sql`select count(*)::int as n from serials where model_id = ${modelId} and in_source_type = ${SOURCE.modelOpening}`);
  const want = Number(f.open_qty);
  if (r!.n !== want) throw badRequest(`Enter exactly ${want} opening serials for an opening quantity of ${want} (${r!.n} given)`, 'serial');
}

/** The books check's rule, kept by every command: stock of a serial-tracked model = its serials in stock. */
export async function assertSerialStock(tx: Executor, modelId: number) {
  const r = await one<{ name: string; qty: string; n: number; srl_avl: number }>(
    tx,
    sql`select m.name, m.srl_avl, coalesce(s.qty, 0) as qty, (select count(*)::int from serials where model_id = m.id and status = 1) as n
        from product_models m left join model_stock s on s.model_id = m.id where m.id = ${modelId}`,
  );
  if (r && r.srl_avl === 1 && !dec(r.qty).equals(r.n))
    throw conflict(`${r.name} has ${Number(r.qty)} in stock but ${r.n} serials in stock; a serial-tracked model needs one serial per unit`, 'srl_avl');
}

/** Makes the model's opening serials exactly `serials`: new ones are added, missing ones deleted. */
async function replaceOpeningSerials(tx: Executor, modelId: number, serials: string[]) {
  const current = await rows<{ id: number; sl_no: string }>(tx, sql`select id, sl_no from serials where model_id = ${modelId} and in_source_type = ${SOURCE.modelOpening}`);
  const wanted = new Set(serials);
  const gone = current.filter((s) => !wanted.has(s.sl_no)).map((s) => s.id);
  await removeInStock(tx, gone);
  const have = new Set(current.map((s) => s.sl_no));
  await addSerials(tx, { modelId, slNos: serials.filter((s) => !have.has(s)), source: { type: SOURCE.modelOpening, id: modelId }, type: 1 });
}

async function insertModel(tx: Executor, f: Fields): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`insert into product_models (name, g_id, b_id, c_id, pro_code, unit_type, open_qty, open_rate, srl_avl, pro_status, warranty, sale_price, min_price)
        values (${f.name}, ${f.g_id}, ${f.b_id}, ${f.c_id}, ${f.pro_code}, ${f.unit_type}, ${f.open_qty}, ${f.open_rate}, ${f.srl_avl}, ${f.pro_status}, ${f.warranty},
                ${f.sale_price}, ${f.min_price})
        returning id`,
  );
  return row!.id;
}

async function updateModelRow(tx: Executor, id: number, f: Fields) {
  await tx.execute(
    sql`update product_models set name = ${f.name}, g_id = ${f.g_id}, b_id = ${f.b_id}, c_id = ${f.c_id}, pro_code = ${f.pro_code},
          unit_type = ${f.unit_type}, open_qty = ${f.open_qty}, open_rate = ${f.open_rate}, srl_avl = ${f.srl_avl},
          pro_status = ${f.pro_status}, warranty = ${f.warranty}, sale_price = ${f.sale_price}, min_price = ${f.min_price}
        where id = ${id}`,
  );
}

export function createModel(db: Executor, body: ModelBody, userId: number) {
  return inTransaction(db, async (tx) => {
    const p = await resolvePlacement(tx, body);
    const f = fieldsOf(body, undefined, p);
    checkSerialRules(f, body.serial);
    checkPrices(f);
    await assertUniqueName(tx, 'model', f.name, p);
    const id = await uniquely('model', f.name, p, () => insertModel(tx, f));
    if (f.srl_avl === 1) await addSerials(tx, { modelId: id, slNos: body.serial ?? [], source: { type: SOURCE.modelOpening, id }, type: 1 });
    await checkOpeningSerialCount(tx, id, f);
    await checkWholeUnits(tx, [{ modelId: id, qty: f.open_qty }], 'open_qty');
    await setOpening(tx, { modelId: id, name: f.name, qty: f.open_qty, rate: f.open_rate, createdBy: userId });
    await assertSerialStock(tx, id);
    return getModel(tx, id);
  });
}

export function editModel(db: Executor, id: number, body: ModelEditBody, userId: number, role = 'user') {
  return inTransaction(db, async (tx) => {
    const cur = await lockRow<ModelRow>(tx, 'model', id);
    const moved = body.g_id !== undefined || body.b_id !== undefined || body.c_id !== undefined;
    const p = moved ? await resolvePlacement(tx, body) : { g_id: cur.g_id, b_id: cur.b_id, c_id: cur.c_id };
    const f = fieldsOf(body, cur, p);
    refuseAdminOnlyChanges(role, 'model', cur, f);
    checkSerialRules(f, body.serial);
    checkPrices(f);
    if (cur.srl_avl === 1 && f.srl_avl === 0 && (await one(tx, sql`select 1 from serials where model_id = ${id} limit 1`)))
      throw conflict('This model has serial numbers; it must stay serial-tracked', 'srl_avl');
    await assertUniqueName(tx, 'model', f.name, p, id);
    await uniquely('model', f.name, p, () => updateModelRow(tx, id, f));
    if (body.serial !== undefined) await replaceOpeningSerials(tx, id, body.serial);
    await checkOpeningSerialCount(tx, id, f);
    // A saved opening that was a fraction of a whole unit is refused only once it, or the unit, changes.
    if (!dec(cur.open_qty).equals(f.open_qty) || cur.unit_type !== f.unit_type) await checkWholeUnits(tx, [{ modelId: id, qty: f.open_qty }], 'open_qty');
    if (!dec(cur.open_qty).equals(f.open_qty) || !dec(cur.open_rate).equals(f.open_rate))
      await setOpening(tx, { modelId: id, name: f.name, qty: f.open_qty, rate: f.open_rate, createdBy: userId });
    await assertSerialStock(tx, id);
    return getModel(tx, id);
  });
}

/**
 * Deletes a model that nothing else uses: its own opening stock, voucher and opening serials go
 * with it; a model with purchases, sales or other movements, or serials from them, is kept.
 */
export function removeModel(db: Executor, id: number) {
  return inTransaction(db, async (tx) => {
    const cur = await lockRow<ModelRow>(tx, 'model', id);
    if (await one(tx, sql`select 1 from stock_movements where model_id = ${id} and source_type <> ${SOURCE.modelOpening} limit 1`))
      throw conflict('This model has purchases, sales or other stock movements; it cannot be deleted');
    if (await one(tx, sql`select 1 from serials where model_id = ${id} and in_source_type <> ${SOURCE.modelOpening} limit 1`))
      throw conflict('This model has serial numbers from purchases; it cannot be deleted');
    await setOpening(tx, { modelId: id, name: cur.name, qty: 0, rate: 0, createdBy: 0 });
    await removeSerialsOf(tx, { type: SOURCE.modelOpening, id });
    await dropBalance(tx, id);
    try {
      await tx.execute(sql`delete from product_models where id = ${id}`);
    } catch (e) {
      if (pgError(e).code === '23503') throw conflict('This model is used by other records (documents or quotations); it cannot be deleted');
      throw e;
    }
  });
}
