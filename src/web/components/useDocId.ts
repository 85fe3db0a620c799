import { useLocation, useSearchParams } from 'react-router';

/** The document a screen shows: its id passed as navigation state, or as ?id= in the address. */
export function useDocId(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = (location.state as { id?: number } | null)?.id ?? params.get('id');
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
