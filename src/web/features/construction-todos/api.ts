// The calls of the returnable transactions screen.
import { call } from '../../components/client';
import { todosApi } from '../../app/queryKeys/construction';
import type { TodoRow, TodoSummary, TodoType } from '../../../contracts/construction-todos';

export type { TodoRow, TodoSummary, TodoType };
export { TODO_MESSAGES } from '../../../contracts/construction-todos';

export interface TodoFormValues {
  description: string;
  amount: string;
  type: TodoType;
  date: string;
}

export const TODOS_PATH = todosApi.todos;
export const saveTodo = (id: number | null, v: TodoFormValues) =>
  id ? call(todosApi.todoEdit, { params: { id }, body: v }) : call(todosApi.todoCreate, { body: v });
export const deleteTodo = (id: number) => call(todosApi.todoDelete, { params: { id } });
