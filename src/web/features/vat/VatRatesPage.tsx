// VAT rates and tax ids: each model's VAT and SD rate and whether it is exempt (its own, or taken from
// its category or the default, shown as what a bill line takes), and customers' and suppliers' BIN or NID.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { api, errorMessage } from '../../components/api';
import { notifySuccess } from '../../components/notify';
import type { ModelRateRow } from '../../../contracts/vat';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, vatKeys } from '../../app/queryKeys';

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
  const save = async (url: string, body: object, done: () => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await api.put(url, body);
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

/** A searchable list of one of the VAT lists, with Load more. */
function SearchedList<T extends { id: number }>({ path, placeholder, columns }: { path: string; placeholder: string; columns: Column<T>[] }) {
  // each tab's search and rows shown have their own keys in the address
  const key = path === '/vat/parties' ? 'party' : 'model';
  const [search, setSearch] = useUrlParam(`${key}Search`);
  const list = useLoadMore<T>(path, { search }, { key: vatKeys.rateList(path), rowsKey: 'result', urlKey: `${key}Limit` });
  return (
    <>
      <TextInput placeholder={placeholder} leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={320} />
      <DataTable rows={list.rows} rowKey={(r) => r.id} loading={list.isLoading} columns={columns} />
      <LoadMore list={list} />
    </>
  );
}

function ModelRates() {
  const [edit, setEdit] = useState<ModelRateRow | null>(null);
  const [draft, setDraft] = useState<{ vat: string; sd: string; exempt: boolean }>({ vat: '', sd: '', exempt: false });
  const s = useSave();
  const open = (r: ModelRateRow) => {
    s.reset();
    setEdit(r);
    setDraft({ vat: r.vat_rate === null ? '' : String(r.vat_rate), sd: r.sd_rate === null ? '' : String(r.sd_rate), exempt: !!r.vat_exempt });
  };
  return (
    <Stack>
      <SearchedList<ModelRateRow>
        path="/vat/rates"
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
                <ActionIcon variant="subtle" aria-label={`Edit rates of ${r.name}`} onClick={() => open(r)}>
                  <IconEdit size={16} />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]}
      />
      <Modal opened={!!edit} onClose={() => setEdit(null)} title={`VAT rates of ${edit?.name ?? ''}`}>
        <Stack>
          <Text size="sm" c="dimmed">
            Leave a rate empty to take the category's, or the default.
          </Text>
          <NumberInput label="VAT rate (%)" value={draft.vat} onChange={(x) => setDraft({ ...draft, vat: String(x) })} min={0} max={100} decimalScale={2} error={s.fieldError('vat_rate')} disabled={draft.exempt} />
          <NumberInput label="Supplementary duty rate (%)" value={draft.sd} onChange={(x) => setDraft({ ...draft, sd: String(x) })} min={0} max={100} decimalScale={2} error={s.fieldError('sd_rate')} />
          <Checkbox label="Exempt from VAT" checked={draft.exempt} onChange={(e) => setDraft({ ...draft, exempt: e.currentTarget.checked })} />
          {s.error && !s.error.field && <Text c="red">{s.error.message}</Text>}
          <Group justify="flex-end">
            <Button
              loading={s.busy}
              onClick={() =>
                edit &&
                s.save(`/vat/rates/model/${edit.id}`, { vat_rate: draft.exempt || draft.vat === '' ? undefined : Number(draft.vat), sd_rate: draft.sd === '' ? undefined : Number(draft.sd), vat_exempt: draft.exempt }, () =>
                  setEdit(null),
                )
              }
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PartyTaxIds() {
  const [edit, setEdit] = useState<PartyTaxRow | null>(null);
  const [draft, setDraft] = useState({ bin: '', nid: '' });
  const s = useSave();
  return (
    <Stack>
      <SearchedList<PartyTaxRow>
        path="/vat/parties"
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
              <ActionIcon
                variant="subtle"
                aria-label={`Edit tax ids of ${r.name}`}
                onClick={() => {
                  s.reset();
                  setEdit(r);
                  setDraft({ bin: r.bin ?? '', nid: r.nid ?? '' });
                }}
              >
                <IconEdit size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
      <Modal opened={!!edit} onClose={() => setEdit(null)} title={`BIN or NID of ${edit?.name ?? ''}`}>
        <Stack>
          <TextInput label="BIN" description="13 digits" value={draft.bin} onChange={(e) => setDraft({ ...draft, bin: e.currentTarget.value.trim() })} error={s.fieldError('bin')} maxLength={13} />
          <TextInput label="NID" description="10, 13 or 17 digits" value={draft.nid} onChange={(e) => setDraft({ ...draft, nid: e.currentTarget.value.trim() })} error={s.fieldError('nid')} maxLength={17} />
          <Group justify="flex-end">
            <Button loading={s.busy} onClick={() => edit && s.save(`/vat/party/${edit.id}`, draft, () => setEdit(null))}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
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
