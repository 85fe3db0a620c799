// VAT reads: the settings, every model's rates (its own and what a bill line takes), parties' tax
// ids, and the Mushak 6.3 tax invoice of a bill with every field of the form.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny, whereAll, pagedRows, type Page } from '../../db/paging.js';
import { badRequest, notFound } from '../../errors.js';
import { dec, lineTotal, money, sum, toAmount } from '../../../domain/money.js';
import { taxSale } from '../../vat/saleVat.js';
import { percentOfBp } from '../../../domain/vat.js';
import { printedTax } from './printedTax.js';
import { EFFECTIVE_RATES, readVatConfig } from '../../vat/vatSettings.js';
import type { ModelRateRow, Mushak63, VatPreview, VatPreviewBody, VatSettings } from '../../../contracts/vat.js';

export async function vatSettings(ex: Executor): Promise<VatSettings> {
  const c = await readVatConfig(ex);
  return {
    vat_registered: c.registered,
    bin: c.bin,
    default_rate: percentOfBp(c.defaultBp),
    prices_inclusive: c.inclusive,
    signatory_name: c.signatoryName,
    signatory_designation: c.signatoryDesignation,
  };
}

const pct = (bp: unknown) => (bp === null || bp === undefined ? null : percentOfBp(Number(bp)));

export async function modelRates(ex: Executor, q: Page & { search?: string }) {
  const c = await readVatConfig(ex);
  const page = await pagedRows<Record<string, unknown>>(ex, {
    select: sql`m.id, m.name, pc.name as category, m.vat_bp, m.sd_bp, m.vat_exempt, r.vat_bp as eff_vat, r.sd_bp as eff_sd, r.exempt as eff_exempt`,
    from: sql`from product_models m left join product_categories pc on pc.id = m.c_id join ${EFFECTIVE_RATES(c.defaultBp)} r on r.model_id = m.id
      ${whereAll([searchAny([sql`m.name`, sql`pc.name`], q.search)])}`,
    orderBy: sql`lower(m.name), m.id`,
    page: q,
  });
  const result: ModelRateRow[] = page.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    category: (r.category as string | null) ?? null,
    vat_rate: pct(r.vat_bp),
    sd_rate: pct(r.sd_bp),
    vat_exempt: (r.vat_exempt as boolean | null) ?? null,
    effective_vat_rate: percentOfBp(Number(r.eff_vat)),
    effective_sd_rate: percentOfBp(Number(r.eff_sd)),
    effective_exempt: Boolean(r.eff_exempt),
  }));
  return { result, total: page.total };
}

/** Customers and suppliers with their BIN or NID (search by name, mobile, BIN or NID). */
export async function partiesTax(ex: Executor, q: Page & { search?: string }) {
  const page = await pagedRows<{ id: number; name: string; type: number; mobile: string; bin: string | null; nid: string | null }>(ex, {
    select: sql`p.id, p.name, p.type, p.mobile, p.bin, p.nid`,
    from: sql`from parties p ${whereAll([searchAny([sql`p.name`, sql`p.mobile`, sql`p.bin`, sql`p.nid`], q.search)])}`,
    orderBy: sql`lower(p.name), p.id`,
    page: q,
  });
  return { result: page.rows, total: page.total };
}

export async function partyTax(ex: Executor, id: number) {
  const r = await one<{ id: number; name: string; bin: string | null; nid: string | null }>(ex, sql`select id, name, bin, nid from parties where id = ${id}`);
  if (!r) throw notFound('Party not found');
  return r;
}

