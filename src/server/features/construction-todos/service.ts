// Commands on returnable transactions. They are a memo list (money received or paid that is to be
// returned) and post nothing to the books; the Outstanding figure subtracts their balance.
import { sql, one, type Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { money } from '../../../domain/money.js';
import { TODO_MESSAGES, type TodoBody } from '../../../contracts/construction-todos.js';

export async function createTodo(db: Executor, b: TodoBody, userId: number): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into returnable_transactions (description, amount, type, date, created_by)
        values (${b.description}, ${money(b.amount)}, ${b.type}, ${b.date}, ${userId}) returning id`,
  );
  return row!.id;
}

export async function updateTodo(db: Executor, id: number, b: TodoBody): Promise<number> {
  const row = await one(
    db,
    sql`update returnable_transactions set description = ${b.description}, amount = ${money(b.amount)}, type = ${b.type}, date = ${b.date}, updated_at = now()
        where id = ${id} returning id`,
  );
  if (!row) throw notFound(TODO_MESSAGES.notFound);
  return 1;
}

export async function deleteTodo(db: Executor, id: number): Promise<number> {
  const row = await one(db, sql`delete from returnable_transactions where id = ${id} returning id`);
  if (!row) throw notFound(TODO_MESSAGES.notFound);
  return 1;
}
