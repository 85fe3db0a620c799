// Shapes shared by many calls: ids, dates, amounts, lists and errors.
import { z } from 'zod';
import { isIsoDate } from '../domain/dates.js';

export const idParam = z.object({ id: z.coerce.number().int().positive({ message: 'Id must be a positive number' }) });

export const isoDate = z.string().refine(isIsoDate, { message: 'Date must be a real date written yyyy-mm-dd' });

/** An amount typed by a clerk: a number or numeric string, finite, at most 2 decimals worth keeping. */
export const amount = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'Amount must be a number')])
  .transform((v) => Number(v))
  .refine((v) => Number.isFinite(v) && Math.abs(v) < 1e15, { message: 'Amount is out of range' });

export const nonNegativeAmount = amount.refine((v) => v >= 0, { message: 'Amount cannot be negative' });

export const errorBody = z.object({ message: z.string(), field: z.string().optional() });

export const messageBody = z.object({ message: z.string() });

export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A list call's paging and search: without limit, all rows. */
export const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.preprocess(blankToUndefined, z.coerce.number({ message: 'limit must be a number' }).int().min(1, 'limit must be 1 or more').max(1_000_000).optional()),
  offset: z.preprocess(blankToUndefined, z.coerce.number({ message: 'offset must be a number' }).int().min(0, 'offset cannot be negative').optional()),
});
export type ListQuery = z.infer<typeof listQuery>;

/** An optional id in a query string (an empty value means none). */
export const queryId = (label: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ message: `${label} must be a number` }).int().positive(`${label} must be a positive number`).optional());

/** A list reply: the page of rows and how many rows match the filters. */
export const pagedOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), total: z.number() });
