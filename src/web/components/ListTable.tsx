// A Load-more list's table: the rows shown so far, then the "Load more" bar under them.
import { DataTable, type DataTableProps } from './DataTable';
import { LoadMore, type useLoadMore } from './useLoadMore';

export function ListTable<T>({ list, ...table }: Omit<DataTableProps<T>, 'rows' | 'loading'> & { list: ReturnType<typeof useLoadMore<T>> }) {
  return (
    <>
      <DataTable {...table} rows={list.rows} loading={list.isLoading} />
      <LoadMore list={list} />
    </>
  );
}
