// Stock adjustments: stock counted and corrected by hand. Each write is one transaction that saves
// the lines, moves the stock at the model's average rate and posts to the stock adjustment ledger.
import type { ApiApp } from '../../app.js';
import { createAdjustment, deleteAdjustmentLine, updateAdjustment } from './service.js';
import { adjustmentDetails, adjustmentReport, linesOfAdjustment, listLines } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { adjustmentsRoutes as routes } from '../../../contracts/adjustments.js';
import { stockAdjustmentRoutes } from '../../../contracts/reports.js';

const saves =
  'One call saves the whole adjustment in one transaction: its lines, the stock moved in (addition) or out (subtraction) at ' +
  "the model's average rate, and a journal voucher between Inventory and Stock Adjustment. The body is { adj_date, remarks, " +
  'items: [{ m_id, adj_qty, adj_type }] }, an array of lines, or one line. price, total_cost and the number are worked out ' +
  'by the server. A removal beyond the stock is refused (409) and nothing is saved.';

export async function adjustmentsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['stock adjustments'] });

  user.on(
    routes.adjustmentCreate,
    { summary: 'Create a stock adjustment (or add lines to the one named by adj_no)', description: saves },
    async (req, reply) => {
      const h = await createAdjustment(db(), req.body, req.sessionUser.id);
      return reply.code(201).send({ message: 'Adjustments created successfully', id: h.id, adj_no: h.adjNo, result: await linesOfAdjustment(db(), h.id) });
    },
  );

  user.on(routes.adjustmentGetAll, { summary: 'Every adjustment line, newest first' }, async () => ({
    result: await listLines(db()),
  }));

  user.on(routes.adjustmentDetails, {}, async (req) => adjustmentDetails(db(), req.params.adjNo));

  user.on(
    routes.adjustmentUpdate,
    {
      summary: 'Update lines (with id) and add lines (without) of one adjustment',
      description: `${saves} Lines not sent are kept; the adjustment is named by adj_no or by the id of a line sent.`,
    },
    async (req) => {
      const h = await updateAdjustment(db(), req.body, req.sessionUser.id);
      return { message: 'Adjustments saved successfully', id: h.id, adj_no: h.adjNo, result: await linesOfAdjustment(db(), h.id) };
    },
  );

  user.on(routes.adjustmentDelete, { summary: 'Delete one adjustment line (id of the line); the adjustment goes with its last line' }, async (req) => {
    await deleteAdjustmentLine(db(), req.params.id, req.sessionUser.id);
    return { message: 'Deleted successfully' };
  });

  user.reads(
    stockAdjustmentRoutes.stockAdjustmentReport,
    { summary: 'Adjustment lines of a date range and what each product group gained and lost' },
    adjustmentReport,
  );
}
