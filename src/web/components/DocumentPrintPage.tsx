// A document's printed page (bill, quotation, sales return): the A4 page of the document named in
// the address, with an Edit button (the edit screen gets the id as navigation state) and any
// further buttons beside it, and the states before the document is read.
import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PrintPage, type PrintPageProps } from './PrintPage';
import { QueryState } from './QueryState';

type DocumentPageProps<T> = Omit<PrintPageProps, 'actions' | 'children'> & {
  /** The document's id and its read (`useDocQuery`). */
  doc: { id: number | null; query: UseQueryResult<T, Error> };
  editTo: string;
  unchosen: string;
  children: (data: T) => React.ReactNode;
};

/** A purchase's or a purchase return's printed page: an alert until the document is read, then the
 * A4 page with an Edit link (the edit screen gets the id as navigation state) and the document. */
export function DocumentReportPage<T>({ doc: { id, query }, editTo, unchosen, children, ...page }: DocumentPageProps<T>) {
  return (
    <QueryState query={query} chosen={!!id} variant="alert" unchosen={unchosen}>
      {(data) => (
        <PrintPage
          {...page}
          actions={
            <Button variant="default" component={Link} to={editTo} state={{ id }}>
              Edit
            </Button>
          }
        >
          <Stack gap="xs">{children(data)}</Stack>
        </PrintPage>
      )}
    </QueryState>
  );
}

export function DocumentPrintPage<T>({
  doc: { id, query },
  editTo,
  before,
  after,
  unchosen,
  children,
  ...page
}: DocumentPageProps<T> & {
  /** Buttons before and after Edit, once a document is chosen. */
  before?: React.ReactNode;
  after?: React.ReactNode;
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
