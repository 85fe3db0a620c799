// Warranty reports (/warranty/reports): open claims by age and state, claims per supplier with
// turnaround days, failure rate per model, and units awaiting pickup.
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { callQuery } from '../../components/client';
import { displayDate } from '../../components/format';
import { warrantyApi, warrantyKeys } from '../../app/queryKeys';

function Sheet({ title, head, rows }: { title: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Table.ScrollContainer minWidth={500}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                {r.map((c, j) => (
                  <Table.Td key={j}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={head.length}>None</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

export default function WarrantyReportsPage() {
  const r = useQuery(callQuery(warrantyKeys.reports, warrantyApi.reports, {})).data;
  return (
    <Stack>
      <PageHeader title="Warranty Reports" />
      {r && (
        <>
          <Sheet
            title="Open claims by age"
            head={['State', '0–7 days', '8–15', '16–30', 'Over 30', 'Total']}
            rows={r.open.map((o) => [o.state, o.d0_7, o.d8_15, o.d16_30, o.over30, o.total])}
          />
          <Sheet
            title="Claims per supplier"
            head={['Supplier', 'Sent', 'Back', 'Still out', 'Average days', 'Longest']}
            rows={r.suppliers.map((s) => [s.supplier, s.sent, s.back, s.out, s.avg_days ?? '-', s.max_days ?? '-'])}
          />
          <Sheet
            title="Failure rate"
            head={['Model', 'Brand', 'Sold', 'Claims', 'Rate %']}
            rows={r.failure.map((f) => [f.model, f.brand, f.sold, f.claims, f.rate.toFixed(2)])}
          />
          <Sheet
            title="Awaiting pickup"
            head={['Job No', 'Serial', 'Model', 'Customer', 'Mobile', 'Back since', 'Days']}
            rows={r.awaiting.map((a) => [
              <Anchor key={a.id} component={Link} to={`/warranty/claim?id=${a.id}`}>
                {a.claim_no}
              </Anchor>,
              a.sl_no,
              a.model,
              a.customer ?? '',
              a.contact_mobile,
              displayDate(a.since),
              a.days,
            ])}
          />
        </>
      )}
    </Stack>
  );
}
