// /construction/voucher-details (state: { vcNo }): Back, Print; the voucher's lines, each expanding
// on a click to its details; printed with the company heading, the voucher type, Name, Voucher No,
// Date and the amount table in BDT with its total.
import { Fragment, useState } from 'react';
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Letterhead } from '../../components/PrintPage';
import { PageHeader } from '../../components/PageHeader';
import { voucherTypeName } from '../../components/constructionPickers';
import { displayDate, money } from '../../components/format';
import { getVoucher, type VoucherItem } from './api';
import { VoucherPrint } from './VoucherPrint';
import { useVoucherNo } from './useVoucherNo';
import { projectVoucherKeys } from '../../app/queryKeys';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PageLoader } from '../../components/PageLoader';

function LinesTable({ items }: { items: VoucherItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Table withTableBorder highlightOnHover verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={30} />
          <Table.Th>Ledger</Table.Th>
          <Table.Th>Narration</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((l) => (
          <Fragment key={l.id}>
            <Table.Tr onClick={() => setOpen(open === l.id ? null : l.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>{open === l.id ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}</Table.Td>
              <Table.Td>{l.ledger_name}</Table.Td>
              <Table.Td>{l.remarks}</Table.Td>
              <Table.Td ta="right">{l.debit ? money(l.debit) : ''}</Table.Td>
              <Table.Td ta="right">{l.credit ? money(l.credit) : ''}</Table.Td>
            </Table.Tr>
            {open === l.id && (
              <Table.Tr>
                <Table.Td />
                <Table.Td colSpan={4}>
                  <Text size="sm">
                    Project: {l.project_name ?? '-'} · Details: {l.details || '-'} · Cheque: {l.cheque_no || '-'}
                    {l.cheque_date ? ` (${displayDate(l.cheque_date)})` : ''} · Ledger balance now: {money(l.balance)}
                    {l.type === 1 ? ' · Bill item' : ''}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function VoucherDetailsPage() {
  const vcNo = useVoucherNo();
  const q = useQuery({ queryKey: projectVoucherKeys.detail(vcNo), queryFn: () => getVoucher(vcNo!), enabled: !!vcNo });
  useDocumentTitle(vcNo ? `Voucher Report ${vcNo}` : undefined);

  if (!vcNo) return <Text>Choose a voucher from the Voucher List to see its details.</Text>;
  if (q.isLoading) return <PageLoader />;
  if (q.isError || !q.data) return <Alert color="red">Failed to load voucher details.</Alert>;
  const d = q.data;
  return (
    <Stack>
      <PageHeader title="Voucher Details" back={{ to: '/construction/project-account-voucher-list', label: 'Back' }}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </PageHeader>
      <Paper withBorder p="md" className="no-print">
        <Text size="sm" c="dimmed" mb="xs">
          Click a line for its details.
        </Text>
        <LinesTable items={d.items} />
      </Paper>
      <Paper withBorder p="lg" className="a4-sheet" maw="210mm" w="100%" mx="auto">
        <Letterhead />
        <Title order={4} ta="center" mb="sm" tt="uppercase">
          {voucherTypeName(d.master.project_vc_type)} Voucher
        </Title>
        <VoucherPrint d={d} />
      </Paper>
    </Stack>
  );
}
