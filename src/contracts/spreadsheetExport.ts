// Exports of lists and reports to .xlsx and CSV.
import { z } from 'zod';
import { route } from './route.js';

export const exportFormat = z.enum(['xlsx', 'csv'], { message: 'format must be xlsx or csv' });

const cell = z.union([z.string().max(2000), z.number(), z.object({ date: z.string().max(40) }), z.null()]);
const cellRow = z.array(cell).max(200, 'A row may have at most 200 cells');

/** A report as the screen shows it: its tables in order, each with an optional heading and its total rows. */
export const exportTableBody = z.object({
  format: exportFormat,
  title: z.string().trim().min(1, 'title is required').max(200),
  period: z.string().trim().max(200).optional(),
  blocks: z
    .array(
      z.object({
        heading: z.string().max(500).optional(),
        columns: z.array(z.string().max(200)).max(200, 'A table may have at most 200 columns'),
        rows: z.array(cellRow).max(200_000, 'At most 200,000 rows can be exported from a screen'),
        footer: z.array(cellRow).max(50).optional(),
      }),
    )
    .min(1, 'Nothing to export')
    .max(2000),
});
export type ExportTableBody = z.infer<typeof exportTableBody>;

/** Any list call of the API, exported page by page: its own filters pass through unchanged. */
export const exportListQuery = z
  .object({
    format: exportFormat,
    /** The list's API path, e.g. /sales_items_all. */
    source: z.string().regex(/^\/[A-Za-z0-9_\-/]{1,200}$/, 'source must be an API path such as /sales_items_all'),
    title: z.string().trim().min(1).max(200).optional(),
    /** Where the reply keeps its rows: data unless said (a dotted path reaches deeper). */
    rowsKey: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_.]{0,60}$/)
      .optional(),
    /** The columns and their headings, `key:Heading` joined by `|`; all of a row's fields when not given. */
    columns: z.string().max(4000).optional(),
    /** Total rows from the reply, `column:replyField` joined by `|`, e.g. balance:grandTotal: the figure under that column. */
    totals: z.string().max(1000).optional(),
  })
  .catchall(z.string().max(500));
export type ExportListQuery = z.infer<typeof exportListQuery>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). Both answer a file: no reply schema. */
export const spreadsheetExportRoutes = {
  exportList: route('GET', '/export/list', { query: exportListQuery }),
  exportTable: route('POST', '/export/table', { body: exportTableBody }),
};
