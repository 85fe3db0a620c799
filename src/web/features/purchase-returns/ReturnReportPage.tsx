// Return Invoice (A4): return number, supplier, mobile, return date, the items with their serials,
// previous dues, return total, collected 0 and net outstanding, the amount in words.
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { DataTable } from '../../components/DataTable';
import { InWords, TotalRows, lineColumns } from '../../components/DocumentLines';
import { QueryState } from '../../components/QueryState';
import { displayDate } from '../../components/format';
import { returnApi, type ReturnBoth } from './api';
import { useRecordId } from './useRecordId';

type Item = ReturnBoth['data'][number];

const columns = lineColumns<Item>({ unitPrice: (r) => r.r_unit, quantity: (r) => r.r_qty, total: (r) => r.total });

function Figures({ master }: { master: ReturnBoth['master'] }) {
  return (
    <TotalRows
      span={4}
      rows={[
        ['Previous Dues', master.previous_dues, 'previous-dues'],
        ['Return', master.return_total, 'return-total'],
        ['Collected', master.collected, 'collected'],
        ['Net Outstanding', master.net_outstanding, 'net-outstanding'],
      ]}
    />
  );
}

export default function ReturnReportPage() {
  const id = useRecordId();
  const q = useQuery({ queryKey: ['/all_purchase_return_both', id], queryFn: () => returnApi.get(id!), enabled: !!id });
  return (
    <QueryState query={q} chosen={!!id} variant="alert" unchosen="No return chosen. Open a return from the purchase return list.">
      {({ master, data }) => (
        <PrintPage
          title="Return Invoice"
          back={{ to: '/purchase-return', label: 'Back' }}
          actions={
            <Button variant="default" component={Link} to="/purchase-return-edit" state={{ id }}>
              Edit
            </Button>
          }
          signatures={['Received with good condition by', 'Authorised Signature']}
        >
          <Stack gap="xs">
            <InfoGrid
              items={[
                ['Return No', master.return_no],
                ['Return Date', displayDate(master.return_date)],
                ['Supplier', master.supplier],
                ['Purchase No', master.pu_no],
                ['Mobile', master.mobile || '-----'],
                ['Reason', master.rmks || '-----'],
              ]}
            />
            <DataTable columns={columns} rows={data} rowKey={(r) => r.id} footer={<Figures master={master} />} />
            <InWords value={master.return_total} />
          </Stack>
        </PrintPage>
      )}
    </QueryState>
  );
}
