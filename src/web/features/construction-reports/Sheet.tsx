// A printable part of a report screen: the company header (when chosen), the title and the period,
// the content, and on paper the signature lines and the print date and time.
import { forwardRef } from 'react';
import { Box, Paper, Text, Title } from '@mantine/core';
import { Letterhead, Signatures } from '../../components/PrintPage';
import { displayDate, displayTime, todayInDhaka } from '../../components/format';
import './reports.css';

export interface SheetProps {
  title: string;
  /** The period, e.g. from the date filters; nothing for "as of now" reports. */
  period?: { sDate?: string; eDate?: string };
  header: boolean;
  children: React.ReactNode;
}

export const periodText = (p?: { sDate?: string; eDate?: string }) =>
  !p || (!p.sDate && !p.eDate) ? 'All dates' : `${p.sDate ? displayDate(p.sDate) : 'Beginning'} to ${p.eDate ? displayDate(p.eDate) : 'Today'}`;

export const Sheet = forwardRef<HTMLDivElement, SheetProps>(function Sheet({ title, period, header, children }, ref) {
  return (
    <Paper ref={ref} withBorder p="md" className="a4-sheet report-part">
      {header && (
        <Box className="print-only">
          <Letterhead />
        </Box>
      )}
      <Title order={4} ta="center">
        {title}
      </Title>
      {period && (
        <Text ta="center" size="sm" mb="sm">
          {periodText(period)}
        </Text>
      )}
      {children}
      <Box className="print-only">
        <Signatures labels={['Prepared By', 'Checked By', 'Authorised Signature']} />
        <Text size="xs" mt="md" ta="right">
          Printed {displayDate(todayInDhaka())} {displayTime(new Date())}
        </Text>
      </Box>
    </Paper>
  );
});
