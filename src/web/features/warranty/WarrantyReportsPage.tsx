// Warranty reports (/warranty/reports): open claims by age and state, claims per supplier with
// turnaround days, failure rate per model, and units awaiting pickup; filtered by the claims' dates,
// the supplier and the state, kept in the address.
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { callQuery } from '../../components/client';
import { displayDate } from '../../components/format';
import { warrantyApi, warrantyKeys } from '../../app/queryKeys';
import { DateField } from '../../components/DateField';
import { PartySelect } from '../../components/pickers';
import { useUrlState } from '../../components/useUrlState';
import { CLAIM_STATES, CLAIM_STATE_NAMES, type ClaimState } from '../../../contracts/warranty';

const NO_FILTERS = { startDate: '', endDate: '', supplier: '', state: '' };
type Filters = typeof NO_FILTERS;

function ReportFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const set = (k: keyof Filters) => (v: string | null) => onChange({ ...value, [k]: v ?? '' });
  return (
    <Card withBorder className="no-print">
      <Group align="end" gap="sm">
        <DateField label="Claims from" value={value.startDate} onChange={set('startDate')} clearable />
        <DateField label="Claims to" value={value.endDate} onChange={set('endDate')} clearable />
        <div style={{ width: 240, maxWidth: '100%' }}>
          <PartySelect
            kind="supplier"
            label="Supplier / service centre"
            value={value.supplier ? Number(value.supplier) : null}
            onChange={(id) => set('supplier')(id ? String(id) : '')}
          />
        </div>
        <Select
          label="State"
          placeholder="Any"
          clearable
          w={180}
          data={CLAIM_STATES.map((s) => ({ value: s, label: CLAIM_STATE_NAMES[s] }))}
          value={value.state || null}
          onChange={set('state')}
        />
        <Button variant="default" onClick={() => onChange(NO_FILTERS)}>
          Clear
        </Button>
      </Group>
    </Card>
  );
}

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
  const [f, setF] = useUrlState(NO_FILTERS);
  const backwards = !!f.startDate && !!f.endDate && f.startDate > f.endDate;
  const query = {
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
    supplier_id: f.supplier ? Number(f.supplier) : undefined,
    state: (f.state || undefined) as ClaimState | undefined,
  };
  const r = useQuery({ ...callQuery(warrantyKeys.reports(f), warrantyApi.reports, { query }), enabled: !backwards }).data;
  return (
    <Stack>
      <PageHeader title="Warranty Reports" />
      <ReportFilters value={f} onChange={setF} />
      {backwards && <Text c="red">The start date cannot be after the end date</Text>}
      {r && (
        <>
          <Sheet
            title="Open claims by age"
            head={['State', '0–7 days', '8–15', '16–30', 'Over 30', 'Total']}
            rows={r.open.map((o) => [CLAIM_STATE_NAMES[o.state as ClaimState] ?? o.state, o.d0_7, o.d8_15, o.d16_30, o.over30, o.total])}
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
