// Bank reconciliation: statements of a bank (typed or imported from CSV), matched to the books, and
// the reconciliation statement. The CSV preview saves nothing; saving the statement is the confirmation.
import type { ApiApp } from '../../app.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import {
  csvPreviewBody,
  csvPreviewReply,
  matchesBody,
  reconciliationBody,
  reconciliationList,
  reconciliationListQuery,
  reconciliationOne,
  reconciliationReply,
} from '../../../contracts/bankReconciliation.js';
import { toAmount, fromPaisa, paisa } from '../../../domain/money.js';
import { readStatement } from './csv.js';
import { getReconciliation, listReconciliations } from './queries.js';
import { applyMatches, createReconciliation, deleteReconciliation } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';

const tags = ['bank-reconciliation'];

export async function bankReconciliationRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  // A statement file may be large; what is too large is refused with a clear 400 by readStatement.
  const statements = routeGroup(api, { access: 'user', tags, bodyLimit: 12 * 1024 * 1024 });

  statements.post(
    '/bank_statement_preview',
    {
      description:
        'Reads a bank statement CSV with the column mapping given (or guessed from its headings) and answers its lines; saves nothing. A row that cannot be read is a 400 naming the row and column.',
      body: csvPreviewBody,
      response: { 200: csvPreviewReply },
    },
    async (req) => {
      const s = readStatement(req.body.csv, req.body.mapping, req.body.dateOrder);
      const lines = s.lines.map((l) => ({
        ...l,
        debit: toAmount(l.debit),
        credit: toAmount(l.credit),
        balance: l.balance === null ? null : toAmount(l.balance),
      }));
      return {
        columns: s.columns,
        mapping: s.mapping,
        lines,
        totalDebit: fromPaisa(s.lines.reduce((t, l) => t + paisa(l.debit), 0)),
        totalCredit: fromPaisa(s.lines.reduce((t, l) => t + paisa(l.credit), 0)),
      };
    },
  );

  user.get('/bank_reconciliations', { querystring: reconciliationListQuery, response: { 200: reconciliationList } }, async (req) =>
    listReconciliations(db(), req.query.bankId),
  );

  statements.post(
    '/bank_reconciliations',
    {
      description: 'Saves a bank statement (closing balance and lines) and answers it with the automatic matches proposed.',
      body: reconciliationBody,
      response: { 201: reconciliationReply },
    },
    async (req, reply) => reply.code(201).send({ message: 'Statement saved', data: await createReconciliation(db(), req.body, req.sessionUser.id) }),
  );

  user.get('/bank_reconciliations/:id', { params: idParam, response: { 200: reconciliationOne } }, async (req) => ({
    data: await getReconciliation(db(), req.params.id),
  }));

  user.post(
    '/bank_reconciliations/:id/matches',
    {
      description:
        'Applies the matches confirmed: a cheque clears (or is presented) on the statement line’s date, a book line is marked in the bank on it; book lines may be marked cleared with their bank date.',
      params: idParam,
      body: matchesBody,
      response: { 200: reconciliationReply },
    },
    async (req) => ({ message: 'Matches saved', data: await applyMatches(db(), req.params.id, req.body, req.sessionUser.id) }),
  );

  user.delete('/bank_reconciliations/:id', { params: idParam, response: { 200: messageBody } }, async (req) => {
    await deleteReconciliation(db(), req.params.id);
    return { message: 'Statement deleted' };
  });
}
