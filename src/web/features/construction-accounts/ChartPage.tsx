// The list screen of one level of the construction chart (group, main head, sub head): SL/NO., Name
// (and its parent's name), Action (edit, delete), search, Add New and Edit modals, Load more.
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { RowActions } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import type { Endpoint } from '../../components/client';
import { notifySuccess } from '../../components/notify';
import { refreshChart } from './api';
import { useUrlParam } from '../../components/useUrlState';
import { projectChartKeys } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';

interface Named {
  id: number;
  name: string;
}

export interface ChartLevel<T extends Named> {
  title: string;
  /** The level's routes (projectChartApi): its list; a record saved (created without an id) and deleted. */
  calls: { list: Endpoint; save: (id: number | null, body: Record<string, unknown>) => Promise<unknown>; remove: (id: number) => Promise<unknown> };
  /** The spec's messages: the name left empty, a record created, a record updated. */
  messages: { nameRequired: string; created: string; updated: string };
  /** The level above (a main head's group, a sub head's main head). */
  parent?: {
    key: keyof T & string;
    label: string;
    required: string;
    nameKey: keyof T & string;
    options: () => UseQueryResult<Named[]>;
  };
  /** A choice kept with the name (a group's nature): shown as a column and picked in the form. */
  choice?: {
    key: keyof T & string;
    label: string;
    data: { value: string; label: string }[];
    /** What a new record takes until the user picks: read from its name. */
    guess: (name: string) => string;
    description: string;
  };
}

type Draft = { id: number | null; name: string; parent: number | null; choice: string | null };

export function ChartPage<T extends Named>({ level }: { level: ChartLevel<T> }) {
  const [search, setSearch] = useUrlParam('search');
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useLoadMore<T>(level.calls.list, { search }, { key: projectChartKeys.levelList(level.calls.list.path), rowsKey: 'result' });
  const qc = useQueryClient();
  const parent = level.parent;

  const choice = level.choice;
  const open = (row?: T) =>
    setDraft({
      id: row?.id ?? null,
      name: row?.name ?? '',
      parent: row && parent ? Number(row[parent.key]) : null,
      choice: row && choice ? String(row[choice.key]) : null,
    });
  const remove = (row: T) =>
    confirmRemove(`Are you sure you want to delete ${row.name}?`, async () => {
      await level.calls.remove(row.id);
      notifySuccess('Deleted successfully');
      refreshChart(qc);
    });

  const columns = [
    { label: 'SL/NO.', cell: (_: T, i: number) => i + 1, width: 80 },
    { label: 'Name', cell: 'name' as const },
    ...(parent ? [{ label: parent.label, cell: parent.nameKey }] : []),
    ...(choice
      ? [{ label: choice.label, width: 160, cell: (row: T) => choice.data.find((d) => d.value === String(row[choice.key]))?.label ?? String(row[choice.key]) }]
      : []),
    {
      label: 'Action',
      width: 110,
      cell: (row: T) => <RowActions name={row.name} onEdit={() => open(row)} onDelete={() => remove(row)} />,
    },
  ];

  return (
    <Stack>
      <PageHeader title={level.title}>
        <Button onClick={() => open()}>Add New</Button>
      </PageHeader>
      <SearchInput placeholder="Search" value={search} onChange={setSearch} maw={320} aria-label="Search" />
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} />
      <Modal opened={!!draft} onClose={() => setDraft(null)} title={draft?.id ? `Edit ${level.title}` : `Add ${level.title}`}>
        {draft && (
          <ChartForm
            level={level}
            draft={draft}
            onDone={() => {
              setDraft(null);
              refreshChart(qc);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ChartForm<T extends Named>({ level, draft, onDone }: { level: ChartLevel<T>; draft: Draft; onDone: () => void }) {
  const [v, setV] = useState(draft);
  const [errors, setErrors] = useState<{ name?: string; parent?: string }>({});
  const { busy, run } = useSaving();
  const parent = level.parent;
  const choice = level.choice;
  const options = parent?.options();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: typeof errors = {};
    if (parent && !v.parent) errs.parent = parent.required;
    if (!v.name.trim()) errs.name = level.messages.nameRequired;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const body = { name: v.name, ...(parent ? { [parent.key]: v.parent } : {}), ...(choice ? { [choice.key]: v.choice ?? choice.guess(v.name) } : {}) };
    await run(async () => {
      await level.calls.save(v.id, body);
      notifySuccess(v.id ? level.messages.updated : level.messages.created);
      onDone();
    }, 'Something went wrong');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {parent && (
          <Select
            label={parent.label}
            required
            searchable
            data={(options?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={v.parent ? String(v.parent) : null}
            onChange={(x) => {
              setV({ ...v, parent: x ? Number(x) : null });
              setErrors({ ...errors, parent: undefined });
            }}
            error={errors.parent}
            autoFocus
          />
        )}
        <TextInput
          label="Name"
          required
          value={v.name}
          onChange={(e) => {
            setV({ ...v, name: e.currentTarget.value });
            setErrors({ ...errors, name: undefined });
          }}
          error={errors.name}
          autoFocus={!parent}
          data-autofocus
        />
        {choice && (
          <Select
            label={choice.label}
            description={choice.description}
            data={choice.data}
            value={v.choice ?? choice.guess(v.name)}
            onChange={(x) => setV({ ...v, choice: x })}
            allowDeselect={false}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {busy ? 'Loading...' : v.id ? 'Update' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
