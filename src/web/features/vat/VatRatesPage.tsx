// VAT rates and tax ids: each model's VAT and SD rate and whether it is exempt (its own, or taken from
// its category or the default, shown as what a bill line takes), and customers' and suppliers' BIN or NID.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { errorMessage } from '../../components/api';
import { call, type Endpoint } from '../../components/client';
import { notifySuccess } from '../../components/notify';
import type { ModelRateRow } from '../../../contracts/vat';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, vatApi, vatKeys } from '../../app/queryKeys';

interface PartyTaxRow {
  id: number;
  name: string;
  type: number;
  mobile: string;
  bin: string | null;
  nid: string | null;
}

const pct = (v: number | null) => (v === null ? '' : `${v} %`);

/** An edit modal's save: the call, the lists it refreshes, the field an error names. */
function useSave() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string }>();
  const save = async (write: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await write();
      await afterWrite(qc, 'vatRate');
      notifySuccess('Saved');
      done();
    } catch (e) {
      setError({ message: errorMessage(e), field: (e as { field?: string }).field });
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, save, fieldError: (f: string) => (error?.field === f ? error.message : undefined), reset: () => setError(undefined) };
}

/** A row's edit modal: the row being edited (none: closed), its draft, and its save. */
function useRowEdit<R, D>(blank: D, draftOf: (row: R) => D) {
  const [row, setRow] = useState<R | null>(null);
  const [draft, setDraft] = useState<D>(blank);
  const save = useSave();
  const open = (r: R) => {
    save.reset();
    setRow(r);
    setDraft(draftOf(r));
  };
  return { row, draft, setDraft, save, open, close: () => setRow(null) };
}

interface RowEditModalProps {
  edit: { row: unknown; save: { busy: boolean }; close: () => void };
  title: string;
  onSave: () => void;
  children: React.ReactNode;
}

