import { useLocation, useSearchParams } from 'react-router';

/** The adjustment number passed as navigation state, or as ?adjNo= when the page is opened directly. */
export function useAdjNo(): string | null {
  const state = useLocation().state as { adjNo?: string } | null;
  const [params] = useSearchParams();
  return state?.adjNo ?? params.get('adjNo');
}
