// The parts every report frame shares (the dated reports of `ReportPage`, the statements as on one
// date): the title with the filters and the header checkbox, printing under the report's own document title, the progress and error lines, and the A4
// sheet with the company header, the title, the period and the report or its empty message.
import { forwardRef } from 'react';
import { Alert, Checkbox, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { Letterhead } from './PrintPage';

/** Prints the page with `title` as the document's title (the PDF's name) while the print dialog is open. */
export function printAs(title: string | undefined) {
  const old = document.title;
  if (title) document.title = title;
  window.print();
  document.title = old;
}

/** The report's title and, on the right, its filters and buttons, then the company-header checkbox. */
export function ReportToolbar(p: { title: string; header: boolean; onHeader: (header: boolean) => void; children: React.ReactNode }) {
  return (
    <Group justify="space-between" className="no-print" align="end">
      <Title order={3}>{p.title}</Title>
      <Group align="end" gap="sm">
        {p.children}
        <Checkbox label="Company header" checked={p.header} onChange={(e) => p.onHeader(e.currentTarget.checked)} mb={8} />
      </Group>
    </Group>
  );
}

export function ReportProgress({ fetching, error }: { fetching: boolean; error: unknown }) {
  return (
    <>
      {fetching && (
        <Group gap="xs">
          <Loader size="sm" /> <Text size="sm">Loading the report...</Text>
        </Group>
      )}
      {!!error && <Alert color="red">{(error as Error).message}</Alert>}
    </>
  );
}

export interface ReportSheetProps {
  title: string;
  /** The line under the title: the period or the date. */
  period: React.ReactNode;
  header: boolean;
  isEmpty: boolean;
  empty?: string;
  children: () => React.ReactNode;
}

/** The headings are left out of the Excel and CSV export (`data-export-skip`): the export writes its own. */
export const ReportSheet = forwardRef<HTMLDivElement, ReportSheetProps>(function ReportSheet(p, ref) {
  return (
    <Paper withBorder p="md" className="a4-sheet" ref={ref}>
      {p.header && (
        <div data-export-skip>
          <Letterhead />
        </div>
      )}
      <Title order={4} ta="center" data-export-skip>
        {p.title}
      </Title>
      <Text ta="center" size="sm" mb="sm" data-export-skip>
        {p.period}
      </Text>
      {p.isEmpty ? (
        <Text c="dimmed" ta="center" p="md">
          {p.empty ?? 'No data available'}
        </Text>
      ) : (
        // on a phone a wide report scrolls inside the sheet, never the page (its tables keep their key column in view)
        <div className="report-body" style={{ overflowX: 'auto', maxWidth: '100%' }}>
          {p.children()}
        </div>
      )}
    </Paper>
  );
});
