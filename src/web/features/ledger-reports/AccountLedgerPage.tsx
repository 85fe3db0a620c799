// Account Ledger: a ledger and dates; each posted line with its voucher number (opening the
// individual voucher report in a new tab), the other ledgers, the running balance and totals.
import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { ReportPage } from '../../components/ReportPage';
import { accountLedger, useLedgerOptions } from './api';
import { LedgerTable } from './LedgerTable';
import { ledgerReportKeys } from '../../app/queryKeys';

export default function AccountLedgerPage() {
  const [ledgerId, setLedgerId] = useState<string | null>(null);
  const options = useLedgerOptions();
  return (
    <ReportPage
      title="Account Ledger"
      queryKey={ledgerReportKeys.report('/account_ledger', ledgerId)}
      load={(r) => accountLedger(Number(ledgerId), r)}
      validate={() => (ledgerId ? undefined : 'Please select a ledger')}
      isEmpty={() => false}
      filters={
        <Select
          label="Ledger"
          placeholder="Select ledger"
          searchable
          data={(options.data ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.sub_name})` }))}
          value={ledgerId}
          onChange={setLedgerId}
          w={260}
          autoFocus
        />
      }
    >
      {(d) => (
        <>
          <Text fw={600} mb="xs" data-testid="ledger-name">
            {d.ledger.name} — {d.ledger.main_name} / {d.ledger.sub_name}
          </Text>
          <LedgerTable rows={d.acc} totals={d.totals} linkVouchers />
        </>
      )}
    </ReportPage>
  );
}
