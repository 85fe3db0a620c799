// /serial-history?sl_no=: a serial (IMEI) looked up by its number, and its whole story: bought from
// whom on which purchase (or opening stock), sold to whom on which bill with the warranty and the day
// it runs to, returned, returned to the supplier. Each document opens from its number.
import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { call } from '../../components/client';
import { searchApi, searchKeys } from '../../app/queryKeys/search';
import { displayDate } from '../../components/format';
import { useUrlParam } from '../../components/useUrlState';
import type { SerialEvent } from '../../../contracts/search';

const KIND: Record<SerialEvent['kind'], { label: string; color: string; to?: (id: number) => string }> = {
  opening: { label: 'Opening stock', color: 'gray' },
  bought: { label: 'Bought', color: 'teal', to: (id) => `/purchase-report?id=${id}` },
  sold: { label: 'Sold', color: 'blue', to: (id) => `/sales-report?id=${id}` },
  returned: { label: 'Returned by the customer', color: 'orange', to: (id) => `/sales/bill-return-view?id=${id}` },
  returned_to_supplier: { label: 'Returned to the supplier', color: 'red', to: (id) => `/purchase-return-report?id=${id}` },
};
const STATE = { in_stock: ['In stock', 'teal'], sold: ['Sold', 'blue'], returned: ['Returned to the supplier', 'red'] } as const;

export default function SerialHistoryPage() {
  const [slNo, setSlNo] = useUrlParam('sl_no');
  const [text, setText] = useState(slNo);
  const found = useQuery({
    queryKey: searchKeys.serialHistory(slNo),
    queryFn: () => call(searchApi.serialHistory, { query: { sl_no: slNo } }),
    enabled: !!slNo.trim(),
  });
  return (
    <Stack>
      <PageHeader title="Serial History" />
      <TextInput
        label="Serial or IMEI"
        placeholder="Scan or type a serial, Enter"
        leftSection={<IconBarcode size={16} />}
        maw={360}
        value={text}
        autoFocus
        autoComplete="off"
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && setSlNo(text.trim())}
      />
      {found.data?.data.length === 0 && <Alert color="yellow">No serial {slNo} in the books.</Alert>}
      {found.data?.data.map((s) => (
        <Paper key={s.id} withBorder p="md" data-testid="serial-history">
          <Group justify="space-between" mb="sm">
            <Text fw={700}>
              {s.sl_no} · {s.model}
            </Text>
            <Badge color={STATE[s.state][1]} variant="light">
              {STATE[s.state][0]}
            </Badge>
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Party</Table.Th>
                  <Table.Th>Warranty</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.events.map((e, i) => {
                  const k = KIND[e.kind];
                  return (
                    <Table.Tr key={i}>
                      <Table.Td>{displayDate(e.date)}</Table.Td>
                      <Table.Td>
                        <Badge color={k.color} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
                          {k.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {e.doc_id && k.to ? (
                          <Anchor component={Link} to={k.to(e.doc_id)} style={{ whiteSpace: 'nowrap' }}>
                            {e.doc_no}
                          </Anchor>
                        ) : (
                          e.doc_no
                        )}
                      </Table.Td>
                      <Table.Td>{e.party}</Table.Td>
                      <Table.Td>
                        {e.kind === 'sold' && (e.warranty || '—')}
                        {e.warranty_until && ` (until ${displayDate(e.warranty_until)})`}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
    </Stack>
  );
}
