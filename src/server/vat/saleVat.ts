// A bill's VAT worked out on the server when the business is VAT-registered (domain/vat does the
// arithmetic): each line's rate from its model (or its category, or the default), or the rate the
// clerk set on the line with a reason; the discount shared over the lines; SD and VAT per line.
import { sql, one, type Executor } from '../db/client.js';
import { AppError, badRequest } from '../errors.js';
import { basisPoints, percentOfBp, vatBill } from '../../domain/vat.js';
import { fromPaisa, money, paisa } from '../../domain/money.js';
import { nextInSeries } from '../numbering/numbering.js';
import { fiscalYearLabel, lineRates, readVatConfig, type VatConfig } from './vatSettings.js';

export interface TaxedLine {
  vatBp: number;
  sdBp: number;
  exempt: boolean;
  reason: string;
  /** The line's value and its discount, without tax. */
  net: string;
  disc: string;
  sd: string;
  vat: string;
}

export interface SaleVat {
  lines: TaxedLine[];
  /** The lines' value without tax (Sales), their discount without tax (Discount Allowed). */
  salesValue: string;
  discount: string;
  sd: string;
  vat: string;
  /** What the customer owes for the bill. */
  total: string;
  /** The prices were entered with their VAT and SD in them. */
  inclusive: boolean;
}

export interface LineToTax {
  modelId: number;
  /** Quantity × unit price as entered. */
  total: string;
  /** A rate set on the line (percent), which needs a reason. */
  vatRate?: number;
  reason?: string;
}

/**
 * The VAT of a bill, or null when the business is not VAT-registered (nothing changes then). With
 * `who`, a rate below the model's is the admin's to set (403 for a user): it lowers the tax.
 */
export async function taxSale(tx: Executor, lines: LineToTax[], invDisc: string, cfg?: VatConfig, who?: { role: string }): Promise<SaleVat | null> {
  const c = cfg ?? (await readVatConfig(tx));
  if (!c.registered) return null;
  const rates = await lineRates(tx, lines.map((l) => l.modelId), c.defaultBp);
  const inputs = lines.map((l, i) => {
    const r = rates.get(l.modelId) ?? { vatBp: c.defaultBp, sdBp: 0, exempt: false };
    if (l.vatRate === undefined || l.vatRate === null) return { ...r, reason: '', value: paisa(l.total) };
    let bp: number;
    try {
      bp = basisPoints(l.vatRate);
    } catch (e) {
      throw badRequest(`Line ${i + 1}: ${(e as Error).message}`, 'vat_rate');
    }
    if (bp !== r.vatBp && !l.reason?.trim()) throw badRequest(`Line ${i + 1}: a VAT rate other than the model's needs a reason`, 'vat_reason');
    if (who && who.role !== 'admin' && bp < r.vatBp)
      throw new AppError(403, `Line ${i + 1}: only an admin can set a VAT rate below the model's ${percentOfBp(r.vatBp)} %`, 'vat_rate');
    return { vatBp: bp, sdBp: r.sdBp, exempt: r.exempt && bp === 0, reason: l.reason?.trim() ?? '', value: paisa(l.total) };
  });
  const bill = vatBill(inputs, paisa(invDisc), c.inclusive);
  const m = (p: number) => money(fromPaisa(p));
  return {
    lines: bill.lines.map((l, i) => ({ vatBp: inputs[i].vatBp, sdBp: inputs[i].sdBp, exempt: inputs[i].exempt, reason: inputs[i].reason, net: m(l.value), disc: m(l.discount), sd: m(l.sd), vat: m(l.vat) })),
    salesValue: m(bill.value),
    discount: m(bill.discount),
    sd: m(bill.sd),
    vat: m(bill.vat),
    total: m(bill.total),
    inclusive: c.inclusive,
  };
}

/** The VAT ledgers (written when VAT was turned on). */
export async function vatLedgers(tx: Executor): Promise<{ output: number; sd: number; input: number; treasury: number; sdTreasury: number; vds: number }> {
  const r = await one<{ output: number; sd: number; input: number; treasury: number; sdTreasury: number; vds: number }>(
    tx,
    sql`select max(id) filter (where system_role = 'vatOutput') as output, max(id) filter (where system_role = 'sdPayable') as sd,
          max(id) filter (where system_role = 'vatInput') as input, max(id) filter (where system_role = 'vatTreasury') as treasury,
          max(id) filter (where system_role = 'sdTreasury') as "sdTreasury", max(id) filter (where system_role = 'vatVds') as vds
        from ledgers where system_role in ('vatOutput', 'sdPayable', 'vatInput', 'vatTreasury', 'sdTreasury', 'vatVds')`,
  );
  if (!r?.output || !r.sd || !r.input || !r.treasury || !r.sdTreasury || !r.vds) throw badRequest('The VAT ledgers are missing: turn VAT on again in the VAT settings');
  return r;
}

/** The next Mushak 6.3 number of the bill's fiscal year: 6.3/2026-27/1, 6.3/2026-27/2... */
export async function nextMushakNo(tx: Executor, date: string, cfg: VatConfig, form = '6.3'): Promise<string> {
  const fy = fiscalYearLabel(date, cfg.fiscalStartMonth);
  return `${form}/${fy}/${await nextInSeries(tx, `mushak${form}:${fy}`, 0)}`;
}
