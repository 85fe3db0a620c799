// Reads of quotations.
import type { z } from 'zod';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween, pageOf, searchAny, type ListParams } from '../../db/listing.js';
import { notFound } from '../../errors.js';
import { MODEL_JOINS, PRO_DESC } from '../../documents/modelNames.js';
import { peekDocumentNo } from '../../numbering/numbering.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { quotationItemRow, quotationRow, QuotationVatTotals } from '../../../contracts/quotations.js';
import { sum, toAmount } from '../../../domain/money.js';
import { percentOfBp } from '../../../domain/vat.js';
import { QUOTATION_SERIES } from './kind.js';

const QUOTATION_COLUMNS = sql`q.id as q_id, q.id, q.quotation_no, q.quotation_date::text as quotation_date, q.customer_id,
  p.name as customer, p.mobile, (q.total + case when q.vat_inclusive then 0 else q.vat + q.sd end)::float8 as "totalSum",
  to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  cs.id as converted_sale_id, cs.inv_no as converted_inv_no`;
/** A quotation is converted while the bill made from it exists (sales.quotation_id, migration 0053). */
const QUOTATION_FROM = sql`from quotations q left join parties p on p.id = q.customer_id left join sales cs on cs.quotation_id = q.id`;

type QuotationRow = z.infer<typeof quotationRow>;

export async function listQuotations(ex: Executor, q: ListParams): Promise<{ data: QuotationRow[]; total: number }> {
  const where = sql`where ${searchAny([sql`q.quotation_no`, sql`coalesce(p.name, '')`], q.search)} and ${dateBetween(sql`q.quotation_date`, q)}`;
  const data = await rows<QuotationRow>(ex, sql`select ${QUOTATION_COLUMNS} ${QUOTATION_FROM} ${where} order by q.quotation_date desc, q.id desc ${pageOf(q)}`);
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${QUOTATION_FROM} ${where}`);
  return { data, total: count?.n ?? 0 };
}

type QuotationItem = z.infer<typeof quotationItemRow>;
type Taxed = { vat_quoted: boolean; vat_inclusive: boolean; vat_bp: number; sd_bp: number; vat_exempt: boolean; net: string; sd: string; vat: string };

/**
 * One quotation with its lines. A quotation saved with VAT on also gives each line's VAT and SD and
 * the totals (vat_totals) as they were saved; any other answers exactly as before.
 */
export async function quotationDetail(
  ex: Executor,
  id: number,
): Promise<{ master: QuotationRow & { vat_totals?: QuotationVatTotals }; data: QuotationItem[] }> {
  const head = await one<QuotationRow & Pick<Taxed, 'vat_quoted' | 'vat_inclusive'> & { q_sd: string; q_vat: string }>(
    ex,
    sql`select ${QUOTATION_COLUMNS}, q.vat_quoted, q.vat_inclusive, q.sd as q_sd, q.vat as q_vat ${QUOTATION_FROM} where q.id = ${id}`,
  );
  if (!head) throw notFound('This quotation does not exist');
  const { vat_quoted, vat_inclusive, q_sd, q_vat, ...master } = head;
  const items = await rows<QuotationItem & Omit<Taxed, 'vat_quoted' | 'vat_inclusive'>>(
    ex,
    sql`select i.id, i.m_id, m.g_id, m.b_id, m.c_id, m.name as model, ${PRO_DESC} as "proDesc",
          m.srl_avl::int as srl, i.qty::float8 as qty, i.unit_price::float8 as unit_price, i.total::float8 as total, i.warranty, i.serials as serial,
          i.vat_bp, i.sd_bp, i.vat_exempt, i.net, i.sd, i.vat
        from quotation_items i join product_models m on m.id = i.m_id ${MODEL_JOINS}
        where i.quotation_id = ${id} order by i.id`,
  );
  const data = items.map(({ vat_bp, sd_bp, vat_exempt, net, sd, vat, ...item }) =>
    vat_quoted
      ? {
          ...item,
          vat_rate: percentOfBp(Number(vat_bp)),
          sd_rate: percentOfBp(Number(sd_bp)),
          exempt: vat_exempt,
          net: toAmount(net),
          sd: toAmount(sd),
          vat: toAmount(vat),
        }
      : item,
  );
  if (!vat_quoted) return { master, data };
  const value = toAmount(sum(items.map((i) => i.net)));
  return { master: { ...master, vat_totals: { inclusive: vat_inclusive, value, sd: toAmount(q_sd), vat: toAmount(q_vat), total: master.totalSum } }, data };
}

export function previewQuotationNo(ex: Executor, date = todayInDhaka()) {
  return peekDocumentNo(ex, QUOTATION_SERIES, date);
}
