// Calls of the stock adjustment screens; types come from the contracts.
import type { z } from 'zod';

import type { AdjType, AdjustmentLine, adjustmentDetails } from '../../../contracts/adjustments';
import { call } from '../../components/client';
import { adjustmentsApi } from '../../app/queryKeys/adjustments';

export type { AdjType, AdjustmentLine };
export type AdjustmentDetails = z.infer<typeof adjustmentDetails>;

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

export const listAdjustments = async () => (await call(adjustmentsApi.adjustmentGetAll)).result;
export const getAdjustment = (adjNo: string) => call(adjustmentsApi.adjustmentDetails, { params: { adjNo } });
export const createAdjustment = (a: AdjustmentInput) => call(adjustmentsApi.adjustmentCreate, { body: a });
export const updateAdjustment = (a: AdjustmentInput) => call(adjustmentsApi.adjustmentUpdate, { body: a });
export const deleteAdjustmentLine = (id: number) => call(adjustmentsApi.adjustmentDelete, { params: { id } });

export const typeLabel = (t: AdjType) => (t === 'addition' ? 'Added' : 'Removed');
