// Imports from .xlsx or CSV (admin): a template per kind, a preview that reads the file with the
// column mapping and lists every problem by row and column (saving nothing), and the import, which
// saves every row in one transaction or none.
import ExcelJS from 'exceljs';
import type { ApiApp } from '../../app.js';
import { csvText } from '../../spreadsheets/writer.js';
import { FIELDS } from './fields.js';
import { readUpload } from './read.js';
import { previewImport, runImport } from './service.js';
import { progressOf, reporter } from './progress.js';
import { routeGroup } from '../../http/routeGroup.js';
import { dataImportRoutes as routes } from '../../../contracts/dataImport.js';

const tags = ['import'];
/** The upload is JSON with the file in base64: 10 MB of file is about 13.4 MB of text. */
const BODY_LIMIT = 15 * 1024 * 1024;

export async function dataImportRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags });
  const uploads = routeGroup(api, { access: 'admin', tags, bodyLimit: BODY_LIMIT });
  // Its progress is no list to export.
  const progress = routeGroup(api, { access: 'admin', tags, exportable: false });

  admin.on(routes.importTemplate, { description: 'A file with the headings the import reads and one example row.' }, async (req, reply) => {
    const fields = FIELDS[req.params.kind];
    const name = `import-${req.params.kind}.${req.query.format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`);
    if (req.query.format === 'csv') {
      const line = (cells: string[]) => cells.map(csvText).join(',') + '\r\n';
      return reply.header('content-type', 'text/csv; charset=utf-8').send('\uFEFF' + line(fields.map((f) => f.label)) + line(fields.map((f) => f.example)));
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(req.params.kind);
    ws.columns = fields.map((f) => ({ header: f.label, width: Math.max(14, f.label.length + 4) }));
    ws.getRow(1).font = { bold: true };
    ws.addRow(fields.map((f) => ((f.type === 'money' || f.type === 'qty') && f.example ? Number(f.example) : f.example)));
    fields.forEach((f, i) => {
      if (f.hint || f.required) ws.getCell(1, i + 1).note = [f.required ? 'Required.' : '', f.hint].filter(Boolean).join(' ');
    });
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(buf);
  });

  uploads.on(
    routes.importPreview,
    {
      description:
        'Reads the file (.xlsx or CSV, at most 10 MB, 200 columns, 50,000 rows) with the column mapping given or guessed from its headings and ' +
        'answers its columns, the mapping, the first rows and every problem by row and column. Saves nothing.',
    },
    async (req) => {
      const sheet = await readUpload(req.body.fileName, req.body.data);
      return previewImport(db(), req.params.kind, sheet, req.body.mapping);
    },
  );

  uploads.on(
    routes.import,
    {
      description:
        'Imports the file: checks every row as the preview does and, when there is no problem, saves every row and posts the openings in one ' +
        'transaction; otherwise a 400 naming the first problem by row and column, and nothing is saved. With `progressId` (an id the client ' +
        'makes, 8 to 64 letters, digits, - or _), GET /import/progress/{progressId} answers how far it has gone while it runs.',
    },
    async (req) => {
      const report = reporter(req.sessionUser.id, req.body.progressId);
      try {
        report('reading');
        const sheet = await readUpload(req.body.fileName, req.body.data);
        const result = await runImport(db(), req.params.kind, sheet, req.body.mapping, req.sessionUser.id, report);
        report('done', result.rows, result.rows);
        return result;
      } catch (e) {
        report('failed');
        throw e;
      }
    },
  );

  progress.on(
    routes.importProgress,
    {
      description:
        'How far the import sent with this `progressId` by the same user has gone: `phase` is waiting (this server has not received it yet, ' +
        'or it is not yours), reading (the file), checking (every row, as the preview does), writing (`done` of `total` rows saved so far, ' +
        'in the one transaction), done or failed (the import call answers why). Kept in the memory of the server process that runs the ' +
        'import for 15 minutes; the screen polls it about twice a second while its upload and import run.',
    },
    async (req) => progressOf(req.sessionUser.id, req.params.id),
  );
}
