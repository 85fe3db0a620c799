// Keys of the header's search (documents, parties, models, serials).
import { endpoints } from '../../components/client';
import type { searchRoutes } from '../../../contracts/search';
export const searchKeys = {
  all: ['search'] as const,
  of: (text: string) => ['search', text] as const,
};

/** The search contract's routes (contracts/search.ts). */
export const searchApi = endpoints<typeof searchRoutes>({ search: 'GET /search' });
