// Returnable transactions (the spec's "todos"): money received or paid that is to be returned.
import { z } from 'zod';
import { pageQuery, requiredDate, requiredMoney, requiredText } from './construction.js';
import { route } from './route.js';
import { idParam } from './common.js';

export const TODO_TYPES = ['receive', 'payment'] as const;
export type TodoType = (typeof TODO_TYPES)[number];

export const TODO_MESSAGES = {
  added: 'Transaction added!',
  updated: 'Transaction updated!',
  deleted: 'Transaction deleted!',
  notFound: 'Transaction not found',
} as const;

export const todoBody = z.object({
  description: requiredText('Description is required', 1000),
  amount: requiredMoney('Amount is required').refine((v) => v > 0, { message: 'Amount must be more than 0' }),
  /** receive when not given (the form's default). */
  type: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'receive' : v), z.enum(TODO_TYPES, { message: 'Type must be receive or payment' })),
  date: requiredDate('Date is required'),
});
export type TodoBody = z.infer<typeof todoBody>;

/** Newest first; search matches the description. */
export const todosQuery = pageQuery;
export type TodosQuery = z.infer<typeof todosQuery>;

export const todoRow = z.object({
  id: z.number(),
  description: z.string(),
  amount: z.number(),
  type: z.enum(TODO_TYPES),
  date: z.string(),
});
export type TodoRow = z.infer<typeof todoRow>;

/** Over every transaction (not only the page): total = total_receive − total_payment. */
export const todoSummary = z.object({ total_receive: z.number(), total_payment: z.number(), total: z.number() });
export type TodoSummary = z.infer<typeof todoSummary>;

export const todosReply = z.object({
  result: z.object({ todos: z.array(todoRow), summary: todoSummary, total: z.number() }),
  total: z.number(),
});

/** Success is judged by result.affectedRows (the spec's page checks it). */
export const todoWriteReply = z.object({ message: z.string(), result: z.object({ affectedRows: z.number(), insertId: z.number().optional() }) });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const constructionTodosRoutes = {
  todos: route('GET', '/todos', { query: todosQuery, reply: todosReply }),
  todoCreate: route('POST', '/todo/create', { body: todoBody, reply: todoWriteReply, status: 201 }),
  todoEdit: route('PUT', '/todo/edit/:id', { params: idParam, body: todoBody, reply: todoWriteReply }),
  todoDelete: route('DELETE', '/todo/delete/:id', { params: idParam, reply: todoWriteReply }),
};
