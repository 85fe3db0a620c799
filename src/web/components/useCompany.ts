import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { Company } from '../../contracts/company';
import { settingKeys } from '../app/queryKeys';

/** The company profile: letterheads, money receipts, document numbers. */
export const useCompany = () => useQuery({ queryKey: settingKeys.company, queryFn: () => api.get<Company>('/company'), staleTime: 300_000 });
