import { useLocation, useSearchParams } from 'react-router';

/** The record id a screen was opened with: navigation state ({ id } or { record }) or ?id=. */
export function useRecordId(): number | undefined {
  const state = useLocation().state as { id?: number; record?: { id: number } } | null;
  const [params] = useSearchParams();
  const id = state?.id ?? state?.record?.id ?? Number(params.get('id'));
  return id && Number.isInteger(id) && id > 0 ? id : undefined;
}
