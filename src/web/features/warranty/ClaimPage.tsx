// One claim (/warranty/claim?id=): the unit, the customer, the warranty, the history of its states
// (date and who), the job card to print, and the next step the claim's state allows.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Badge, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { SaveButton, enterToNext } from '../../components/keyboard';
import { useSaving } from '../../components/useSaving';
import { notifySuccess } from '../../components/notify';
import { useDocId } from '../../components/useDocId';
import { useCompany } from '../../components/useCompany';
import { PartySelect } from '../../components/pickers';
import { call } from '../../components/client';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { afterWrite, warrantyApi, warrantyKeys } from '../../app/queryKeys';
import { CLAIM_STATE_NAMES, type ClaimState } from '../../../contracts/warranty';
import { getClaim, lookUpSerial, STATE_COLOR, type ClaimDetail } from './api';

const stateName = (s: string) => CLAIM_STATE_NAMES[s as ClaimState] ?? (s === 'exchanged' ? 'Unit given from stock' : s);

export default function ClaimPage() {
  const id = useDocId();
  const claim = useQuery({ queryKey: warrantyKeys.claim(id ?? 0), queryFn: () => getClaim(id!), enabled: !!id });
  const company = useCompany();
  const c = claim.data;
  const print = (slip: boolean) => c && import('./warrantyPdf').then((m) => m.downloadJobCard(c, company.data, slip));
  return (
    <Stack>
      <PageHeader title={c ? `Claim ${c.claim_no}` : 'Warranty Claim'} back={{ to: '/warranty/desk', label: 'Claim Desk' }}>
        {c && (
          <>
            <Button variant="default" onClick={() => void print(false)}>
              Job card (A4)
            </Button>
            <Button variant="default" onClick={() => void print(true)}>
              Job slip (80 mm)
            </Button>
          </>
        )}
      </PageHeader>
      {!id && <Text>Open a claim from the Claim Desk.</Text>}
      {c && (
        <>
          <Card withBorder>
            <Group mb="xs">
              <Badge color={STATE_COLOR[c.state]} size="lg" data-testid="claim-state">
                {stateName(c.state)}
              </Badge>
              <Badge color={c.in_warranty ? 'teal' : 'red'} variant="light">
                {c.warranty_words}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Text>
                <b>Serial</b> {c.sl_no} · {[c.brand, c.model].filter(Boolean).join(' ')}
              </Text>
              <Text>
                <b>Bill</b> {c.inv_no ? `${c.inv_no} of ${displayDate(c.inv_date)}` : '-----'}
              </Text>
              <Text>
                <b>Customer</b> {c.customer ?? '-----'}
              </Text>
              <Text>
                <b>Contact</b> {[c.contact_name, c.contact_mobile].filter(Boolean).join(', ')}
              </Text>
              <Text>
                <b>Problem</b> {c.problem}
              </Text>
              <Text>
                <b>Accessories</b> {c.accessories || 'None'}
              </Text>
              <Text>
                <b>Expected</b> {c.expected_date ? displayDate(c.expected_date) : '-----'}
              </Text>
              <Text>
                <b>Supplier</b> {c.supplier ?? '-----'}
              </Text>
              <Text>
                <b>RMA</b>{' '}
                {c.rma_id ? (
                  <Anchor component={Link} to={`/warranty/rma-view?id=${c.rma_id}`}>
                    {c.rma_no}
                  </Anchor>
                ) : (
                  '-----'
                )}
              </Text>
              {c.swap_sl_no && (
                <Text>
                  <b>Given from stock</b> {c.swap_sl_no} on {displayDate(c.swap_date)} (receivable {money(c.receivable)})
                </Text>
              )}
              {c.new_sl_no && (
                <Text>
                  <b>Supplier's replacement</b> {c.new_sl_no}
                </Text>
              )}
              {c.credit_amount !== null && (
                <Text>
                  <b>Supplier's credit</b> {money(c.credit_amount)}
                </Text>
              )}
              {c.charge > 0 && (
                <Text>
                  <b>Service charge</b> {money(c.charge)}
                  {c.bill_id && c.bill_no && (
                    <>
                      {' on bill '}
                      <Anchor component={Link} to={`/sales-report?id=${c.bill_id}`} data-testid="claim-bill">
                        {c.bill_no}
                      </Anchor>
                    </>
                  )}
                </Text>
              )}
            </SimpleGrid>
          </Card>
          <Actions c={c} />
          <Card withBorder>
            <Text fw={600} mb="xs">
              History
            </Text>
            <Table.ScrollContainer minWidth={600}>
              <Table data-testid="claim-history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Note</Table.Th>
                    <Table.Th>Voucher</Table.Th>
                    <Table.Th>By</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {c.events.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{displayDate(e.event_date)}</Table.Td>
                      <Table.Td>{stateName(e.state)}</Table.Td>
                      <Table.Td>{e.note}</Table.Td>
                      <Table.Td>{e.vc_no ?? ''}</Table.Td>
                      <Table.Td>
                        {e.by}{' '}
                        <Text span size="xs" c="dimmed">
                          {e.at}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
    </Stack>
  );
}

/** The steps the claim's state allows. */
function Actions({ c }: { c: ClaimDetail }) {
  const open = c.state === 'received' || c.state === 'sent';
  const deliverable = ['repaired', 'replaced', 'rejected'].includes(c.state) && !c.swap_sl_no;
  if (!open && !deliverable) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: open && c.in_warranty && !c.swap_sl_no ? 2 : 1 }}>
      {open && <BackForm c={c} />}
      {open && c.in_warranty && !c.swap_sl_no && <SwapForm c={c} />}
      {deliverable && <DeliverForm c={c} />}
    </SimpleGrid>
  );
}

