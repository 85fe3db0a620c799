// The calls of the returnable transactions screen.
import { api } from '../../components/api';
import type { TodoRow, TodoSummary, TodoType } from '../../../contracts/construction-todos';

export type { TodoRow, TodoSummary, TodoType };
export { TODO_MESSAGES } from '../../../contracts/construction-todos';

export interface TodoFormValues {
  description: string;
  amount: string;
  type: TodoType;
  date: string;
}

interface WriteReply {
  message: string;
  result: { affectedRows: number };
}

export const TODOS_PATH = '/todos';
export const saveTodo = (id: number | null, v: TodoFormValues) => (id ? api.put<WriteReply>(`/todo/edit/${id}`, v) : api.post<WriteReply>('/todo/create', v));
export const deleteTodo = (id: number) => api.delete<WriteReply>(`/todo/delete/${id}`);