/** The edit modal of a row: its fields, then Save. */
function RowEditModal({ edit, title, onSave, children }: RowEditModalProps) {
  return (
    <Modal opened={!!edit.row} onClose={edit.close} title={title}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button loading={edit.save.busy} onClick={onSave}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A searchable list of one of the VAT lists, with Load more. */
function SearchedList<T extends { id: number }>({ route, placeholder, columns }: { route: Endpoint; placeholder: string; columns: Column<T>[] }) {
  // each tab's search and rows shown have their own keys in the address
  const key = route === vatApi.vatParties ? 'party' : 'model';
  const [search, setSearch] = useUrlParam(`${key}Search`);
  const list = useLoadMore<T>(route, { search }, { key: vatKeys.rateList(route.path), rowsKey: 'result', urlKey: `${key}Limit` });
  return (
    <>
      <TextInput placeholder={placeholder} leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={320} />
      <DataTable rows={list.rows} rowKey={(r) => r.id} loading={list.isLoading} columns={columns} />
      <LoadMore list={list} />
    </>
  );
}

function ModelRates() {
  const edit = useRowEdit({ vat: '', sd: '', exempt: false }, (r: ModelRateRow) => ({
    vat: r.vat_rate === null ? '' : String(r.vat_rate),
    sd: r.sd_rate === null ? '' : String(r.sd_rate),
    exempt: !!r.vat_exempt,
  }));
  const { draft, setDraft, save: s } = edit;
  return (
    <Stack>
      <SearchedList<ModelRateRow>
        route={vatApi.vatRates}
        placeholder="Search by model or category"
        columns={[
          { label: 'Model', cell: 'name' },
          { label: 'Category', cell: (r: ModelRateRow) => r.category ?? '' },
          { label: 'Own VAT', cell: (r: ModelRateRow) => pct(r.vat_rate), align: 'right' },
          { label: 'Own SD', cell: (r: ModelRateRow) => pct(r.sd_rate), align: 'right' },
          {
            label: 'A bill line takes',
            cell: (r: ModelRateRow) =>
              r.effective_exempt ? <Badge color="gray">Exempt</Badge> : `VAT ${r.effective_vat_rate} %${r.effective_sd_rate ? ` · SD ${r.effective_sd_rate} %` : ''}`,
          },
          {
            label: 'Action',
            width: 70,
            cell: (r: ModelRateRow) => (
              <Tooltip label="Edit rates">
                <ActionIcon variant="subtle" aria-label={`Edit rates of ${r.name}`} onClick={() => edit.open(r)}>
                  <IconEdit size={16} />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]}
      />
      <RowEditModal
        edit={edit}
        title={`VAT rates of ${edit.row?.name ?? ''}`}
        onSave={() =>
          edit.row &&
          s.save(() => call(vatApi.vatRatesModel, { params: { id: edit.row!.id }, body: { vat_rate: draft.exempt || draft.vat === '' ? undefined : Number(draft.vat), sd_rate: draft.sd === '' ? undefined : Number(draft.sd), vat_exempt: draft.exempt } }), edit.close)
        }
      >
        <Text size="sm" c="dimmed">
          Leave a rate empty to take the category's, or the default.
        </Text>
        <NumberInput label="VAT rate (%)" value={draft.vat} onChange={(x) => setDraft({ ...draft, vat: String(x) })} min={0} max={100} decimalScale={2} error={s.fieldError('vat_rate')} disabled={draft.exempt} />
        <NumberInput label="Supplementary duty rate (%)" value={draft.sd} onChange={(x) => setDraft({ ...draft, sd: String(x) })} min={0} max={100} decimalScale={2} error={s.fieldError('sd_rate')} />
        <Checkbox label="Exempt from VAT" checked={draft.exempt} onChange={(e) => setDraft({ ...draft, exempt: e.currentTarget.checked })} />
        {s.error && !s.error.field && <Text c="red">{s.error.message}</Text>}
      </RowEditModal>
    </Stack>
  );
}

function PartyTaxIds() {
  const edit = useRowEdit({ bin: '', nid: '' }, (r: PartyTaxRow) => ({ bin: r.bin ?? '', nid: r.nid ?? '' }));
  const { draft, setDraft, save: s } = edit;
  return (
    <Stack>
      <SearchedList<PartyTaxRow>
        route={vatApi.vatParties}
        placeholder="Search by name, mobile, BIN or NID"
        columns={[
          { label: 'Name', cell: 'name' },
          { label: 'Type', cell: (r: PartyTaxRow) => (r.type === 1 ? 'Customer' : r.type === 2 ? 'Supplier' : 'Both'), width: 110 },
          { label: 'Mobile', cell: 'mobile', width: 140 },
          { label: 'BIN', cell: (r: PartyTaxRow) => r.bin ?? '', width: 160 },
          { label: 'NID', cell: (r: PartyTaxRow) => r.nid ?? '', width: 180 },
          {
            label: 'Action',
            width: 70,
            cell: (r: PartyTaxRow) => (
              <ActionIcon variant="subtle" aria-label={`Edit tax ids of ${r.name}`} onClick={() => edit.open(r)}>
                <IconEdit size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
      <RowEditModal edit={edit} title={`BIN or NID of ${edit.row?.name ?? ''}`} onSave={() => edit.row && s.save(() => call(vatApi.putVatParty, { params: { id: edit.row!.id }, body: draft }), edit.close)}>
        <TextInput label="BIN" description="13 digits" value={draft.bin} onChange={(e) => setDraft({ ...draft, bin: e.currentTarget.value.trim() })} error={s.fieldError('bin')} maxLength={16} />
        <TextInput label="NID" description="10, 13 or 17 digits" value={draft.nid} onChange={(e) => setDraft({ ...draft, nid: e.currentTarget.value.trim() })} error={s.fieldError('nid')} maxLength={17} />
      </RowEditModal>
    </Stack>
  );
}

export default function VatRatesPage() {
  const [tab, setTab] = useUrlParam('tab', 'models');
  return (
    <Stack>
      <PageHeader title="VAT Rates and Tax IDs" />
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'models')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="models">Models</Tabs.Tab>
          <Tabs.Tab value="parties">Customers and suppliers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="models" pt="sm">
          <ModelRates />
        </Tabs.Panel>
        <Tabs.Panel value="parties" pt="sm">
          <PartyTaxIds />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
