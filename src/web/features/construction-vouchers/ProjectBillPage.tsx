// /construction/project-bill (state: { id, vc_no }): the printable project bill: the project, the
// To ledger, the items with their total in BDT and in words. A project voucher without a bill
// prints as a voucher.
import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InfoGrid, PrintPage } from '../../components/PrintPage';
import { displayDate } from '../../components/format';
import { AmountLines } from './AmountLines';
import { getBill, getVoucher, type BillReply } from './api';
import { useProjectState } from './useProjectState';
import { useVoucherNo } from './useVoucherNo';
import { VoucherPrint } from './VoucherPrint';
import { projectVoucherKeys } from '../../app/queryKeys';
import { PageLoader } from '../../components/PageLoader';

function BillBody({ bill }: { bill: BillReply }) {
  return (
    <>
      <InfoGrid
        items={[
          ['Bill No', bill.vc_no],
          ['Date', displayDate(bill.vc_date)],
          ['Project', `${bill.project_name} (${bill.work_id})`],
          ['Location', bill.place],
          [bill.vc_type === 2 ? 'Paid To' : 'Received From', bill.ledger_name],
          ['Type', bill.vc_type === 2 ? 'Payment' : 'Received'],
        ]}
      />
      <AmountLines
        serial={{ label: 'SL', w: 70 }}
        rows={bill.items.map((it) => ({ key: it.id, description: it.description, amount: it.amount }))}
        total={bill.total}
        totalTestId="bill-total"
        signatures={['Prepared By', 'Authorised Signature', 'Head of Accounts', bill.vc_type === 2 ? 'Received By' : 'Paid By']}
      />
    </>
  );
}

export default function ProjectBillPage() {
  const vcNo = useVoucherNo();
  const project = useProjectState();
  const voucher = useQuery({ queryKey: projectVoucherKeys.detail(vcNo), queryFn: () => getVoucher(vcNo!), enabled: !!vcNo });
  const billId = voucher.data?.master.bill_id;
  const bill = useQuery({ queryKey: projectVoucherKeys.bill(vcNo), queryFn: () => getBill(vcNo!), enabled: !!billId });

  if (!vcNo) return <Text>Choose a bill from the Project Voucher List.</Text>;
  if (voucher.isLoading || (billId && bill.isLoading)) return <PageLoader />;
  if (voucher.isError || !voucher.data || (billId && !bill.data)) return <Alert color="red">Failed to load voucher details.</Alert>;
  const projectState = { id: voucher.data.master.project_id ?? project.id, name: voucher.data.master.project_name ?? project.name };

  return (
    <PrintPage
      title={bill.data ? 'Project Bill' : 'Project Voucher'}
      actions={
        <>
          <Button variant="default" component={Link} to="/construction/project-wise-voucherList" state={projectState}>
            Go Back
          </Button>
          <Button variant="default" component={Link} to="/construction/edit/project-wise-voucher-entry" state={{ ...projectState, vc_no: vcNo }}>
            Edit
          </Button>
        </>
      }
    >
      {bill.data ? <BillBody bill={bill.data} /> : <VoucherPrint d={voucher.data} />}
    </PrintPage>
  );
}
