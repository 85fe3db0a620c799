import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../app/queryKeys';

/** The company profile: letterheads, money receipts, document numbers. */
export const useCompany = () => useQuery({ ...settingsQueries.company, staleTime: 300_000 });
