// Building blocks of the report screens: groups with a heading and a subtotal, total rows, the
// grand total line, and the call every report makes.
import type { ComponentType } from 'react';
import { Group, Stack, Table, Text } from '@mantine/core';
import type { Query } from '../../components/api';
import { send, type Endpoint } from '../../components/client';
import { settingsScreen } from '../../components/settingsScreen';
import { money } from '../../components/format';
import type { ReportRange } from '../../components/ReportPage';
import { reportKeys } from '../../app/queryKeys';

/** A report screen: one of the shared report components with one report's settings (several report
 * screens that differ only in their settings live as such in one module, e.g. partyDocReports.tsx). */
export const reportScreen = <P extends { title: string }>(Report: ComponentType<P>, settings: P) => settingsScreen(Report, settings, settings.title);

/** Loads a report: the range plus any filters (empty filters are left out of the query). */
export const loadReport = <T,>(route: Endpoint, range: ReportRange, filters: Query = {}) => send(route, { query: { ...range, ...filters } }) as Promise<T>;

/** A report's `queryKey` and `load` for `ReportPage`: its call with the range and these filters, the
 * key naming the filters' values (so a new pick asks again). */
export const reportCall = <T,>(route: Endpoint, filters: Query = {}) => ({
  queryKey: reportKeys.report(route.path, ...Object.values(filters).map((v) => v ?? null)),
  load: (r: ReportRange) => loadReport<T>(route, r, filters),
});

/** The same for the statements that take the range as `fromDate` and `toDate`. */
export const periodCall = <T,>(route: Endpoint) => ({
  queryKey: reportKeys.report(route.path),
  load: (r: ReportRange) => send(route, { query: { fromDate: r.startDate, toDate: r.endDate } }) as Promise<T>,
});

/** Sums a column for display (the server's totals are exact; these only add up what is shown). */
export const sumBy = <T,>(rows: T[], value: (r: T) => number) => rows.reduce((a, r) => a + value(r), 0);

/** Rows split into groups in the order they first appear. */
export function groupRows<T>(rows: T[], key: (r: T) => string | number): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const k = String(key(r));
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups];
}

/** Each group under its heading. */
export function Grouped<T>(p: { rows: T[]; by: (r: T) => string | number; heading: (rows: T[]) => React.ReactNode; children: (rows: T[]) => React.ReactNode }) {
  return (
    <Stack gap="md">
      {groupRows(p.rows, p.by).map(([key, rows]) => (
        <Stack key={key} gap={4} className="avoid-break">
          <Text fw={700}>{p.heading(rows)}</Text>
          {p.children(rows)}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A footer row of a table: the label across the first `span` columns, then the cells given
 * (amounts are formatted with 2 decimals).
 */
export function TotalRow({ label, span, cells }: { label: string; span: number; cells: (number | React.ReactNode)[] }) {
  return (
    <Table.Tr fw={700}>
      <Table.Td colSpan={span} ta="right">
        {label}
      </Table.Td>
      {cells.map((c, i) => (
        <Table.Td key={i} ta="right">
          {typeof c === 'number' ? money(c) : c}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The last line of a report: its grand total. */
export function GrandTotal({
  label = 'Grand Total',
  value,
  format = (n) => `TK ${money(n)}`,
}: {
  label?: string;
  value: number;
  format?: (n: number) => string;
}) {
  return (
    <Group justify="flex-end" mt="md" gap="xl">
      <Text fw={700}>{label}</Text>
      <Text fw={700} data-testid="grand-total">
        {format(value)}
      </Text>
    </Group>
  );
}

/** Label/amount pairs in a row, e.g. a report's summary. */
export function Summary({ items }: { items: [string, number][] }) {
  return (
    <Group justify="space-around" mb="md" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
      {items.map(([label, value]) => (
        <Stack key={label} gap={0} align="center">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700}>{money(value)}</Text>
        </Stack>
      ))}
    </Group>
  );
}

export const right = 'right' as const;

/** Profit as a percentage of sales, 2 decimals. */
export const percent = (n: number) => `${n.toFixed(2)}%`;

/** The Total row of a profit report: sales, cost, profit and the profit percentage after `span` label columns. */
export function ProfitTotalRow({ span, t }: { span: number; t: { total_sales: number; total_cost: number; total_profit: number; profit_percentage: number } }) {
  return <TotalRow label="Total" span={span} cells={[t.total_sales, t.total_cost, t.total_profit, percent(t.profit_percentage)]} />;
}
