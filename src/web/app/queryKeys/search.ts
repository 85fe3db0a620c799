// Keys of the header's search (documents, parties, models, serials).
import { endpoints } from '../../components/client';
import type { searchRoutes } from '../../../contracts/search';
export const searchKeys = {
  all: ['search'] as const,
  of: (text: string) => ['search', text] as const,
  /** A serial's history (its bills and purchases change with the documents, as the search's hits do). */
  serialHistory: (slNo: string) => ['search', 'serial-history', slNo] as const,
};

/** The search contract's routes (contracts/search.ts). */
export const searchApi = endpoints<typeof searchRoutes>({ search: 'GET /search', serialHistory: 'GET /serial_history' });
