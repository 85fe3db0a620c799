// The Mushak 6.3 tax invoice ("Tax Challan", rule 40(1)(c) and (f)) of a bill saved while VAT was on
// (/vat/mushak-6-3?id=): the National Board of Revenue heading, seller and buyer, the invoice's
// number, date and time, the lines in the form's 13 numbered columns, the totals, the amount in words,
// the officer-in-charge, the form's footnotes; printed in two copies, Original and Duplicate, each
// starting on its own A4 sheet (a long bill runs on, its column heads repeated, its totals at the end).
import { Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useDocId } from '../../components/useDocId';
import { displayDate, money } from '../../components/format';
import { amountInWords } from '../../../domain/words';
import type { Mushak63 } from '../../../contracts/vat';
import './mushak.css';
import { MUSHAK63_WIDTHS } from './mushak63Layout';
import { vatQueries } from '../../app/queryKeys';

const COLUMNS = [
  'Se\u00adrial No.',
  'Description of goods or services (with brand name)',
  'Unit of sup\u00adply',
  'Quan\u00adtity',
  'Unit price¹ (Taka)',
  'Total price¹ (Taka)',
  'Discount (Taka)',
  'Price after discount (Taka)',
  'Supple\u00admentary duty rate',
  'Supple\u00admentary duty (Taka)',
  'VAT rate / specific tax',
  'VAT / specific tax (Taka)',
  'Value including all duties and taxes (Taka)',
];

/** The figures' columns fit the largest amount (the SD heads break at a soft hyphen); the description wraps. */
const WIDTHS = MUSHAK63_WIDTHS.map((w) => `${w}%`);

const rate = (r: number) => `${r}%`;

function Copy({ m, copy }: { m: Mushak63; copy: 'Original' | 'Duplicate' }) {
  return (
    <Paper className="a4-sheet mushak-copy" withBorder p="md" mx="auto" w="100%" maw="297mm" data-testid={`mushak-${copy.toLowerCase()}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="xs" fw={700} className="mushak-mark">
          {copy}
        </Text>
        <Stack gap={0} align="center">
          <Text size="sm">Government of the People&apos;s Republic of Bangladesh</Text>
          <Text size="sm" fw={700}>
            National Board of Revenue
          </Text>
          <Title order={4} mt={4}>
            Tax Invoice (Tax Challan)
          </Title>
          <Text size="xs">[See clauses (c) and (f) of sub-rule (1) of rule 40]</Text>
        </Stack>
        <Box className="mushak-form-no">Mushak-6.3</Box>
      </Group>
      <Table withRowBorders={false} verticalSpacing={1} fz="sm" mt="xs" className="mushak-head">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td fw={600}>Name of registered person:</Table.Td>
            <Table.Td>{m.seller.name}</Table.Td>
            <Table.Td fw={600}>Invoice No:</Table.Td>
            <Table.Td data-testid="mushak-no">{m.mushak_no}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={600}>BIN of registered person:</Table.Td>
            <Table.Td>{m.seller.bin}</Table.Td>
            <Table.Td fw={600}>Date of issue:</Table.Td>
            <Table.Td>{displayDate(m.issued_date)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={600}>Challan-issuing address:</Table.Td>
            <Table.Td>{m.seller.address}</Table.Td>
            <Table.Td fw={600}>Time of issue:</Table.Td>
            <Table.Td>{m.issued_time}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={600}>Name of buyer:</Table.Td>
            <Table.Td>{m.buyer.name}</Table.Td>
            <Table.Td fw={600}>Sales bill:</Table.Td>
            <Table.Td>{m.inv_no}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={600}>BIN / NID of buyer:</Table.Td>
            <Table.Td>{m.buyer.bin ?? (m.buyer.nid ? `NID ${m.buyer.nid}` : '')}</Table.Td>
            <Table.Td fw={600}>Destination of supply:</Table.Td>
            <Table.Td>{m.buyer.address}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            {/* on the Bangla form (যানবাহনের প্রকৃতি ও নম্বর): written in by hand when the goods go by vehicle */}
            <Table.Td fw={600}>Nature and number of vehicle:</Table.Td>
            <Table.Td className="mushak-blank" />
            <Table.Td />
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <table className="mushak-lines">
        <colgroup>
          {WIDTHS.map((w, i) => (
            <col key={i} style={{ width: w }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
          <tr className="mushak-col-no">
            {COLUMNS.map((_, i) => (
              <th key={i}>({i + 1})</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {m.lines.map((l) => (
            <tr key={l.sl}>
              <td>{l.sl}</td>
              <td className="left">{l.description}</td>
              <td>{l.unit}</td>
              <td>{l.qty}</td>
              <td>{money(l.unit_price)}</td>
              <td>{money(l.total_price)}</td>
              <td>{money(l.discount)}</td>
              <td>{money(l.after_discount)}</td>
              <td>{rate(l.sd_rate)}</td>
              <td>{money(l.sd)}</td>
              <td>{l.exempt ? 'Exempt' : rate(l.vat_rate)}</td>
              <td>{money(l.vat)}</td>
              <td>{money(l.total)}</td>
            </tr>
          ))}
          <tr className="mushak-total">
            <td colSpan={5}>Total</td>
            <td>{money(m.totals.total_price)}</td>
            <td>{money(m.totals.discount)}</td>
            <td>{money(m.totals.after_discount)}</td>
            <td />
            <td>{money(m.totals.sd)}</td>
            <td />
            <td>{money(m.totals.vat)}</td>
            <td data-testid="mushak-total">{money(m.totals.total)}</td>
          </tr>
        </tbody>
      </table>
      <Text size="sm" mt="xs" className="avoid-break">
        In words: {amountInWords(m.totals.total)}
      </Text>
      <Group justify="space-between" align="flex-end" mt="lg" className="avoid-break" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm">Name of the organisation&apos;s officer-in-charge: {m.signatory.name}</Text>
          <Text size="sm">Designation: {m.signatory.designation}</Text>
          <Text size="sm">Signature:</Text>
        </Stack>
        <Box className="mushak-seal">Seal</Box>
      </Group>
      <Stack gap={0} mt="md" className="avoid-break">
        <Text size="xs">¹ Value excluding all kinds of taxes.</Text>
        <Text size="xs">
          * For supplies to a withholding entity only: this invoice is then used as a combined tax invoice and withholding certificate.
        </Text>
      </Stack>
    </Paper>
  );
}

export default function Mushak63Page() {
  const id = useDocId();
  const q = useQuery({ ...vatQueries.mushak63(id ?? 0), enabled: !!id });
  return (
    <Stack gap="sm" className="mushak-page">
      <Group justify="space-between" className="no-print">
        <Button component={Link} to={id ? `/sales-report?id=${id}` : '/sales/bill'} variant="subtle" leftSection={<IconArrowLeft size={14} />}>
          Back to the bill
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!q.data}>
          Print both copies
        </Button>
      </Group>
      <QueryState query={q} chosen={!!id} unchosen="Open a bill from the Sales List to see its tax invoice.">
        {(m) => (
          <>
            <Copy m={m} copy="Original" />
            <Copy m={m} copy="Duplicate" />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
