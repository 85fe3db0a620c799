import { useState } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { todayInDhaka } from './format';

/** The document a screen shows: its id passed as navigation state, or as ?id= in the address. */
export function useDocId(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = (location.state as { id?: number } | null)?.id ?? params.get('id');
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** The document a screen shows (`useDocId`), read once its id is known. */
export function useDocQuery<T>(
  key: (id: number | null) => QueryKey,
  get: (id: number) => Promise<T>,
  options: { refetchOnWindowFocus?: boolean; staleTime?: number; gcTime?: number } = {},
) {
  const id = useDocId();
  const query = useQuery({ queryKey: key(id), queryFn: () => get(id!), enabled: !!id, ...options });
  return { id, query };
}

/** The saved document an edit screen opens, read once: a refetch must not wipe the clerk's unsaved changes. */
export const useDocToEdit = <T>(key: (id: number | null) => QueryKey, get: (id: number) => Promise<T>) =>
  useDocQuery(key, get, { staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });

/** A new document's date (today as the screen opened) and the number it would be given on that date. */
export function useNextNumber(key: (date: string) => QueryKey, preview: (date: string) => Promise<string>) {
  const [date] = useState(todayInDhaka);
  const next = useQuery({ queryKey: key(date), queryFn: () => preview(date) });
  return { date, number: next.data ?? '' };
}
