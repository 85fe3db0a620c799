import { useLocation, useSearchParams } from 'react-router';

/** The voucher number a screen was opened with: navigation state { vc_no } or ?vc_no=. */
export function useVcNo(): string | undefined {
  const state = useLocation().state as { vc_no?: string } | null;
  const [params] = useSearchParams();
  return (state?.vc_no ?? params.get('vc_no') ?? '').trim() || undefined;
}
