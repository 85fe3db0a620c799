// Issue 24, item 7 and issue 42, item 9: the admin's choice of how amounts are grouped and dates shown
// (Company Profile page); every screen follows it through components/NumberFormat.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../components/api';
import { SettingChoice } from '../../components/SettingChoice';
import { dateStyleInUse, displayDate, money, numberGrouping, setDateStyle, setNumberGrouping } from '../../components/format';
import { useSettingSave } from '../../components/useSettingSave';
import { numberFormatRead, queryOf } from '../../components/reads';
import type { DateFormat, NumberGrouping } from '../../../contracts/credit';
import { displayDate as showDate } from '../../../domain/dates';
import { call } from '../../components/client';
import { creditApi } from '../../app/queryKeys/settings';

export function NumberFormatSettings() {
  const qc = useQueryClient();
  const s = useQuery(queryOf(numberFormatRead));
  const { busy, error, change } = useSettingSave(
    (g: NumberGrouping) => call(creditApi.putNumberFormat, { body: { number_grouping: g } }),
    (saved) => (setNumberGrouping(saved.number_grouping) ? window.location.reload() : qc.setQueryData(numberFormatRead.key, saved)),
  );
  return (
    <SettingChoice<NumberGrouping>
      title="Amounts"
      label="Digit grouping"
      options={[
        { value: 'lakh', label: 'Lakh / crore' },
        { value: 'western', label: 'Western' },
      ]}
      value={s.data?.number_grouping ?? numberGrouping()}
      disabled={!s.data || busy}
      onChange={(v) => void change(v)}
      note={`Amounts on screens and printed pages read ${money(12345678)}.`}
      error={error ?? (s.error ? errorMessage(s.error) : null)}
    />
  );
}

/** How dates show on screens and printed pages; date fields take dd/mm/yyyy typed whichever it is. */
export function DateFormatSettings() {
  const qc = useQueryClient();
  const s = useQuery(queryOf(numberFormatRead));
  const { busy, error, change } = useSettingSave(
    (f: DateFormat) => call(creditApi.putNumberFormat, { body: { date_format: f } }),
    (saved) => (setDateStyle(saved.date_format) ? window.location.reload() : qc.setQueryData(numberFormatRead.key, saved)),
  );
  const sample = '2026-03-05';
  return (
    <SettingChoice<DateFormat>
      title="Dates"
      label="Date format"
      options={[
        { value: 'dd/mm/yyyy', label: showDate(sample, 'dd/mm/yyyy') },
        { value: 'd-mmm-yyyy', label: showDate(sample, 'd-mmm-yyyy') },
        { value: 'yyyy-mm-dd', label: showDate(sample, 'yyyy-mm-dd') },
      ]}
      value={s.data?.date_format ?? dateStyleInUse()}
      disabled={!s.data || busy}
      onChange={(v) => void change(v)}
      note={`Dates on screens and printed pages read ${displayDate(sample)} (5 March 2026). Date fields also take dd/mm/yyyy or yyyy-mm-dd typed.`}
      error={error ?? (s.error ? errorMessage(s.error) : null)}
    />
  );
}
