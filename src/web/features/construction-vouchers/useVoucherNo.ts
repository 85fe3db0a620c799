import { useLocation, useSearchParams } from 'react-router';

/** The voucher number a screen works on: from navigation state ({ vcNo } or { vc_no }), else ?vc_no=. */
export function useVoucherNo(): string | undefined {
  const state = (useLocation().state ?? {}) as { vcNo?: string; vc_no?: string };
  const [params] = useSearchParams();
  return state.vcNo ?? state.vc_no ?? params.get('vc_no') ?? undefined;
}
