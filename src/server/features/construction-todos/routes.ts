// Returnable transactions (/todo/*, /todos): money received or paid that is to be returned. A memo
// list: nothing is posted to the books. Success is judged by result.affectedRows, as the spec's page does.
import type { ApiApp } from '../../app.js';
import { TODO_MESSAGES } from '../../../contracts/construction-todos.js';
import { createTodo, deleteTodo, updateTodo } from './service.js';
import { listTodos } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { constructionTodosRoutes as routes } from '../../../contracts/construction-todos.js';

const RULES =
  'description, amount (more than 0) and date are required (400 with the field); type is receive or payment (receive when not given). ' +
  'Nothing is posted to the books: the Outstanding figure subtracts the absolute value of the balance (received − paid).';

export async function constructionTodosRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['construction: returnable transactions'] });

  user.reads(
    routes.todos,
    {
      description:
        'A page of returnable transactions (newest first, search by description) and the summary over all of them: total = total_receive − total_payment.',
    },
    listTodos,
  );
  user.on(routes.todoCreate, { description: RULES }, async (req, reply) => {
    const insertId = await createTodo(db(), req.body, req.sessionUser.id);
    return reply.code(201).send({ message: TODO_MESSAGES.added, result: { affectedRows: 1, insertId } });
  });
  user.on(routes.todoEdit, { description: RULES }, async (req) => ({
    message: TODO_MESSAGES.updated,
    result: { affectedRows: await updateTodo(db(), req.params.id, req.body) },
  }));
  user.on(routes.todoDelete, {}, async (req) => ({
    message: TODO_MESSAGES.deleted,
    result: { affectedRows: await deleteTodo(db(), req.params.id) },
  }));
}