/** The Mushak 6.3 tax invoice of a bill saved while VAT was on. */
export async function mushak63(ex: Executor, saleId: number): Promise<Mushak63> {
  const s = await one<Record<string, string | null>>(
    ex,
    sql`select s.mushak_no, s.inv_no, s.inv_date::text as inv_date, to_char(s.issued_at at time zone 'Asia/Dhaka', 'HH24:MI') as issued_time,
          p.name as buyer, p.bin as buyer_bin, p.nid as buyer_nid, p.address as buyer_address,
          c.name as company, c.address as company_address
        from sales s join parties p on p.id = s.cus_id left join company c on c.id = 1 where s.id = ${saleId}`,
  );
  if (!s) throw notFound('This sales bill does not exist');
  if (!s.mushak_no) throw badRequest('This bill was saved without VAT: it has no Mushak 6.3 tax invoice. Print its ordinary invoice.');
  const cfg = await readVatConfig(ex);
  const lines = await rows<Record<string, string | number | boolean>>(
    ex,
    // Columns 5 to 8 are values before any tax (the form's footnote ¹) whatever the entry mode: the line's
    // net value (its price worked back out of a VAT-inclusive entry) and its discount without tax.
    sql`select pm.name as model, coalesce(b.name, '') as brand, pm.unit_type, i.qty, round(i.net / nullif(i.qty, 0), 2) as unit_price, i.net as total, i.disc,
          i.sd_bp, i.sd, i.vat_bp, i.vat_exempt, i.vat, i.net - i.disc as after_discount, i.net - i.disc + i.sd + i.vat as line_total
        from sales_items i join product_models pm on pm.id = i.m_id left join product_brands b on b.id = pm.b_id
        where i.sale_id = ${saleId} order by i.id`,
  );
  const out = lines.map((l, i) => {
    return {
      sl: i + 1,
      description: l.brand ? `${l.model} (${l.brand})` : String(l.model),
      unit: String(l.unit_type || 'pcs'),
      qty: Number(l.qty),
      unit_price: toAmount(String(l.unit_price)),
      total_price: toAmount(String(l.total)),
      discount: toAmount(String(l.disc)),
      after_discount: toAmount(String(l.after_discount)),
      ...printedTax(l, l.vat_exempt),
      total: toAmount(String(l.line_total)),
    };
  });
  const t = (k: 'total_price' | 'discount' | 'after_discount' | 'sd' | 'vat' | 'total') => toAmount(sum(out.map((l) => l[k])));
  return {
    mushak_no: s.mushak_no,
    inv_no: String(s.inv_no),
    issued_date: String(s.inv_date),
    issued_time: String(s.issued_time),
    seller: { name: String(s.company ?? ''), bin: cfg.bin ?? '', address: String(s.company_address ?? '') },
    buyer: { name: String(s.buyer), bin: s.buyer_bin, nid: s.buyer_nid, address: String(s.buyer_address ?? '') },
    lines: out,
    totals: { total_price: t('total_price'), discount: t('discount'), after_discount: t('after_discount'), sd: t('sd'), vat: t('vat'), total: t('total') },
    signatory: { name: cfg.signatoryName, designation: cfg.signatoryDesignation },
  };
}

/** A bill's VAT as it would be saved, worked out on the server for the form (nothing is written). */
export async function previewVat(ex: Executor, b: VatPreviewBody, who?: { role: string }): Promise<VatPreview> {
  const lines = b.items.map((i) => ({ modelId: i.m_id, total: lineTotal(i.qty, i.unit_price), vatRate: i.vat_rate, reason: i.vat_reason }));
  if (dec(b.inv_disc).gt(sum(lines.map((l) => l.total)))) throw badRequest('Discount cannot be more than the sub-total', 'inv_disc');
  const v = await taxSale(ex, lines, money(b.inv_disc), undefined, who);
  if (!v) return { vat_registered: false, lines: [], sd: 0, vat: 0, total: toAmount(sum(lines.map((l) => l.total)).minus(b.inv_disc)) };
  return {
    vat_registered: true,
    lines: v.lines.map((l, i) => ({
      m_id: b.items[i].m_id,
      vat_rate: percentOfBp(l.vatBp),
      sd_rate: percentOfBp(l.sdBp),
      exempt: l.exempt,
      sd: toAmount(l.sd),
      vat: toAmount(l.vat),
    })),
    sd: toAmount(v.sd),
    vat: toAmount(v.vat),
    total: toAmount(v.total),
  };
}
