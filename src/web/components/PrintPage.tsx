// The shared A4 print page of every printed document: a toolbar (Go Back, letterhead checkbox,
// Print) that does not print, the company letterhead, the document, and signature lines.
// "Page X of Y" is printed on every sheet by the @page rule in app/print.css.
import { useState } from 'react';
import { Anchor, Box, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useCompany } from './useCompany';
import { settingsQueries } from '../app/queryKeys';
import { displayDate, displayTime, todayInDhaka } from './format';

export function Letterhead() {
  const c = useCompany().data;
  // the logo (issue 42, item 14) at the left, the name and address centred on the page as before
  const logo = useQuery({ ...settingsQueries.logo, staleTime: 300_000 }).data?.logo;
  if (!c) return <Box h={90} />;
  return (
    <Box pos="relative" pb="xs" mb="sm" style={{ borderBottom: '2px solid currentColor' }} data-testid="letterhead">
      {logo && <img src={logo} alt="Company logo" style={{ position: 'absolute', left: 0, top: 0, maxHeight: 64, maxWidth: 120, objectFit: 'contain' }} />}
      <Stack gap={0} align="center" px={logo ? 128 : 0}>
        <Title order={2} ta="center">
          {c.name}
        </Title>
        {c.address && <Text size="sm" ta="center">{c.address}</Text>}
        {(c.phone || c.email) && <Text size="sm">{[c.phone, c.email].filter(Boolean).join(' · ')}</Text>}
      </Stack>
    </Box>
  );
}

export interface PrintPageProps {
  /** The document's title on paper, e.g. 'Invoice / Bill', 'Return Invoice'. */
  title: string;
  back?: { to: string; label?: string };
  /** Shows the letterhead checkbox (checked by default). */
  letterhead?: boolean;
  /** Extra toolbar buttons (Edit, ...). */
  actions?: React.ReactNode;
  /** The signature lines at the bottom, e.g. ['Received with good condition by', 'Authorised Signature']. */
  signatures?: string[];
  children: React.ReactNode;
}

export function PrintPage({ title, back, letterhead = true, actions, signatures, children }: PrintPageProps) {
  const [withHead, setWithHead] = useState(true);
  return (
    <Stack gap="sm">
      <Group justify="space-between" className="no-print">
        {back ? (
          <Anchor component={Link} to={back.to}>
            <Group gap={4}>
              <IconArrowLeft size={14} /> {back.label ?? 'Go Back'}
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {letterhead && <Checkbox label="Letterhead" checked={withHead} onChange={(e) => setWithHead(e.currentTarget.checked)} />}
          {actions}
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      <Paper className="a4-sheet" withBorder shadow="xs" p="lg" mx="auto" w="100%" maw="210mm" mih="297mm" style={{ boxSizing: 'border-box' }}>
        {letterhead && withHead ? <Letterhead /> : <Box h={letterhead ? 90 : 0} />}
        <Title order={3} ta="center" mb="sm" tt="uppercase">
          {title}
        </Title>
        {children}
        {signatures && <Signatures labels={signatures} />}
        <Text size="xs" c="dimmed" mt="md" ta="right">
          Printed {displayDate(todayInDhaka())} {displayTime(new Date())}
        </Text>
      </Paper>
    </Stack>
  );
}

export function Signatures({ labels }: { labels: string[] }) {
  return (
    <Group justify="space-between" mt={64} className="avoid-break" wrap="nowrap">
      {labels.map((l) => (
        <Text key={l} size="sm" ta="center" style={{ borderTop: '1px solid currentColor', paddingTop: 4, minWidth: 160 }}>
          {l}
        </Text>
      ))}
    </Group>
  );
}

/** Label/value pairs in two columns: the head of a printed document. */
export function InfoGrid({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" mb="sm">
      <Table.Tbody>
        {chunk(items, 2).map((pair, i) => (
          <Table.Tr key={i}>
            {pair.map(([k, v]) => [
              <Table.Td key={k + 'k'} fw={600} w="18%">
                {k}
              </Table.Td>,
              <Table.Td key={k + 'v'}>{v}</Table.Td>,
            ])}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function chunk<T>(a: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < a.length; i += n) out.push(a.slice(i, i + n));
  return out;
}
