// The home screen's charts (one call, GET /dashboard): sales and collections of the last 30 days,
// this month against last month, the receivables' ageing, the top customers and models this month,
// stock value by group and cheques in hand by due date, with this month's cheques by their state. Each chart's title opens the report behind it.
import '@mantine/charts/styles.css';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BarChart, DonutChart } from '@mantine/charts';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { money } from '../../components/format';
import { homeQueries } from '../../app/queryKeys';

const short = (v: number) =>
  Math.abs(v) >= 1e7
    ? `${(v / 1e7).toFixed(1)} Cr`
    : Math.abs(v) >= 1e5
      ? `${(v / 1e5).toFixed(1)} L`
      : Math.abs(v) >= 1e3
        ? `${(v / 1e3).toFixed(1)}k`
        : String(v);

/** What every column chart of the dashboard shares: bar width, amounts in taka, the short axis. */
/** The series named above a chart. */
const LEGEND = { withLegend: true, legendProps: { verticalAlign: 'top', height: 30 } } as const;
const COLUMNS = { maxBarWidth: 36, valueFormatter: money, yAxisProps: { tickFormatter: short, width: 56 }, tickLine: 'y' } as const;

const CHEQUE_ORDER: [string, string][] = [
  ['received', 'in hand'],
  ['deposited', 'deposited'],
  ['cleared', 'cleared'],
  ['bounced', 'bounced'],
  ['returned', 'returned'],
  ['cancelled', 'cancelled'],
];

const dayLabel = (iso: string) => `${Number(iso.slice(8))}/${Number(iso.slice(5, 7))}`;
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'red.6', 'lime.6', 'indigo.6', 'yellow.6', 'pink.6', 'gray.6'];

