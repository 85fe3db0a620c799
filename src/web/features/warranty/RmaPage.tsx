// RMA challans (/warranty/rma): a new challan sending received claims to one supplier or service
// centre, and the challans made.
import { useState } from 'react';
import { useNavigate, Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Card, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { SaveButton, enterToNext, useFormShortcuts } from '../../components/keyboard';
import { useSaving } from '../../components/useSaving';
import { notifySuccess } from '../../components/notify';
import { PartySelect } from '../../components/pickers';
import { call, callQuery } from '../../components/client';
import { displayDate, todayInDhaka } from '../../components/format';
import { afterWrite, warrantyApi, warrantyKeys } from '../../app/queryKeys';

export default function RmaPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const received = useQuery(callQuery(warrantyKeys.claims('received', ''), warrantyApi.listClaims, { query: { state: 'received' } }, (r) => r.data));
  const list = useQuery(callQuery(warrantyKeys.rmaList, warrantyApi.listRma, {}, (r) => r.data));
  const [f, setF] = useState({ supplier_id: null as number | null, rma_date: todayInDhaka(), note: '' });
  const [picked, setPicked] = useState<number[]>([]);
  const saving = useSaving(async () => {
    const r = await call(warrantyApi.createRma, { body: { supplier_id: f.supplier_id ?? '', rma_date: f.rma_date, claim_ids: picked, note: f.note } });
    await afterWrite(qc, 'warranty');
    notifySuccess(r.message);
    navigate(`/warranty/rma-view?id=${r.id}`);
  });
  const save = () => void saving.submit();
  useFormShortcuts({ save });
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <Stack>
      <PageHeader title="RMA Challans" />
      <Card withBorder onKeyDown={enterToNext}>
        <Text fw={600} mb="xs">
          New challan
        </Text>
        <Group align="end">
          <PartySelect kind="supplier" label="Supplier / service centre" value={f.supplier_id} onChange={(v) => setF({ ...f, supplier_id: v })} required />
          <DateField label="Date" value={f.rma_date} onChange={(v) => setF({ ...f, rma_date: v })} />
          <TextInput label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.currentTarget.value })} />
        </Group>
        <Table.ScrollContainer minWidth={600} mt="sm">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Job No</Table.Th>
                <Table.Th>Serial</Table.Th>
                <Table.Th>Model</Table.Th>
                <Table.Th>Supplier (bought from)</Table.Th>
                <Table.Th>Days</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(received.data ?? []).map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Checkbox aria-label={`Send ${c.claim_no}`} checked={picked.includes(c.id)} onChange={() => toggle(c.id)} />
                  </Table.Td>
                  <Table.Td>{c.claim_no}</Table.Td>
                  <Table.Td>{c.sl_no}</Table.Td>
                  <Table.Td>{c.model}</Table.Td>
                  <Table.Td>{c.supplier ?? ''}</Table.Td>
                  <Table.Td>{c.age_days}</Table.Td>
                </Table.Tr>
              ))}
              {received.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>No claim is waiting to be sent</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group mt="sm">
          <SaveButton busy={saving.busy} onClick={save} disabled={!picked.length}>
            Make challan ({picked.length})
          </SaveButton>
        </Group>
      </Card>
      <Card withBorder>
        <Table.ScrollContainer minWidth={500}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Challan No</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Supplier</Table.Th>
                <Table.Th>Units</Table.Th>
                <Table.Th>Still out</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data ?? []).map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/warranty/rma-view?id=${r.id}`}>
                      {r.rma_no}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{displayDate(r.rma_date)}</Table.Td>
                  <Table.Td>{r.supplier}</Table.Td>
                  <Table.Td>{r.units}</Table.Td>
                  <Table.Td>{r.open_units}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
