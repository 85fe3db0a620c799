// The adjustment a screen shows (`useAdjNo`), read; until it is there, what to show instead: none
// chosen, loading, or not found.
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getAdjustment, type AdjustmentDetails } from './api';
import { MissingAdjustment } from './MissingAdjustment';
import { useAdjNo } from './useAdjNo';
import { adjustmentKeys } from '../../app/queryKeys';

type Read = { waiting: React.ReactNode } | { adjNo: string; adjustment: AdjustmentDetails; readAt: number };

export function useAdjustment(options: { refetchOnWindowFocus?: boolean } = {}): Read {
  const adjNo = useAdjNo();
  const q = useQuery({ queryKey: adjustmentKeys.detail(adjNo), queryFn: () => getAdjustment(adjNo!), enabled: !!adjNo, ...options });
  if (!adjNo) return { waiting: <MissingAdjustment /> };
  if (q.isLoading)
    return {
      waiting: (
        <Center h={200}>
          <Loader />
        </Center>
      ),
    };
  if (!q.data) return { waiting: <MissingAdjustment message={(q.error as Error | null)?.message ?? 'Adjustment not found'} /> };
  return { adjNo, adjustment: q.data, readAt: q.dataUpdatedAt };
}
