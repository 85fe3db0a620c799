// Input that is refused, not changed (issue 20): a document line's quantity must agree with its
// serials, and a unit that does not take fractions takes whole quantities only.
//
// Units: a model's unit_type is free text (the spec's field). The units table (migration 0043) names
// the units that take fractions (kg, m, litre, ft...: up to 3 decimals, as every quantity); any other
// unit, or one not in the table, is whole (pcs, set, box, dozen...). Names are compared trimmed and in
// lower case.
import { sql, rows, intArray, type Executor } from '../db/client.js';
import { badRequest } from '../errors.js';
import { dec, quantity } from '../../domain/money.js';

/**
 * The quantity of a serial-tracked line: its number of serials. A quantity of 0 (or none) sent with the
 * serials means "as many as the serials", as the spec's screens send it; any other quantity that differs
 * is refused with both numbers.
 */
export function serialLineQty(name: string, qtyGiven: string | number | undefined, serialCount: number, field = 'qty'): string {
  const given = dec(qtyGiven ?? 0);
  if (!given.isZero() && !given.equals(serialCount)) {
    throw badRequest(`${name}: quantity ${Number(quantity(given))} but ${serialCount} serial${serialCount === 1 ? '' : 's'}; the quantity of a serial-tracked line must equal its number of serials`, field);
  }
  return quantity(serialCount);
}

/** Whether each model's unit takes fractions, and the unit's name. */
export async function unitsOf(tx: Executor, modelIds: number[]): Promise<Map<number, { name: string; unit: string; allowsFraction: boolean }>> {
  const found = await rows<{ id: number; name: string; unit_type: string; allows_fraction: boolean | null }>(
    tx,
    sql`select m.id, m.name, m.unit_type, u.allows_fraction
        from product_models m left join units u on u.name = lower(btrim(m.unit_type))
        where m.id = any(${intArray([...new Set(modelIds)])})`,
  );
  return new Map(found.map((m) => [m.id, { name: m.name, unit: m.unit_type, allowsFraction: m.allows_fraction === true }]));
}

/** Refuses a fraction of a whole unit on any line (400 naming the model, the quantity and the unit). */
export async function checkWholeUnits(tx: Executor, lines: { modelId: number; qty: string | number }[], field = 'qty'): Promise<void> {
  const fractional = lines.filter((l) => !dec(l.qty).isInteger());
  if (fractional.length === 0) return;
  const units = await unitsOf(tx, fractional.map((l) => l.modelId));
  for (const l of fractional) {
    const u = units.get(l.modelId);
    if (u && !u.allowsFraction) {
      throw badRequest(`${u.name} is counted in ${u.unit || 'pcs'}, which takes whole numbers only: ${Number(quantity(l.qty))} is a fraction`, field);
    }
  }
}
