// A document screen's writes: saving (its toast, what it changes, then the saved document's page)
// and deleting the whole document (asked twice, then back to its list).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { afterWrite, type Write } from '../app/queryKeys';
import { confirmDeleteDocument } from './confirm';
import { notifySuccess } from './notify';
import { useSaving } from './useSaving';

export function useSaveDocument<V, R>(
  save: (values: V) => Promise<R>,
  { success, write, open, failure }: { success: string; write: Write; open: (saved: R) => string; failure?: string },
) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useSaving(
    async (values: V) => {
      const saved = await save(values);
      notifySuccess(success);
      void afterWrite(qc, write);
      navigate(open(saved));
    },
    { failure },
  );
}

/** `keep`: the deleted document's own query, which must not be fetched again. */
export function useDeleteDocument(
  question: string,
  remove: () => Promise<unknown>,
  { list, write, keep, failure }: { list: string; write: Write; keep: QueryKey; failure?: string },
) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return () =>
    confirmDeleteDocument(
      question,
      remove,
      () => {
        navigate(list);
        void afterWrite(qc, write, { keep });
      },
      failure,
    );
}
