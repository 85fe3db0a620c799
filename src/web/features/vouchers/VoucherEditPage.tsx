// Voucher Update Form: the voucher's date and lines, editable; "+Add" for new lines; Update replaces
// the lines (totals must be equal); Delete All removes the voucher. Vouchers of documents are read-only.
import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { confirmDelete, confirmRemove } from '../../components/confirm';
import { notifySuccess, notifyWarning } from '../../components/notify';
import { toNumber } from '../../components/format';
import { LinesEditor } from './LinesEditor';
import { deleteVoucher, fromVoucherLine, toPayload, totals, updateVoucher, type EditLine, type Voucher } from './api';
import { useVcNo } from './useVcNo';
import { afterWrite } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';
import { voucherQueries } from '../../app/queryKeys/vouchers';
import { VC_TYPE_NAMES, type VoucherType } from '../../../domain/voucherTypes';

const LIST = '/voucher-management-voucher-list';

export default function VoucherEditPage() {
  const vcNo = useVcNo();
  const v = useQuery({ ...voucherQueries.detail(vcNo), enabled: !!vcNo, staleTime: 0 });
  if (!vcNo) {
    return (
      <Alert color="yellow" title="No voucher chosen">
        Open a voucher from the <Link to={LIST}>Voucher List</Link>.
      </Alert>
    );
  }
  if (v.isLoading)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (v.isError || !v.data) return <Alert color="red">{(v.error as Error | null)?.message ?? 'This voucher does not exist'}</Alert>;
  return <EditForm key={v.data.vc_no} voucher={v.data} />;
}

function EditForm({ voucher }: { voucher: Voucher }) {
  const [date, setDate] = useState(voucher.vc_date);
  const [lines, setLines] = useState<EditLine[]>(voucher.lines.map(fromVoucherLine));
  const { busy, run } = useSaving();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const t = totals(lines);
  const fromDocument = voucher.source_type !== null;
  const incomplete = lines.some((l) => !l.ledger_id || (!toNumber(l.debit) && !toNumber(l.credit)));

  const done = async (message: string) => {
    notifySuccess(message);
    await afterWrite(qc, 'voucher');
    navigate(LIST);
  };

  const update = () => {
    if (t.debit !== t.credit) return notifyWarning('Total Debit and Credit should be equal');
    modals.openConfirmModal({
      title: 'Please confirm',
      children: <Text size="sm">Are you sure you want update for voucher no {voucher.vc_no} ?</Text>,
      labels: { confirm: 'Yes, update', cancel: 'Cancel' },
      onConfirm: async () => {
        await run(async () => {
          await done((await updateVoucher(lines.map((l) => ({ ...toPayload(l), id: l.id, vc_no: voucher.vc_no, vc_date: date })))).message);
        }, 'Voucher Create Failed');
      },
    });
  };

  const removeAll = () =>
    confirmRemove(`Are you sure you want to remove ${voucher.vc_no} ?`, async () => {
      await done((await deleteVoucher(voucher.vc_no)).message);
    });

  return (
    <Stack>
      <PageHeader title="Voucher Update Form" back={{ to: LIST }} />
      {fromDocument && <Alert color="blue">This voucher belongs to a document; edit the document instead.</Alert>}
      <Paper withBorder p="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Voucher No" readOnly value={voucher.vc_no} />
            <TextInput label="Voucher Type" readOnly value={VC_TYPE_NAMES[voucher.vc_type as VoucherType]} />
            <DateField label="Date" value={date} onChange={setDate} w="100%" disabled={fromDocument} />
          </SimpleGrid>
          <fieldset disabled={fromDocument} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>
              <LinesEditor
                lines={lines}
                onChange={setLines}
                mode="journal"
                onRemove={(l) => confirmDelete('Are you sure you want to remove?', () => setLines((ls) => ls.filter((x) => x.key !== l.key)))}
              />
            </Stack>
          </fieldset>
          <Group>
            <Button onClick={update} loading={busy} disabled={busy || fromDocument || incomplete}>
              {busy ? 'Loading...' : 'Update'}
            </Button>
            <Button color="red" variant="light" onClick={removeAll} disabled={fromDocument}>
              Delete All
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
