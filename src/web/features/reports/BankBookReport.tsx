// The Bank Book: per bank (each bank's own ledger), the money in and out with the running balance.
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { ReportPage } from '../../components/ReportPage';
import { BankFilter } from './filters';
import { BookTable } from './books';
import { reportCall } from './parts';
import type { BankBookReply } from './api';
import { reportsApi } from '../../app/queryKeys';

export default function BankBookReport() {
  const [bankId, setBankId] = useState<number | null>(null);
  return (
    <ReportPage<BankBookReply>
      title="Bank Book"
      {...reportCall(reportsApi.bankBook, { bankId })}
      isEmpty={(d) => d.banks.length === 0}
      filters={<BankFilter value={bankId} onChange={setBankId} />}
    >
      {(d, range) => (
        <Stack gap="lg">
          {d.banks.map((b) => (
            <Stack key={b.ledger_id} gap={4} className="avoid-break">
              <Text fw={700}>
                Bank: {b.bank_name}
                {b.branch ? ` (${b.branch})` : ''}
                {b.account_no ? `, A/C ${b.account_no}` : ''}
              </Text>
              <BookTable
                withCheque
                opening={b.opening}
                openingDate={range.startDate}
                rows={b.rows}
                debit={b.total_debit}
                credit={b.total_credit}
                closing={b.closing}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </ReportPage>
  );
}
