// Issue 24, item 7: the admin's choice of how amounts are grouped (Company Profile page); every screen
// follows it through components/NumberFormat.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../components/api';
import { SettingChoice } from '../../components/SettingChoice';
import { money, numberGrouping, setNumberGrouping } from '../../components/format';
import { useSettingSave } from '../../components/useSettingSave';
import { numberFormatRead, queryOf } from '../../components/reads';
import type { NumberGrouping } from '../../../contracts/credit';
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
