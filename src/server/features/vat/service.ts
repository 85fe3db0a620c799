// VAT commands: the settings (turning VAT on writes its ledgers), a model's or category's rates, a
// party's BIN or NID. Each in one transaction; bad input is a 400 naming the field.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { basisPoints } from '../../../domain/vat.js';
import type { PartyTaxBody, RateBody, VatSettingsBody } from '../../../contracts/vat.js';

const bpOrNull = (rate: number | undefined) => (rate === undefined ? null : basisPoints(rate));

export function saveVatSettings(db: Executor, b: VatSettingsBody) {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`insert into app_settings (id) values (1) on conflict (id) do nothing`,
    );
    await tx.execute(
      sql`update app_settings set vat_registered = ${b.vat_registered}, vat_decided = true, bin = ${b.bin ?? null},
            vat_default_bp = coalesce(${bpOrNull(b.default_rate)}::int, vat_default_bp),
            vat_prices_inclusive = coalesce(${b.prices_inclusive ?? null}::boolean, vat_prices_inclusive),
            vat_signatory_name = coalesce(${b.signatory_name ?? null}::text, vat_signatory_name),
            vat_signatory_designation = coalesce(${b.signatory_designation ?? null}::text, vat_signatory_designation)
          where id = 1`,
    );
    if (b.vat_registered) await tx.execute(sql`select ensure_vat_ledgers()`);
  });
}

export function saveRates(db: Executor, level: 'model' | 'category', id: number, b: RateBody) {
  return inTransaction(db, async (tx) => {
    const table = level === 'model' ? sql`product_models` : sql`product_categories`;
    const exempt = b.vat_exempt ?? (level === 'model' ? null : false);
    const r = await one(
      tx,
      sql`update ${table} set vat_bp = ${bpOrNull(b.vat_rate)}, sd_bp = ${bpOrNull(b.sd_rate)}, vat_exempt = ${exempt} where id = ${id} returning id`,
    );
    if (!r) throw notFound(level === 'model' ? 'Model not found' : 'Category not found');
  });
}

export async function savePartyTax(db: Executor, id: number, b: PartyTaxBody) {
  const r = await one(db, sql`update parties set bin = ${b.bin ?? null}, nid = ${b.nid ?? null} where id = ${id} returning id`);
  if (!r) throw notFound('Party not found');
}
