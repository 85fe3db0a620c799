// The claim desk (issue 44): scan a serial, see its bill, customer, sale date and warranty, and open
// a claim (service job) on it; below, the claims, open ones first.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { SaveButton, enterToNext, useFormShortcuts } from '../../components/keyboard';
import { useSaving } from '../../components/useSaving';
import { notifySuccess } from '../../components/notify';
import { call, callQuery } from '../../components/client';
import { displayDate, todayInDhaka } from '../../components/format';
import { afterWrite, warrantyApi, warrantyKeys } from '../../app/queryKeys';
import { CLAIM_STATE_NAMES, type ClaimState } from '../../../contracts/warranty';
import { lookUpSerial, STATE_COLOR, type WarrantyInfo } from './api';

export default function ClaimDeskPage() {
  const [scan, setScan] = useState('');
  const [matches, setMatches] = useState<WarrantyInfo[] | null>(null);
  const [chosen, setChosen] = useState<WarrantyInfo | null>(null);
  const look = useSaving();
  const find = () =>
    scan.trim() &&
    look.run(async () => {
      const m = await lookUpSerial(scan.trim());
      setMatches(m);
      setChosen(m.length === 1 ? m[0] : null);
    });
  return (
    <Stack>
      <PageHeader title="Claim Desk" />
      <Card withBorder>
        <Group align="end">
          <TextInput
            label="Scan serial"
            placeholder="Scan or type the serial, then Enter"
            value={scan}
            autoFocus
            w={320}
            onChange={(e) => setScan(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
          />
          <SaveButton busy={look.busy} onClick={() => void find()}>
            Look up
          </SaveButton>
        </Group>
        {matches && matches.length === 0 && (
          <Alert color="yellow" mt="sm">
            No serial {scan} is known.
          </Alert>
        )}
        {matches && matches.length > 1 && (
          <Group mt="sm">
            {matches.map((m) => (
              <Anchor key={m.serial_id} onClick={() => setChosen(m)}>
                {m.sl_no} ({m.model})
              </Anchor>
            ))}
          </Group>
        )}
      </Card>
      {chosen && <SerialCard w={chosen} />}
      {chosen && chosen.status === 2 && chosen.sale_id && !chosen.open_claim_id && <ClaimForm w={chosen} key={chosen.serial_id} />}
      <ClaimList />
    </Stack>
  );
}

function SerialCard({ w }: { w: WarrantyInfo }) {
  return (
    <Card withBorder data-testid="serial-warranty">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Text>
          <b>Serial</b> {w.sl_no} · {[w.brand, w.model].filter(Boolean).join(' ')}
        </Text>
        <Text>
          <b>Bill</b> {w.inv_no ? `${w.inv_no} of ${displayDate(w.inv_date)}` : '-----'}
        </Text>
        <Text>
          <b>Customer</b> {w.customer ? `${w.customer}${w.mobile ? ` (${w.mobile})` : ''}` : '-----'}
        </Text>
        <Text>
          <b>Warranty</b> {w.warranty || '-----'}
        </Text>
        <Badge color={w.in_warranty ? 'teal' : 'red'} size="lg" variant="light">
          {w.words}
        </Badge>
        {w.replaces && <Text>Replaced {w.replaces} under a claim</Text>}
      </SimpleGrid>
      {w.open_claim_id && (
        <Alert color="blue" mt="sm">
          Open claim:{' '}
          <Anchor component={Link} to={`/warranty/claim?id=${w.open_claim_id}`}>
            {w.open_claim_no}
          </Anchor>
        </Alert>
      )}
      {w.status !== 2 && (
        <Alert color="yellow" mt="sm">
          This unit is not with a customer: there is no bill to claim on.
        </Alert>
      )}
    </Card>
  );
}

function ClaimForm({ w }: { w: WarrantyInfo }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [f, setF] = useState({
    claim_date: todayInDhaka(),
    problem: '',
    accessories: '',
    contact_name: w.customer ?? '',
    contact_mobile: w.mobile ?? '',
    expected_date: '',
  });
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  const saving = useSaving(async () => {
    const r = await call(warrantyApi.createClaim, { body: { ...f, serial_id: w.serial_id } });
    await afterWrite(qc, 'warranty');
    notifySuccess(r.message);
    navigate(`/warranty/claim?id=${r.id}`);
  });
  const save = () => void saving.submit();
  useFormShortcuts({ save });
  return (
    <Card withBorder onKeyDown={enterToNext}>
      <Text fw={600} mb="xs">
        New claim on {w.sl_no}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField label="Date" value={f.claim_date} onChange={set('claim_date')} />
        <TextInput label="Contact name" value={f.contact_name} onChange={(e) => set('contact_name')(e.currentTarget.value)} />
        <TextInput label="Contact mobile" value={f.contact_mobile} onChange={(e) => set('contact_mobile')(e.currentTarget.value)} />
      </SimpleGrid>
      <TextInput label="Problem" required autoFocus value={f.problem} onChange={(e) => set('problem')(e.currentTarget.value)} mt="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <Textarea label="Accessories received" autosize minRows={1} value={f.accessories} onChange={(e) => set('accessories')(e.currentTarget.value)} />
        <DateField label="Expected date" value={f.expected_date} onChange={set('expected_date')} />
      </SimpleGrid>
      <Group mt="md">
        <SaveButton busy={saving.busy} onClick={save}>
          Open claim
        </SaveButton>
      </Group>
    </Card>
  );
}

function ClaimList() {
  const [state, setState] = useState('open');
  const [q, setQ] = useState('');
  const claims = useQuery({
    ...callQuery(
      warrantyKeys.claims(state, q),
      warrantyApi.listClaims,
      { query: { state: (state === 'all' ? undefined : state) as 'open', q: q || undefined } },
      (r) => r.data,
    ),
  });
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <SegmentedControl
          value={state}
          onChange={setState}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'all', label: 'All' },
          ]}
        />
        <TextInput placeholder="Search claims" value={q} onChange={(e) => setQ(e.currentTarget.value)} w={240} aria-label="Search claims" />
      </Group>
      <Table.ScrollContainer minWidth={700}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job No</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Serial</Table.Th>
              <Table.Th>Model</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Days</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(claims.data ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/warranty/claim?id=${c.id}`}>
                    {c.claim_no}
                  </Anchor>
                </Table.Td>
                <Table.Td>{displayDate(c.claim_date)}</Table.Td>
                <Table.Td>{c.sl_no}</Table.Td>
                <Table.Td>{c.model}</Table.Td>
                <Table.Td>{c.customer}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[c.state]} variant="light">
                    {CLAIM_STATE_NAMES[c.state as ClaimState] ?? c.state}
                  </Badge>
                </Table.Td>
                <Table.Td>{c.age_days}</Table.Td>
              </Table.Tr>
            ))}
            {claims.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>No claims</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
