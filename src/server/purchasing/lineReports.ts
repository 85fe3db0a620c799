// The item-wise and analysis reports of a purchasing document (a purchase or a purchase return): the
// same reads over each kind's own tables, which the feature names.
import { sql, rows, type Executor } from '../db/client.js';
import { dateBetween } from '../db/listing.js';
import { sum, toAmount } from '../../domain/money.js';
import { MODEL_JOINS, PRODUCT_NAME } from '../documents/modelNames.js';

/** Where one kind of document keeps its rows. Fixed names of the schema, never text from a request. */
export interface DocumentTables {
  /** The documents' table, their number and their date columns. */
  documents: { table: string; number: string; date: string };
  /** The lines' table, the column naming their document, their quantity and unit price columns. */
  lines: { table: string; documentId: string; qty: string; unitPrice: string };
}

/** Joins a line's (`i`) model as `m`, with its group, brand and category. */
export const MODEL_NAMES = sql`join product_models m on m.id = i.m_id ${MODEL_JOINS}`;

const names = ({ documents, lines }: DocumentTables) => ({
  documents: sql.identifier(documents.table),
  number: sql.identifier(documents.number),
  date: sql.identifier(documents.date),
  lines: sql.identifier(lines.table),
  documentId: sql.identifier(lines.documentId),
  qty: sql.identifier(lines.qty),
  unitPrice: sql.identifier(lines.unitPrice),
});

/** The dates a report covers, both ends included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const inRange = (date: ReturnType<typeof sql.identifier>, r: DateRange) => dateBetween(sql`d.${date}`, r);

/** Quantity and amount per model on the documents dated in the range. */
export async function itemWiseReport(ex: Executor, tables: DocumentTables, range: DateRange) {
  const t = names(tables);
  const found = await rows<{ m_id: number; product_name: string; model_name: string; total_qty: string; total_amt: string }>(
    ex,
    sql`select i.m_id, ${PRODUCT_NAME} as product_name, m.name as model_name, sum(i.${t.qty}) as total_qty, sum(i.total) as total_amt
        from ${t.lines} i join ${t.documents} d on d.id = i.${t.documentId} ${MODEL_NAMES}
        where ${inRange(t.date, range)}
        group by i.m_id, g.name, b.name, c.name, m.name order by m.name, i.m_id`,
  );
  const result = found.map((r) => ({ ...r, total_qty: Number(r.total_qty), total_amt: toAmount(r.total_amt) }));
  return { result, grandTotal: toAmount(sum(found.map((r) => r.total_amt))) };
}

/**
 * The documents dated in the range with their supplier and lines. `Header` types the document's own
 * columns: its id, its number and its date under their column names, and the supplier's name.
 */
export async function analysisReport<Header extends { id: number; supplier: string }>(ex: Executor, tables: DocumentTables, range: DateRange) {
  const t = names(tables);
  const found = await rows<Header & { total: string; items: Record<string, string | number>[] | null }>(
    ex,
    sql`select d.id, d.${t.number}, to_char(d.${t.date}, 'YYYY-MM-DD') as ${t.date}, s.name as supplier, d.total,
          (select json_agg(json_build_object('m_id', i.m_id, 'product_name', ${PRODUCT_NAME}, 'model_name', m.name,
                    'qty', i.${t.qty}, 'unit_price', i.${t.unitPrice}, 'total', i.total) order by i.id)
             from ${t.lines} i ${MODEL_NAMES} where i.${t.documentId} = d.id) as items
        from ${t.documents} d join parties s on s.id = d.supp_id
        where ${inRange(t.date, range)}
        order by d.${t.date}, d.id`,
  );
  const result = found.map((r) => ({
    ...r,
    total: toAmount(r.total),
    items: (r.items ?? []).map((i) => ({
      m_id: Number(i.m_id),
      product_name: String(i.product_name),
      model_name: String(i.model_name),
      qty: Number(i.qty),
      unit_price: toAmount(i.unit_price),
      total: toAmount(i.total),
    })),
  }));
  return { result, grandTotal: toAmount(sum(found.map((r) => r.total))) };
}
