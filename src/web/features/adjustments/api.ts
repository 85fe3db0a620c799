// Calls of the stock adjustment screens; types come from the contracts.
import type { z } from 'zod';
import { api } from '../../components/api';
import type { AdjType, AdjustmentLine, adjustmentDetails, adjustmentSaved } from '../../../contracts/adjustments';

export type { AdjType, AdjustmentLine };
export type AdjustmentDetails = z.infer<typeof adjustmentDetails>;
type Saved = z.infer<typeof adjustmentSaved>;

export interface LineInput {
  id?: number;
  m_id: number;
  adj_qty: number;
  adj_type: AdjType;
}

export interface AdjustmentInput {
  adj_no?: string;
  adj_date: string;
  remarks: string;
  items: LineInput[];
}

const LIST_PATH = '/adjustment/getAll';

export const listAdjustments = async () => (await api.get<{ result: AdjustmentLine[] }>(LIST_PATH)).result;
export const getAdjustment = (adjNo: string) => api.get<AdjustmentDetails>(`/adjustment/details/${encodeURIComponent(adjNo)}`);
export const createAdjustment = (a: AdjustmentInput) => api.post<Saved>('/adjustment/create', a);
export const updateAdjustment = (a: AdjustmentInput) => api.patch<Saved>('/adjustment/update', a);
export const deleteAdjustmentLine = (id: number) => api.delete<{ message: string }>(`/adjustment/delete/${id}`);

export const typeLabel = (t: AdjType) => (t === 'addition' ? 'Added' : 'Removed');
