// The Cash Book: the cash ledger with its running balance.
import { ReportPage } from '../../components/ReportPage';
import { call } from '../../components/client';
import { BookTable } from './books';
import type { AccountLedger } from './api';
import { ledgerReportsApi, reportKeys } from '../../app/queryKeys';

/** The seeded cash ledger (the spec's ledger 7). */
const CASH_LEDGER = 7;

export default function CashBookReport() {
  return (
    <ReportPage<AccountLedger>
      title="Cash Book"
      queryKey={reportKeys.report('/account_ledger', 'cash')}
      load={(r) => call(ledgerReportsApi.accountLedger, { query: { legId: CASH_LEDGER, fromDate: r.startDate, toDate: r.endDate } })}
      isEmpty={(d) => d.acc.length <= 1 && d.totals.opening === 0}
    >
      {(d, range) => {
        const [first, ...rest] = d.acc;
        const lines = first?.vc_no ? d.acc : rest;
        return (
          <BookTable
            opening={d.totals.opening}
            openingDate={range.startDate}
            rows={lines}
            debit={d.totals.debit}
            credit={d.totals.credit}
            closing={d.totals.closing}
          />
        );
      }}
    </ReportPage>
  );
}
