// The audit log: who changed what and when, with the values before and after (admin only, read only).
import { Code, Group, Select, Stack, Table, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ListFilters, useListFilters } from '../../components/ListFilters';
import { useLoadMore } from '../../components/useLoadMore';
import { ListTable } from '../../components/ListTable';
import { displayDate, displayTime } from '../../components/format';
import type { AuditEntry } from '../../../contracts/audit';
import { useUrlChoice } from '../../components/useUrlState';
import { auditLogKeys } from '../../app/queryKeys';
import { auditApi } from '../../app/queryKeys/settings';

const ACTIONS = [
  { value: 'insert', label: 'Created' },
  { value: 'update', label: 'Edited' },
  { value: 'delete', label: 'Deleted' },
];

/** The fields that changed, as "field: before → after". */
function Changes({ e }: { e: AuditEntry }) {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])].filter(
    (k) => JSON.stringify(e.before?.[k]) !== JSON.stringify(e.after?.[k]) && k !== 'created_at',
  );
  return (
    <Table withRowBorders={false} fz="xs" verticalSpacing={0}>
      <Table.Tbody>
        {keys.slice(0, 12).map((k) => (
          <Table.Tr key={k}>
            <Table.Td fw={600} w={120}>
              {k}
            </Table.Td>
            <Table.Td>
              {e.before && <Code c="red">{JSON.stringify(e.before[k])}</Code>}
              {e.before && e.after && ' → '}
              {e.after && <Code c="teal">{JSON.stringify(e.after[k])}</Code>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function AuditLogPage() {
  const [filters, setFilters] = useListFilters();
  const [action, setAction] = useUrlChoice('action');
  const list = useLoadMore<AuditEntry>(auditApi.auditLog, { ...filters, action }, { key: auditLogKeys.list });
  return (
    <Stack>
      <PageHeader title="Audit Log" />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Table or record no. (values: pick dates)">
        <Select label="Action" data={ACTIONS} value={action} onChange={setAction} clearable w={140} />
      </ListFilters>
      <ListTable
        list={list}
        rowKey={(r) => r.id}
        empty="No data available"
        columns={[
          { label: 'When', cell: (r) => `${displayDate(r.at.slice(0, 10))} ${displayTime(r.at)}`, width: 150 },
          { label: 'Who', cell: (r) => r.user_name ?? <Text c="dimmed">system</Text>, width: 120 },
          { label: 'Action', cell: (r) => ACTIONS.find((a) => a.value === r.action)?.label ?? r.action, width: 80 },
          {
            label: 'Record',
            cell: (r) => (
              <Group gap={4}>
                {r.table_name} #{r.row_id}
              </Group>
            ),
            width: 160,
          },
          { label: 'Changes', cell: (r) => <Changes e={r} /> },
        ]}
      />
    </Stack>
  );
}
