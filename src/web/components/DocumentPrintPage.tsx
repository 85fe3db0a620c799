// A document's printed page (bill, quotation, sales return): the A4 page of the document named in
// the address, with an Edit button (the edit screen gets the id as navigation state) and any
// further buttons beside it, and the states before the document is read.
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PrintPage, type PrintPageProps } from './PrintPage';
import { QueryState } from './QueryState';

export function DocumentPrintPage<T>({
  doc: { id, query },
  editTo,
  before,
  after,
  unchosen,
  children,
  ...page
}: Omit<PrintPageProps, 'actions' | 'children'> & {
  /** The document's id and its read (`useDocQuery`). */
  doc: { id: number | null; query: UseQueryResult<T, Error> };
  editTo: string;
  /** Buttons before and after Edit, once a document is chosen. */
  before?: React.ReactNode;
  after?: React.ReactNode;
  unchosen: string;
  children: (data: T) => React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <PrintPage
      {...page}
      actions={
        id ? (
          <>
            {before}
            <Button variant="default" onClick={() => navigate(editTo, { state: { id } })}>
              Edit
            </Button>
            {after}
          </>
        ) : undefined
      }
    >
      <QueryState query={query} chosen={!!id} unchosen={unchosen}>
        {children}
      </QueryState>
    </PrintPage>
  );
}