function useStep() {
  const qc = useQueryClient();
  return async (message: string) => {
    await afterWrite(qc, 'warranty');
    notifySuccess(message);
  };
}

function BackForm({ c }: { c: ClaimDetail }) {
  const done = useStep();
  const outcomes = c.swap_sl_no ? ['replaced', 'credited'] : c.in_warranty ? ['repaired', 'replaced', 'rejected'] : ['repaired', 'rejected'];
  const [f, setF] = useState({ outcome: outcomes[0], date: todayInDhaka(), new_sl_no: '', credit_amount: '' as number | string, note: '' });
  const saving = useSaving(async () => {
    const r = await call(warrantyApi.returnClaim, {
      params: { id: c.id },
      body: {
        outcome: f.outcome as 'repaired',
        date: f.date,
        new_sl_no: f.outcome === 'replaced' ? f.new_sl_no : undefined,
        credit_amount: f.outcome === 'credited' ? Number(f.credit_amount) : undefined,
        note: f.note || undefined,
      },
    });
    await done(r.message);
  });
  return (
    <Card withBorder onKeyDown={enterToNext}>
      <Text fw={600} mb="xs">
        Back from the supplier
      </Text>
      <Group align="end">
        <Select
          label="Outcome"
          data={outcomes.map((o) => ({ value: o, label: stateName(o) }))}
          value={f.outcome}
          onChange={(v) => v && setF({ ...f, outcome: v })}
          w={200}
          allowDeselect={false}
        />
        <DateField label="Date" value={f.date} onChange={(v) => setF({ ...f, date: v })} />
        {f.outcome === 'replaced' && <TextInput label="New serial" value={f.new_sl_no} onChange={(e) => setF({ ...f, new_sl_no: e.currentTarget.value })} />}
        {f.outcome === 'credited' && (
          <NumberInput label="Credit amount" value={f.credit_amount} onChange={(v) => setF({ ...f, credit_amount: v })} min={0} decimalScale={2} />
        )}
        <TextInput label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.currentTarget.value })} />
        <SaveButton busy={saving.busy} onClick={() => void saving.submit()}>
          Record
        </SaveButton>
      </Group>
    </Card>
  );
}

function SwapForm({ c }: { c: ClaimDetail }) {
  const done = useStep();
  const [f, setF] = useState({ sl_no: '', date: todayInDhaka(), supplier_id: c.supplier_id });
  const saving = useSaving(async () => {
    const unit = (await lookUpSerial(f.sl_no)).find((m) => m.model_id === c.m_id && m.status === 1);
    if (!unit) throw new Error(`No ${c.model} with serial ${f.sl_no} is in stock`);
    const r = await call(warrantyApi.swapClaim, {
      params: { id: c.id },
      body: { serial_id: unit.serial_id, date: f.date, supplier_id: f.supplier_id ?? undefined },
    });
    await done(r.message);
  });
  return (
    <Card withBorder onKeyDown={enterToNext}>
      <Text fw={600} mb="xs">
        Give a unit from stock now
      </Text>
      <Group align="end">
        <TextInput label="Serial from stock" value={f.sl_no} onChange={(e) => setF({ ...f, sl_no: e.currentTarget.value })} />
        <DateField label="Date" value={f.date} onChange={(v) => setF({ ...f, date: v })} />
        <PartySelect kind="supplier" label="Receivable from" value={f.supplier_id} onChange={(v) => setF({ ...f, supplier_id: v })} />
        <SaveButton busy={saving.busy} onClick={() => void saving.submit()}>
          Give unit
        </SaveButton>
      </Group>
    </Card>
  );
}

function DeliverForm({ c }: { c: ClaimDetail }) {
  const done = useStep();
  const [f, setF] = useState({ date: todayInDhaka(), charge: '' as number | string, collect: '' as number | string, note: '' });
  const charged = f.charge !== '' && Number(f.charge) > 0;
  const saving = useSaving(async () => {
    const r = await call(warrantyApi.deliverClaim, {
      params: { id: c.id },
      body: {
        date: f.date,
        charge: f.charge === '' ? undefined : Number(f.charge),
        collect: charged && f.collect !== '' ? Number(f.collect) : undefined,
        note: f.note || undefined,
      },
    });
    await done(r.message);
  });
  return (
    <Card withBorder onKeyDown={enterToNext}>
      <Text fw={600} mb="xs">
        Deliver to the customer
      </Text>
      <Group align="end">
        <DateField label="Date" value={f.date} onChange={(v) => setF({ ...f, date: v })} />
        <NumberInput
          label="Service charge"
          description={c.in_warranty ? 'In warranty: usually none' : 'A bill of the repair service'}
          value={f.charge}
          onChange={(v) => setF({ ...f, charge: v })}
          min={0}
          decimalScale={2}
        />
        {charged && (
          <NumberInput
            label="Collected now (cash)"
            description="The rest stays on the customer's account"
            value={f.collect}
            onChange={(v) => setF({ ...f, collect: v })}
            min={0}
            max={Number(f.charge)}
            decimalScale={2}
          />
        )}
        <TextInput label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.currentTarget.value })} />
        <SaveButton busy={saving.busy} onClick={() => void saving.submit()}>
          Deliver
        </SaveButton>
      </Group>
    </Card>
  );
}
