import { useLocation, useSearchParams } from 'react-router';

/** The return a screen shows: the id passed as navigation state, or the query parameter id. */
export function useRecordId(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const id = Number((location.state as { id?: number } | null)?.id ?? params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