function ChartCard({ title, to, children, note }: { title: string; to: string; children: React.ReactNode; note?: string }) {
  return (
    <Card withBorder padding="md" data-chart={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Anchor component={Link} to={to} fw={600} c="inherit" underline="hover">
          <Group gap={4} wrap="nowrap">
            {title} <IconChevronRight size={14} />
          </Group>
        </Anchor>
        {note && (
          <Text size="xs" c="dimmed" ta="right">
            {note}
          </Text>
        )}
      </Group>
      {children}
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Text c="dimmed" size="sm" ta="center" py={60}>
    {text}
  </Text>
);

export default function Dashboard({ date }: { date?: string }) {
  const q = useQuery(homeQueries.dashboard(date));
  const d = q.data;
  if (q.isError) return <Text c="red">{(q.error as Error).message}</Text>;
  if (!d)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={280} />
        ))}
      </SimpleGrid>
    );
  const m = d.months;
  const totals30 = d.daily.reduce((a, r) => ({ s: a.s + r.sales, c: a.c + r.collections }), { s: 0, c: 0 });
  const ageing = [
    { bucket: 'Not due', amount: d.ageing.current },
    { bucket: '1-30', amount: d.ageing.d1_30 },
    { bucket: '31-60', amount: d.ageing.d31_60 },
    { bucket: '61-90', amount: d.ageing.d61_90 },
    { bucket: 'Over 90', amount: d.ageing.over_90 },
  ];
  // this month's cheques by their state today (issue 41): a bounced or uncleared cheque is no money collected
  const chequesMonth = CHEQUE_ORDER.filter(([k]) => d.chequesThisMonth[k]).map(([k, label]) => `${label} ${money(d.chequesThisMonth[k])}`);
  const stockTotal = d.stockByGroup.reduce((a, g) => a + g.value, 0);
  const stock = d.stockByGroup.slice(0, 10).map((g, i) => ({ name: g.name, value: g.value, color: COLORS[i % COLORS.length] }));
  if (d.stockByGroup.length > 10) stock.push({ name: 'Other groups', value: d.stockByGroup.slice(10).reduce((a, g) => a + g.value, 0), color: COLORS[10] });

  return (
    <Stack gap="xs" data-testid="dashboard">
      <Title order={4}>How the business goes</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="Sales and collections, last 30 days"
          to="/date-wise-sales-report"
          note={`Sales ${money(totals30.s)} · Collected ${money(totals30.c)}`}
        >
          <BarChart
            {...COLUMNS}
            h={240}
            data={d.daily.map((r) => ({ ...r, day: dayLabel(r.date) }))}
            dataKey="day"
            series={[
              { name: 'sales', label: 'Sales', color: 'blue.6' },
              { name: 'collections', label: 'Collections', color: 'teal.6' },
            ]}
            {...LEGEND}
          />
        </ChartCard>
        <ChartCard
          title="This month against last month"
          to="/sales-analytics-report"
          note={`${m.lastMonth.label} to the same day: sales ${money(m.lastMonthToDate.sales)}`}
        >
          <BarChart
            {...COLUMNS}
            h={240}
            data={[
              { what: 'Sales', last: m.lastMonth.sales, lastToDate: m.lastMonthToDate.sales, current: m.thisMonth.sales },
              { what: 'Collections', last: m.lastMonth.collections, lastToDate: m.lastMonthToDate.collections, current: m.thisMonth.collections },
            ]}
            dataKey="what"
            series={[
              { name: 'last', label: m.lastMonth.label, color: 'gray.5' },
              { name: 'lastToDate', label: `${m.lastMonth.label} to date`, color: 'gray.7' },
              { name: 'current', label: m.thisMonth.label, color: 'blue.6' },
            ]}
            {...LEGEND}
          />
        </ChartCard>
        <ChartCard
          title="Receivables by age (days)"
          to="/ageing"
          note={`Owed ${money(d.ageing.total)}${d.ageing.advance ? ` · advances ${money(d.ageing.advance)}` : ''}`}
        >
          <BarChart
            {...COLUMNS}
            h={240}
            data={ageing}
            dataKey="bucket"
            series={[{ name: 'amount', label: 'Owed', color: 'orange.6' }]}
          />
        </ChartCard>
        <ChartCard title="Stock value by group" to="/report/stock" note={`Total ${money(stockTotal)}`}>
          {stock.length ? (
            <Group justify="center">
              <DonutChart h={240} size={200} thickness={32} data={stock} valueFormatter={money} withTooltip withLabelsLine={false} />
              <Stack gap={2}>
                {stock.map((s) => (
                  <Text key={s.name} size="xs">
                    <Text span c={s.color} fw={700}>
                      ●
                    </Text>{' '}
                    {s.name}: {money(s.value)}
                  </Text>
                ))}
              </Stack>
            </Group>
          ) : (
            <Empty text="Nothing in stock" />
          )}
        </ChartCard>
        <ChartCard title={`Top customers, ${m.thisMonth.label}`} to="/sales-analytics-report">
          <TopTen rows={d.topCustomers} color="blue.6" />
        </ChartCard>
        <ChartCard title={`Top models, ${m.thisMonth.label}`} to="/item-wise-sales-report">
          <TopTen rows={d.topModels} color="teal.6" />
        </ChartCard>
        <ChartCard
          title="Cheques in hand by due date"
          to="/cheque-register"
          note={`${d.cheques.reduce((a, c) => a + c.count, 0)} cheques, ${money(d.cheques.reduce((a, c) => a + c.amount, 0))}`}
        >
          <BarChart
            {...COLUMNS}
            h={200}
            data={d.cheques}
            dataKey="bucket"
            series={[{ name: 'amount', label: 'Amount', color: 'grape.6' }]}
          />
          <Text size="xs" mt={4} data-testid="dashboard-cheques-month">
            {chequesMonth.length ? `Cheques received ${m.thisMonth.label}, apart from money collected: ${chequesMonth.join(' · ')}` : `No cheques received ${m.thisMonth.label}`}
          </Text>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** A month's top ten (customers or models) by sales, as horizontal bars. */
function TopTen({ rows, color }: { rows: { name: string; sales: number }[]; color: string }) {
  if (!rows.length) return <Empty text="No sales this month" />;
  return (
    <BarChart
      maxBarWidth={36}
      h={Math.max(160, rows.length * 26 + 30)}
      data={rows}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'sales', label: 'Sales', color }]}
      valueFormatter={money}
      xAxisProps={{ tickFormatter: short }}
      yAxisProps={{ width: 140 }}
      tickLine="x"
    />
  );
}
