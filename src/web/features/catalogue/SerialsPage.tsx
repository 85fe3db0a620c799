// /product-management-serial: every serial with its model and state; search, 50 rows and Load more.
// Serials added here join the model's opening stock; an in-stock opening serial can be deleted.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Select, Stack, TagsInput } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { SearchInput } from '../../components/SearchInput';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { useEditing } from '../../components/useEditing';
import { EditModal } from '../../components/EditModal';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { emptyModelChoice, ModelPicker, StockBadge, type ModelChoice } from '../../components/pickers';
import { SERIAL_STATUS_NAMES } from '../../../contracts/catalogue';
import { addSerials, deleteSerial, useRefreshCatalogue, type Model, type Serial } from './api';
import { RowActions } from '../../components/RowActions';
import { useUrlChoice, useUrlParam } from '../../components/useUrlState';
import { catalogueKeys } from '../../app/queryKeys';
import { FormButtons } from '../../components/FormButtons';
import { catalogueApi } from '../../app/queryKeys/catalogue';

const STATUS_COLOR: Record<number, string> = { 1: 'teal', 2: 'blue', 3: 'orange' };
const SOURCE: Record<string, string> = { model_opening: 'Opening', purchase: 'Purchase' };

function AddSerialsForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const [choice, setChoice] = useState<ModelChoice>(emptyModelChoice);
  const [model, setModel] = useState<Model | null>(null);
  const [serials, setSerials] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const { busy, submit: save } = useSaving(
    async (modelId: number) => {
      await addSerials(modelId, serials);
      notifySuccess('Serial added successfully');
      onSaved();
    },
    { failure: 'Something went wrong', onRefused: (err) => setError(err.message) },
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!choice.modelId) return setError('Please select model');
    if (serials.length === 0) return setError('Serial input cannot be empty.');
    void save(choice.modelId);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ModelPicker value={choice} onChange={setChoice} onModel={setModel} />
        <StockBadge model={model} />
        {model && model.srl_avl !== 1 && (
          <Alert color="yellow" title="Not serial-tracked">
            {model.name} does not track serials. Tick Serial tracked on the model first.
          </Alert>
        )}
        {model && model.srl_avl === 1 && (
          <Alert color="blue">
            Serials added here join the opening stock of {model.name} at its opening rate of {money(model.open_rate)}: each one raises the opening quantity by
            one.
          </Alert>
        )}
        <TagsInput
          label="Serials"
          placeholder="Type a serial and press Enter"
          splitChars={[',', ' ']}
          clearable
          value={serials}
          error={error}
          onChange={(s) => {
            setSerials(s);
            setError(undefined);
          }}
        />
        <FormButtons busy={busy} label="Save" onCancel={onCancel} disabled={model?.srl_avl === 0} />
      </Stack>
    </form>
  );
}

export default function SerialsPage() {
  const [search, setSearch] = useUrlParam('search');
  const [status, setStatus] = useUrlChoice('status');
  const list = useLoadMore<Serial>(catalogueApi.modelSerialAll, { search, status }, { key: catalogueKeys.serials });
  const refresh = useRefreshCatalogue();
  const { editing, setEditing, close, saved } = useEditing<never>(refresh);

  const remove = (s: Serial) =>
    confirmRemove(
      `Are you sure you want to delete serial ${s.sl_no}?`,
      async () => {
        await deleteSerial(s.id);
        notifySuccess('Serial deleted successfully');
        refresh();
      },
      'Failed to delete serial',
    );

  const columns: Column<Serial>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
    { label: 'Serial No', cell: 'sl_no' },
    { label: 'Model', cell: 'model_name' },
    { label: 'Category', cell: (s) => s.cat_name ?? '' },
    { label: 'Brand', cell: (s) => s.brand_name ?? '' },
    {
      label: 'Status',
      cell: (s) => (
        <Badge variant="light" color={STATUS_COLOR[s.status]}>
          {SERIAL_STATUS_NAMES[s.status as 1 | 2 | 3]}
        </Badge>
      ),
    },
    { label: 'Entered By', cell: (s) => SOURCE[s.in_source_type] ?? s.in_source_type },
    { label: 'Date', cell: (s) => displayDate(todayInDhaka(new Date(s.created_at))) },
    { label: 'Action', width: 70, cell: (s) => (s.status === 1 ? <RowActions name={s.sl_no} onDelete={() => remove(s)} /> : null) },
  ];

  return (
    <Stack>
      <PageHeader title="Model Serials">
        <Button onClick={() => setEditing('new')}>Add Serial</Button>
      </PageHeader>
      <Group align="end" className="no-print">
        <SearchInput label="Search" placeholder="Serial, model, brand..." value={search} onChange={setSearch} w={260} />
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={Object.entries(SERIAL_STATUS_NAMES).map(([value, label]) => ({ value, label }))}
          value={status}
          onChange={setStatus}
          w={200}
        />
      </Group>
      <ListTable list={list} columns={columns} rowKey={(s) => s.id} />
      <EditModal editing={editing} onClose={close} newTitle="Add Serial" size="xl">
        {() => <AddSerialsForm onCancel={close} onSaved={saved} />}
      </EditModal>
    </Stack>
  );
}
