// Supplier, customer and buyer (combine) ledgers: a party, from and to dates, View; the party's
// name and mobile, the opening row, each line with the running due (a receipt or payment by cheque
// with the cheque's state now), and the totals.
import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { ReportPage } from '../../components/ReportPage';
import { PartySelect } from '../../components/pickers';
import { money } from '../../components/format';
import { LedgerTable } from './LedgerTable';
import { partyLedger } from './api';
import { ledgerReportKeys } from '../../app/queryKeys';

const TITLES = { supplier: 'Supplier Ledger', customer: 'Customer Ledger', combine: 'Buyer Ledger' };

export function PartyLedgerPage({ kind }: { kind: 'supplier' | 'customer' | 'combine' }) {
  const [partyId, setPartyId] = useState<number | null>(null);
  return (
    <ReportPage
      title={TITLES[kind]}
      queryKey={ledgerReportKeys.report('/combine_ledger_all', partyId)}
      load={(r) => partyLedger(partyId!, r)}
      validate={() => (partyId ? undefined : 'Please select a party')}
      isEmpty={() => false}
      filters={<PartySelect kind={kind} label={kind === 'combine' ? 'Buyer' : undefined} value={partyId} onChange={(id) => setPartyId(id)} autoFocus />}
    >
      {(d) => (
        <>
          <Group justify="space-between" mb="xs">
            <Text fw={600} data-testid="ledger-party">
              {d.party.name}
              {d.party.mobile ? ` (${d.party.mobile})` : ''}
            </Text>
            <Text size="sm">{d.party.address}</Text>
          </Group>
          <LedgerTable rows={d.ledger} totals={d.totals} balance={money} cheques />
        </>
      )}
    </ReportPage>
  );
}
