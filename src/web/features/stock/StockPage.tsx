// Stock screen: search, start and end date, model (All Model), View, Clear, Print Stock; 50 rows and
// Load more; the Grand Total of balance. Stock Report opens one model's stock report for the dates.
import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { LoadMore, PAGE_SIZE, useRowsShown } from '../../components/useLoadMore';
import { notifyError, notifyWarning } from '../../components/notify';
import { stockApi, type ProductsStock, type StockFilter } from './api';
import { StockTable } from './StockTable';
import { StockPrint } from './StockPrint';
import { useUrlParam, useUrlState } from '../../components/useUrlState';
import { catalogueKeys, stockKeys } from '../../app/queryKeys';

/** The stock list, 50 rows at first and 50 more per Load more (the reply carries `result`). */
function useStockList(filter: StockFilter) {
  const { limit, showMore } = useRowsShown(JSON.stringify(filter), PAGE_SIZE);
  const q = useQuery({ queryKey: stockKeys.list(filter, limit), queryFn: () => stockApi.list(filter, limit), placeholderData: keepPreviousData });
  const rows = q.data?.result ?? [];
  const total = q.data?.total ?? 0;
  return {
    rows,
    total,
    grandTotal: q.data?.grandTotal ?? 0,
    isLoading: q.isLoading,
    isFetching: q.isFetching,
    hasMore: rows.length < total,
    loadMore: showMore,
  };
}

export default function StockPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useUrlParam('search');
  // the filters applied live in the address (Back, a reload, a shared link); the fields start from them
  const [inUrl, setInUrl] = useUrlState({ startDate: '', endDate: '', modelId: '' });
  const applied: StockFilter = {
    startDate: inUrl.startDate || undefined,
    endDate: inUrl.endDate || undefined,
    modelId: inUrl.modelId ? Number(inUrl.modelId) : undefined,
  };
  const setApplied = (f: StockFilter) => setInUrl({ startDate: f.startDate ?? '', endDate: f.endDate ?? '', modelId: f.modelId ? String(f.modelId) : '' });
  const [start, setStart] = useState(inUrl.startDate);
  const [end, setEnd] = useState(inUrl.endDate);
  const [modelId, setModelId] = useState<string | null>(inUrl.modelId);
  const [printRows, setPrintRows] = useState<ProductsStock | null>(null);
  const [withPrice, setWithPrice] = useState(true);
  const [withBalance, setWithBalance] = useState(true);
  const models = useQuery({ queryKey: catalogueKeys.modelOptions('stock'), queryFn: stockApi.models });
  const filter = { ...applied, search: search.trim() || undefined };
  const list = useStockList(filter);

  const view = () => {
    if (!!start !== !!end) return notifyWarning('Please select both start and end dates');
    setApplied({ startDate: start || undefined, endDate: end || undefined, modelId: modelId ? Number(modelId) : undefined });
  };
  const clear = () => {
    setSearch('');
    setStart('');
    setEnd('');
    setModelId('');
    setApplied({});
  };
  const modelReport = () => {
    if (!start) return notifyWarning('Please select start date');
    if (!end) return notifyWarning('Please select end date');
    if (!modelId) return notifyWarning('Please select model');
    navigate(`/stock-by-model?modelId=${modelId}&startDate=${start}&endDate=${end}`);
  };
  const print = async () => {
    try {
      setPrintRows(await stockApi.list(filter, 999999));
    } catch (e) {
      notifyError(e, 'Something went wrong');
    }
  };

  if (printRows) return <StockPrint data={printRows} price={withPrice} balance={withBalance} range={applied} onClose={() => setPrintRows(null)} />;

  return (
    <Stack>
      <PageHeader title="Stock" />
      <Group align="end" gap="sm" className="no-print">
        <TextInput
          label="Search"
          placeholder="Model, category, brand"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={220}
          autoFocus
        />
        <DateField label="Start date" value={start} onChange={setStart} />
        <DateField label="End date" value={end} onChange={setEnd} />
        <Select
          label="Model"
          searchable
          w={200}
          data={[{ value: '', label: 'All Model' }, ...(models.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))]}
          value={modelId}
          onChange={setModelId}
        />
        <Button onClick={view}>View</Button>
        <Button variant="default" onClick={clear}>
          Clear
        </Button>
      </Group>
      <Group gap="sm" className="no-print">
        <Button variant="light" onClick={modelReport}>
          Stock Report
        </Button>
        <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={print}>
          Print Stock
        </Button>
        <Checkbox label="Price" checked={withPrice} onChange={(e) => setWithPrice(e.currentTarget.checked)} />
        <Checkbox label="Balance" checked={withBalance} onChange={(e) => setWithBalance(e.currentTarget.checked)} />
      </Group>
      <StockTable rows={list.rows} grandTotal={list.grandTotal} loading={list.isLoading} />
      <LoadMore list={list} />
    </Stack>
  );
}
