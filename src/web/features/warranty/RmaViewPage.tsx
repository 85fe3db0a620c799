// One RMA challan (/warranty/rma-view?id=): its units, each linked to its claim, and its PDF.
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Card, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useDocId } from '../../components/useDocId';
import { useCompany } from '../../components/useCompany';
import { displayDate } from '../../components/format';
import { warrantyKeys } from '../../app/queryKeys';
import { getRma } from './api';

export default function RmaViewPage() {
  const id = useDocId();
  const rma = useQuery({ queryKey: warrantyKeys.rma(id ?? 0), queryFn: () => getRma(id!), enabled: !!id });
  const company = useCompany();
  const r = rma.data;
  return (
    <Stack>
      <PageHeader title={r ? `RMA Challan ${r.rma_no}` : 'RMA Challan'} back={{ to: '/warranty/rma', label: 'RMA Challans' }}>
        {r && (
          <Button variant="default" onClick={() => void import('./warrantyPdf').then((m) => m.downloadRmaChallan(r, company.data))}>
            Challan PDF
          </Button>
        )}
      </PageHeader>
      {r && (
        <Card withBorder>
          <Text>
            To <b>{r.supplier}</b> on {displayDate(r.rma_date)} · {r.units} units, {r.open_units} still out
          </Text>
          <Table.ScrollContainer minWidth={600} mt="sm">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job No</Table.Th>
                  <Table.Th>Serial</Table.Th>
                  <Table.Th>Model</Table.Th>
                  <Table.Th>Problem</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.lines.map((l) => (
                  <Table.Tr key={l.claim_id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/warranty/claim?id=${l.claim_id}`}>
                        {l.claim_no}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{l.sl_no}</Table.Td>
                    <Table.Td>{l.model}</Table.Td>
                    <Table.Td>{l.problem}</Table.Td>
                    <Table.Td>{l.state}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
