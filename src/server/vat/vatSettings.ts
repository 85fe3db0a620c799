// The company's VAT settings and the rates a bill line takes: its model's own, else its category's,
// else the default. Read inside the saving transaction, so a bill is taxed as the settings stood.
import { sql, one, rows, intArray, type Executor } from '../db/client.js';
import { fiscalYearOf } from '../../domain/fiscalYear.js';

export interface VatConfig {
  registered: boolean;
  inclusive: boolean;
  defaultBp: number;
  bin: string | null;
  signatoryName: string;
  signatoryDesignation: string;
  fiscalStartMonth: number;
}

/** The settings' row as read from app_settings (VAT_SETTINGS_ROW); absent before the first save. */
export interface VatSettingsRow {
  vat_registered: boolean;
  vat_prices_inclusive: boolean;
  vat_default_bp: number;
  bin: string | null;
  vat_signatory_name: string;
  vat_signatory_designation: string;
  fiscal_year_start_month: number;
}
/** The row readVatConfig reads; a saving transaction that reads more at once selects it with the rest. */
export const VAT_SETTINGS_ROW = sql`select vat_registered, vat_prices_inclusive, vat_default_bp, bin, vat_signatory_name, vat_signatory_designation, fiscal_year_start_month from app_settings where id = 1`;

export function vatConfigOf(r: VatSettingsRow | null | undefined): VatConfig {
  return {
    registered: r?.vat_registered ?? false,
    inclusive: r?.vat_prices_inclusive ?? false,
    defaultBp: r?.vat_default_bp ?? 1500,
    bin: r?.bin ?? null,
    signatoryName: r?.vat_signatory_name ?? '',
    signatoryDesignation: r?.vat_signatory_designation ?? '',
    fiscalStartMonth: Number(r?.fiscal_year_start_month ?? 7),
  };
}

export async function readVatConfig(ex: Executor): Promise<VatConfig> {
  return vatConfigOf(await one<VatSettingsRow>(ex, VAT_SETTINGS_ROW));
}

export interface LineRate {
  vatBp: number;
  sdBp: number;
  exempt: boolean;
}

/** A model's rates as a bill line takes them: `(model_id, vat_bp, sd_bp, exempt)`. */
export const EFFECTIVE_RATES = (defaultBp: number | ReturnType<typeof sql>) => sql`(
  select m.id as model_id,
    coalesce(m.vat_exempt, c.vat_exempt, false) as exempt,
    case when coalesce(m.vat_exempt, c.vat_exempt, false) then 0 else coalesce(m.vat_bp, c.vat_bp, ${defaultBp})::int end as vat_bp,
    coalesce(m.sd_bp, c.sd_bp, 0)::int as sd_bp
  from product_models m left join product_categories c on c.id = m.c_id)`;

export async function lineRates(ex: Executor, modelIds: number[], defaultBp: number): Promise<Map<number, LineRate>> {
  const list = await rows<{ model_id: number; vat_bp: number; sd_bp: number; exempt: boolean }>(
    ex,
    sql`select * from ${EFFECTIVE_RATES(defaultBp)} r where r.model_id = any(${intArray(modelIds)})`,
  );
  return new Map(list.map((r) => [r.model_id, { vatBp: Number(r.vat_bp), sdBp: Number(r.sd_bp), exempt: r.exempt }]));
}

/** The fiscal year a date falls in, as '2025-26' (starting in the configured month; July by default). */
export const fiscalYearLabel = (date: string, startMonth: number): string => fiscalYearOf(date, startMonth).label.replace(/^FY /, '');
