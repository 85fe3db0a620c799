// /construction/transaction: Track Returnable Transactions. The form adds or edits; the list shows
// every transaction (receive in green, payment in red) with Total Receive, Total Payment and the
// Balance (green at zero or above, red below). After each add, update or delete the list is fetched again.
import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { confirmDelete } from '../../components/confirm';
import { RowActions } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { errorMessage } from '../../components/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { deleteTodo, saveTodo, TODO_MESSAGES, TODOS_PATH, type TodoFormValues, type TodoRow, type TodoSummary } from './api';
import { TodoForm } from './TodoForm';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, todoKeys } from '../../app/queryKeys';

const emptyForm = (): TodoFormValues => ({ description: '', amount: '', type: 'receive', date: todayInDhaka() });
const colorOf = (type: TodoRow['type']) => (type === 'receive' ? 'green' : 'red');
const failed = (e: unknown, fallback: string) => notifyError(new Error([fallback, errorMessage(e, '')].filter(Boolean).join(' ')));

export default function TransactionsPage() {
  const [form, setForm] = useState<TodoFormValues>(emptyForm);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useUrlParam('search');
  const list = useLoadMore<TodoRow>(TODOS_PATH, { search }, { key: todoKeys.list, rowsKey: 'result.todos' });
  const summary = (list.body?.result as { summary?: TodoSummary } | undefined)?.summary;
  const qc = useQueryClient();
  const refetch = () => afterWrite(qc, 'todo');

  const reset = () => {
    setForm(emptyForm());
    setEditingId(null);
  };
  const submit = async () => {
    setBusy(true);
    try {
      const r = await saveTodo(editingId, form);
      if (r.result.affectedRows) notifySuccess(editingId ? TODO_MESSAGES.updated : TODO_MESSAGES.added);
      reset();
      await refetch();
    } catch (e) {
      failed(e, 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };
  const edit = (r: TodoRow) => {
    setEditingId(r.id);
    setForm({ description: r.description, amount: String(r.amount), type: r.type, date: r.date });
  };
  const remove = (r: TodoRow) =>
    confirmDelete(`Are you sure you want to delete the transaction: "${r.description}"?`, async () => {
      try {
        const res = await deleteTodo(r.id);
        if (res.result.affectedRows) notifySuccess(TODO_MESSAGES.deleted);
        if (editingId === r.id) reset();
        await refetch();
      } catch (e) {
        failed(e, 'Delete failed!');
      }
    });

  const columns: Column<TodoRow>[] = [
    { label: '#', cell: (_, i) => i + 1, width: 60 },
    { label: 'Date', cell: (r) => displayDate(r.date) },
    { label: 'Description', cell: 'description' },
    {
      label: 'Type',
      cell: (r) => (
        <Text c={colorOf(r.type)} size="sm" tt="capitalize">
          {r.type}
        </Text>
      ),
    },
    {
      label: 'Amount',
      cell: (r) => (
        <Text c={colorOf(r.type)} size="sm" fw={600}>
          {money(r.amount)}
        </Text>
      ),
      align: 'right',
    },
    {
      label: 'Action',
      width: 100,
      cell: (r) => <RowActions name={r.description} onEdit={() => edit(r)} onDelete={() => remove(r)} />,
    },
  ];

  return (
    <Stack>
      <PageHeader title="Track Returnable Transactions" />
      <TodoForm value={form} onChange={setForm} editing={editingId !== null} busy={busy} onSubmit={submit} onCancel={reset} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Total label="Total Receive" value={summary?.total_receive} color="green" />
        <Total label="Total Payment" value={summary?.total_payment} color="red" />
        <Total label="Balance" value={summary?.total} color={(summary?.total ?? 0) < 0 ? 'red' : 'green'} />
      </SimpleGrid>
      <SearchInput placeholder="Search by description" aria-label="Search transactions" value={search} onChange={setSearch} maw={320} />
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} empty={search.trim() ? 'No transactions found.' : 'No transactions added yet.'} />
    </Stack>
  );
}

function Total({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={color} data-total={label}>
        {money(value ?? 0)}
      </Text>
    </Paper>
  );
}
