// Home: shortcut tiles, the Cash/Bank (petty cash) balance and Today's Highlights for any date.
import { lazy, Suspense, useState } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton, Skeleton, Loader } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { FirstStartChecklist } from './FirstStartChecklist';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  IconBuildingSkyscraper, IconCash, IconFileInvoice, IconPackage, IconReceipt, IconReceiptRefund, IconShoppingCart, IconTruckReturn, IconFileDescription,
} from '@tabler/icons-react';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { chequeKeys, chequesApi, homeQueries } from '../../app/queryKeys';
import { callQuery } from '../../components/client';

// The charts (and their library) load after the home screen, not with the sign-in page.
const Dashboard = lazy(() => import('./Dashboard'));

const TILES = [
  { label: 'Create Bill', to: '/sales-create', icon: IconFileInvoice },
  { label: 'Create Purchase', to: '/purchase-management-create', icon: IconShoppingCart },
  { label: 'Sales Return', to: '/sales/bill-return-create', icon: IconReceiptRefund },
  { label: 'Purchase Return', to: '/purchase-return-create', icon: IconTruckReturn },
  { label: 'Quotation', to: '/quotation/create', icon: IconFileDescription },
  { label: 'Stock', to: '/product-management-stock', icon: IconPackage },
  { label: 'Payment', to: '/receipt-payment/payment', icon: IconCash },
  { label: 'Collection', to: '/receipt-payment/receipt', icon: IconReceipt },
];

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === undefined ? <Skeleton h={24} mt={4} /> : <Text fw={700} size="lg" data-figure={label}>{money(value)}</Text>}
    </Card>
  );
}

export default function HomePage() {
  const [date, setDate] = useState(todayInDhaka());
  const h = useQuery({ ...homeQueries.highlights(date), enabled: !!date });
  const d = h.data;
  // Received cheques still in hand whose date falls in the next 7 days (or has passed): to deposit.
  const due = useQuery(callQuery(chequeKeys.due, chequesApi.chequesDue, { query: { days: 7 } }));
  return (
    <Stack gap="lg">
      <Title order={2}>Dashboard</Title>
      <FirstStartChecklist />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {TILES.map((t) => (
          <UnstyledButton key={t.to} component={Link} to={t.to}>
            <Card withBorder padding="md" className="tile">
              <Group gap="sm" wrap="nowrap">
                <t.icon size={28} stroke={1.5} />
                <Text fw={600}>{t.label}</Text>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Card withBorder component={Link} to="/construction" padding="md">
        <Group gap="sm">
          <IconBuildingSkyscraper size={28} stroke={1.5} />
          <Stack gap={0}>
            <Text fw={600}>Construction</Text>
            <Text size="sm" c="dimmed">
              Projects, their books, investors and reports
            </Text>
          </Stack>
        </Group>
      </Card>
      <Stack gap="xs">
        <Title order={4}>Cash/Bank</Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Petty Cash" value={d?.pettyCash.cash} />
          <Figure label="Bank" value={d?.pettyCash.bank} />
          <Figure label="Mobile Money" value={d?.pettyCash.mobile} />
        </SimpleGrid>
      </Stack>
      {!!due.data?.total && (
        <Card withBorder padding="sm" data-testid="cheques-due">
          <Group justify="space-between">
            <Title order={5}>Cheques to deposit in the next 7 days</Title>
            <Text component={Link} to="/cheque-register" size="sm" c="blue">
              {due.data.total} cheque{due.data.total > 1 ? 's' : ''}, {money(due.data.amount)}: open the register
            </Text>
          </Group>
          {due.data.data.slice(0, 5).map((c) => (
            <Text key={c.id} size="sm">
              {displayDate(c.chq_date ?? c.received_date)} · {c.party_name} · cheque {c.chq_no || '-'} · {money(c.amount)}
            </Text>
          ))}
        </Card>
      )}
      <Stack gap="xs">
        <Group justify="space-between" align="end">
          <Title order={4}>Today's Highlights</Title>
          <DateField label="Date" value={date} onChange={setDate} />
        </Group>
        {h.isError && <Text c="red">{(h.error as Error).message}</Text>}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Total Sales" value={d?.todaysSales.todays_sales} />
          <Figure label="Purchase" value={d?.todaysPurchase.todays_purchase} />
          <Figure label="Sales Return" value={d?.todaysSalesReturn.todays_Sales_return} />
          <Figure label="Purchase Return" value={d?.todaysPurchaseReturn.todays_purchase_return} />
          <Figure label="Cash Collection" value={d?.todayCashColl.today_cash_coll} />
          <Figure label="Cash Payment" value={d?.todayCashPayment.today_cash_payment} />
          <Figure label="Cheque Collection" value={d?.todayBankColl.today_bank_coll} />
          <Figure label="Cheque Payment" value={d?.todayBankPayment.today_bank_payment} />
          <Figure label="Mobile Money In" value={d?.todayMobileColl.today_mobile_coll} />
          <Figure label="Mobile Money Out" value={d?.todayMobilePayment.today_mobile_payment} />
        </SimpleGrid>
      </Stack>
      <Suspense fallback={<Loader m="xl" />}>
        <Dashboard date={date} />
      </Suspense>
    </Stack>
  );
}
