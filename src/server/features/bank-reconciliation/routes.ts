// Bank reconciliation: statements of a bank (typed or imported from CSV), matched to the books, and
// the reconciliation statement. The CSV preview saves nothing; saving the statement is the confirmation.
import type { ApiApp } from '../../app.js';
import { toAmount, fromPaisa, paisa } from '../../../domain/money.js';
import { readStatement } from './csv.js';
import { getReconciliation, listReconciliations } from './queries.js';
import { applyMatches, createReconciliation, deleteReconciliation } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';
import { bankReconciliationRoutes as routes } from '../../../contracts/bankReconciliation.js';

const tags = ['bank-reconciliation'];

export async function bankReconciliationRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  // A statement file may be large; what is too large is refused with a clear 400 by readStatement.
  const statements = routeGroup(api, { access: 'user', tags, bodyLimit: 12 * 1024 * 1024 });

  statements.on(
    routes.bankStatementPreview,
    {
      description:
        'Reads a bank statement CSV with the column mapping given (or guessed from its headings) and answers its lines; saves nothing. A row that cannot be read is a 400 naming the row and column.',
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

  user.on(routes.getBankReconciliations, {}, async (req) => listReconciliations(db(), req.query.bankId));

  statements.on(
    routes.postBankReconciliations,
    { description: 'Saves a bank statement (closing balance and lines) and answers it with the automatic matches proposed.' },
    async (req, reply) => reply.code(201).send({ message: 'Statement saved', data: await createReconciliation(db(), req.body, req.sessionUser.id) }),
  );

  user.on(routes.getBankReconciliationsById, {}, async (req) => ({
    data: await getReconciliation(db(), req.params.id),
  }));

  user.on(
    routes.bankReconciliationsMatches,
    {
      description:
        'Applies the matches confirmed: a cheque clears (or is presented) on the statement line’s date, a book line is marked in the bank on it; book lines may be marked cleared with their bank date.',
    },
    async (req) => ({ message: 'Matches saved', data: await applyMatches(db(), req.params.id, req.body, req.sessionUser.id) }),
  );

  user.on(routes.deleteBankReconciliations, {}, async (req) => {
    await deleteReconciliation(db(), req.params.id);
    return { message: 'Statement deleted' };
  });
}
