// A customer's messages (issue 46), on the customer form: their email address, whether they take SMS
// and email, and in which language. Saved as each is changed (the email when the field is left).
import { useEffect, useState } from 'react';
import { Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { notifyError, notifySuccess } from './notify';
import { messageKeys, messagesApi } from '../app/queryKeys/messages';
import type { Consent } from '../../contracts/messages';

export function MessageConsent({ partyId }: { partyId: number }) {
  const qc = useQueryClient();
  const consent = useQuery({ queryKey: messageKeys.consent(partyId), queryFn: () => call(messagesApi.consent, { params: { id: partyId } }) });
  const [email, setEmail] = useState('');
  useEffect(() => {
    if (consent.data) setEmail(consent.data.email);
  }, [consent.data]);
  if (!consent.data) return null;
  const save = async (change: Partial<Consent>) => {
    try {
      const saved = await call(messagesApi.saveConsent, { params: { id: partyId }, body: { ...consent.data, ...change } });
      qc.setQueryData(messageKeys.consent(partyId), saved);
      notifySuccess('Message settings saved');
    } catch (e) {
      notifyError(e);
    }
  };
  const c = consent.data;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Messages
      </Text>
      <Group align="end">
        <TextInput label="Email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} onBlur={() => email !== c.email && void save({ email: email.trim() })} />
        <Switch label="Takes SMS" checked={c.msg_sms} onChange={(e) => void save({ msg_sms: e.currentTarget.checked })} />
        <Switch label="Takes email" checked={c.msg_email} onChange={(e) => void save({ msg_email: e.currentTarget.checked })} />
        <Select
          label="Language"
          w={140}
          data={[{ value: 'en', label: 'English' }, { value: 'bn', label: 'বাংলা' }]}
          value={c.msg_lang}
          allowDeselect={false}
          onChange={(v) => v && void save({ msg_lang: v as Consent['msg_lang'] })}
        />
      </Group>
    </Stack>
  );
}
