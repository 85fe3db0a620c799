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
