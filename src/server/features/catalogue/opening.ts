// A model's opening stock: its quantity at the opening rate enters the stock ledger (source
// 'model_opening', id = model id) and the books as a journal, Dr Inventory / Cr Opening Balance
// Equity (built by posting.ts, without the database), dated the day the model was created in Dhaka.
// Changing it replaces both.
import { sql, one, type Executor } from '../../db/client.js';
import { replaceReceipts } from '../../stock/stock.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { dec, money } from '../../../domain/money.js';
import { modelOpeningVoucherLines } from './posting.js';
import { SOURCE } from '../../ledger/sources.js';
import { VC } from '../../../domain/voucherTypes.js';


export interface Opening {
  modelId: number;
  name: string;
  qty: string | number;
  rate: string | number;
  createdBy: number;
}

/** The day the model was created, in Dhaka: the date of its opening stock and voucher. */
async function openingDate(tx: Executor, modelId: number): Promise<string> {
  const r = await one<{ d: string }>(tx, sql`select ((created_at at time zone 'Asia/Dhaka')::date)::text as d from product_models where id = ${modelId}`);
  return r!.d;
}

/** The value the opening brought into stock, summed from its movements. */
async function openingValue(tx: Executor, modelId: number): Promise<string> {
  const r = await one<{ v: string }>(tx, sql`select coalesce(sum(value), 0) as v from stock_movements where source_type = ${SOURCE.modelOpening} and source_id = ${modelId}`);
  return money(r?.v ?? 0);
}

/**
 * Sets the model's opening stock to qty at rate, replacing what it was (refused with a 409 when the
 * stock would go negative), and re-posts its voucher under the same number.
 */
export async function setOpening(tx: Executor, o: Opening): Promise<void> {
  const date = await openingDate(tx, o.modelId);
  const source = { type: SOURCE.modelOpening, id: o.modelId };
  const moves = dec(o.qty).gt(0) ? [{ modelId: o.modelId, date, qty: o.qty, unitCost: o.rate }] : [];
  await replaceReceipts(tx, source, moves);
  const [vcNo] = await removeBySource(tx, SOURCE.modelOpening, o.modelId);
  const lines = modelOpeningVoucherLines({ name: o.name, value: await openingValue(tx, o.modelId) });
  if (!lines.length) return;
  await post(tx, {
    vcType: VC.journal,
    vcDate: date,
    vcNo,
    postStatus: 1,
    source,
    createdBy: o.createdBy,
    lines,
  });
}
