// Imports of a business's masters and openings from .xlsx or CSV files (admin).
import { z } from 'zod';
import { route } from './route.js';
import { exportFormat } from './spreadsheetExport.js';

export const IMPORT_KINDS = ['models', 'customers', 'suppliers', 'ledgers', 'opening-stock'] as const;
export const importKind = z.enum(IMPORT_KINDS, { message: `kind must be one of ${IMPORT_KINDS.join(', ')}` });
export type ImportKind = z.infer<typeof importKind>;

export const importParams = z.object({ kind: importKind });

/** At most this many bytes of file are read (the upload carries it in base64). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const importBody = z.object({
  fileName: z.string().trim().min(1, 'fileName is required').max(255),
  /** The file's bytes in base64. */
  data: z
    .string()
    .min(1, 'The file is empty')
    .max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 8, 'The file is larger than 10 MB'),
  /** Which heading of the file holds each field; guessed from the headings when left out. */
  mapping: z.record(z.string().max(60), z.string().max(200)).optional(),
  /** An id the client makes for this import (8 to 64 letters, digits, - or _), to read its progress by. */
  progressId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'progressId is 8 to 64 letters, digits, - or _')
    .optional(),
});
export type ImportBody = z.infer<typeof importBody>;

export const importField = z.object({ key: z.string(), label: z.string(), required: z.boolean(), hint: z.string() });
export const importProblem = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

export const importPreview = z.object({
  kind: importKind,
  fields: z.array(importField),
  /** The file's headings, in order. */
  columns: z.array(z.string()),
  /** field key → heading ('' when not mapped). */
  mapping: z.record(z.string(), z.string()),
  rowCount: z.number(),
  /** The first rows as they will be read: field key → text. */
  preview: z.array(z.object({ row: z.number(), values: z.record(z.string(), z.string()) })),
  problems: z.array(importProblem),
  /** More problems than listed. */
  moreProblems: z.number(),
  /** What the import would bring in: counts and the openings' totals (taka / units). */
  summary: z.record(z.string(), z.number()),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({ kind: importKind, rows: z.number(), summary: z.record(z.string(), z.number()) });
export type ImportResult = z.infer<typeof importResult>;

export const IMPORT_PHASES = ['waiting', 'reading', 'checking', 'writing', 'done', 'failed'] as const;
export const importProgressParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'The id is 8 to 64 letters, digits, - or _') });
/** Where an import stands: waiting (not seen yet), reading the file, checking its rows, writing them (done of total), done or failed. */
export const importProgress = z.object({ phase: z.enum(IMPORT_PHASES), done: z.number(), total: z.number() });
export type ImportProgress = z.infer<typeof importProgress>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const dataImportRoutes = {
  importTemplate: route('GET', '/import/:kind/template', { params: importParams, query: z.object({ format: exportFormat.default('xlsx') }) }),
  importPreview: route('POST', '/import/:kind/preview', { params: importParams, body: importBody, reply: importPreview }),
  import: route('POST', '/import/:kind', { params: importParams, body: importBody, reply: importResult }),
  importProgress: route('GET', '/import/progress/:id', { params: importProgressParams, reply: importProgress }),
};
