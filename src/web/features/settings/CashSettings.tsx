// Issue 42, item 11: what a payment that would take cash in hand below zero does (Company Profile page).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../components/api';
import { SettingChoice } from '../../components/SettingChoice';
import { useSettingSave } from '../../components/useSettingSave';
import { call, callQuery } from '../../components/client';
import { creditApi, settingKeys } from '../../app/queryKeys/settings';

type NegativeCash = 'warn' | 'refuse';

export function CashSettings() {
  const qc = useQueryClient();
  const s = useQuery(callQuery(settingKeys.cash, creditApi.getCashSetting, {}));
  const { busy, error, change } = useSettingSave(
    (v: NegativeCash) => call(creditApi.putCashSetting, { body: { negative_cash: v } }),
    (saved) => qc.setQueryData(settingKeys.cash, saved),
  );
  return (
    <SettingChoice<NegativeCash>
      title="Cash in hand"
      label="When cash would go below zero"
      options={[
        { value: 'warn', label: 'Warn' },
        { value: 'refuse', label: 'Refuse' },
      ]}
      value={s.data?.negative_cash ?? 'warn'}
      disabled={!s.data || busy}
      onChange={(v) => void change(v)}
      note={
        s.data?.negative_cash === 'refuse'
          ? 'A payment that would take cash in hand below zero is refused.'
          : 'A payment that would take cash in hand below zero is saved, with a warning to whoever saved it.'
      }
      error={error ?? (s.error ? errorMessage(s.error) : null)}
    />
  );
}
