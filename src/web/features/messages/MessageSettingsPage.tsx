// Messages settings (admin): the email (SMTP) and SMS gateway channels with "send a test", the daily
// caps and reminders, and the templates in English and Bangla with a preview filled from a real
// document and the SMS's length and parts. Nothing is sent until a channel is turned on here.
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { call } from '../../components/client';
import { errorMessage } from '../../components/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { messageKeys, messagesApi } from '../../app/queryKeys/messages';
import { MESSAGE_TEMPLATES, type MessageLang, type MessageSettings, type MessageSettingsBody, type MessageTemplate } from '../../../contracts/messages';

const TEMPLATE_NAMES: Record<MessageTemplate, string> = {
  sale_sms: 'SMS on a bill',
  collection_sms: 'SMS on a collection',
  dues_sms: 'Dues reminder (SMS)',
  cheque_sms: 'Cheque date reminder (SMS)',
  invoice_email: 'Invoice email',
  quotation_email: 'Quotation email',
  receipt_email: 'Money receipt email',
  claim_sms: 'Warranty claim ready (SMS)',
};

type Form = Omit<MessageSettingsBody, 'templates'> & { templates: MessageSettings['templates'] };

function TestSend({ channel }: { channel: 'email' | 'sms' }) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; reply: string }>();
  const send = async () => {
    setBusy(true);
    try {
      setResult(await call(messagesApi.testSend, { body: { channel, to } }));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group align="end">
        <TextInput label={channel === 'email' ? 'Send a test email to' : 'Send a test SMS to'} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Button variant="default" onClick={() => void send()} loading={busy} disabled={to.trim().length < 3}>
          Send a test
        </Button>
      </Group>
      {result && <Alert color={result.ok ? 'teal' : 'red'}>{result.ok ? `Sent. The provider answered: ${result.reply}` : `Not sent: ${result.reply}`}</Alert>}
    </Stack>
  );
}

function TemplateEditor({ form, setForm }: { form: Form; setForm: (f: Form) => void }) {
  const [template, setTemplate] = useState<MessageTemplate>('sale_sms');
  const [lang, setLang] = useState<MessageLang>('en');
  const text = form.templates[template][lang];
  const preview = useQuery({
    queryKey: messageKeys.preview(template, lang, text),
    queryFn: () => call(messagesApi.preview, { body: { template, lang, text } }),
  });
  return (
    <Stack gap="xs">
      <Title order={4}>Templates</Title>
      <Group>
        <Select
          label="Message"
          data={MESSAGE_TEMPLATES.map((t) => ({ value: t, label: TEMPLATE_NAMES[t] }))}
          value={template}
          onChange={(v) => v && setTemplate(v as MessageTemplate)}
          allowDeselect={false}
        />
        <Select
          label="Language"
          data={[
            { value: 'en', label: 'English' },
            { value: 'bn', label: 'বাংলা (Bangla)' },
          ]}
          value={lang}
          onChange={(v) => v && setLang(v as MessageLang)}
          allowDeselect={false}
        />
      </Group>
      <Textarea
        label="Text"
        description="Placeholders: {customer} {company} {doc_no} {date} {amount} {paid} {due} {cheque_no}. An email's first line is its subject."
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setForm({ ...form, templates: { ...form.templates, [template]: { ...form.templates[template], [lang]: e.currentTarget.value } } })}
      />
      <Stack gap={4} p="sm" bg="var(--mantine-color-gray-0)">
        <Text size="sm" fw={600}>
          Preview {preview.data?.document ? `(filled from ${preview.data.document})` : '(no document of this kind yet)'}
        </Text>
        {preview.data?.subject && <Text size="sm">Subject: {preview.data.subject}</Text>}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="message-preview">
          {preview.data?.body}
        </Text>
        {preview.data?.sms && (
          <Group gap="xs">
            <Badge variant="light">{preview.data.sms.encoding}</Badge>
            <Text size="sm" data-testid="sms-count">
              {preview.data.sms.length} characters, {preview.data.sms.segments} SMS
            </Text>
          </Group>
        )}
        {preview.error && <Alert color="red">{errorMessage(preview.error)}</Alert>}
      </Stack>
    </Stack>
  );
}

export default function MessageSettingsPage() {
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: messageKeys.settings, queryFn: () => call(messagesApi.settings) });
  const [form, setForm] = useState<Form>();
  const [pass, setPass] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data && !form) {
      const { smtp_pass_set: _p, sms_key_set: _k, default_templates: _d, ...rest } = settings.data;
      setForm(rest);
    }
  }, [settings.data, form]);
  if (settings.error) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  if (!form || !settings.data) return null;
  const s = settings.data;
  const text = (k: keyof Form) => ({
    value: String(form[k] ?? ''),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.currentTarget.value }),
  });
  const num = (k: keyof Form) => ({ value: form[k] as number, onChange: (v: string | number) => setForm({ ...form, [k]: Number(v) }) });
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await call(messagesApi.saveSettings, { body: { ...form, ...(pass ? { smtp_pass: pass } : {}), ...(key ? { sms_key: key } : {}) } });
      qc.setQueryData(messageKeys.settings, saved);
      setPass('');
      setKey('');
      notifySuccess('Message settings saved');
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={(e) => void save(e)} maw={900}>
      <PageHeader title="Messages" />
      <Text size="sm">Nothing is sent until a channel is turned on, and nothing in the quiet hours below: those messages wait until morning.</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={4}>Email (SMTP)</Title>
          <Switch label="Send email" checked={form.email_enabled} onChange={(e) => setForm({ ...form, email_enabled: e.currentTarget.checked })} />
          <TextInput label="SMTP host" {...text('smtp_host')} />
          <Group grow>
            <NumberInput label="Port" min={1} max={65535} {...num('smtp_port')} />
            <Select
              label="TLS"
              data={[
                { value: 'starttls', label: 'STARTTLS' },
                { value: 'tls', label: 'TLS (465)' },
                { value: 'none', label: 'None' },
              ]}
              value={form.smtp_tls}
              onChange={(v) => v && setForm({ ...form, smtp_tls: v as Form['smtp_tls'] })}
              allowDeselect={false}
            />
          </Group>
          <TextInput label="User" {...text('smtp_user')} />
          <PasswordInput
            label="Password"
            placeholder={s.smtp_pass_set ? 'Set (leave empty to keep it)' : 'Not set'}
            value={pass}
            onChange={(e) => setPass(e.currentTarget.value)}
            autoComplete="new-password"
          />
          <TextInput label="From address" placeholder="Shop name <bills@example.com>" {...text('smtp_from')} />
          <NumberInput label="Emails a day at most" min={0} {...num('email_daily_cap')} />
          <TestSend channel="email" />
        </Stack>
        <Stack gap="xs">
          <Title order={4}>SMS gateway</Title>
          <Switch label="Send SMS" checked={form.sms_enabled} onChange={(e) => setForm({ ...form, sms_enabled: e.currentTarget.checked })} />
          <Select
            label="Gateway's shape"
            data={[
              { value: 'get', label: 'GET with parameters' },
              { value: 'post', label: 'POST form with parameters' },
              { value: 'json', label: 'POST JSON' },
            ]}
            value={form.sms_shape}
            onChange={(v) => v && setForm({ ...form, sms_shape: v as Form['sms_shape'] })}
            allowDeselect={false}
          />
          <TextInput label="Gateway URL" placeholder="https://..." {...text('sms_url')} />
          <PasswordInput
            label="API key"
            placeholder={s.sms_key_set ? 'Set (leave empty to keep it)' : 'Not set'}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            autoComplete="new-password"
          />
          <TextInput label="Sender id" {...text('sms_sender')} />
          <TextInput
            label="Parameters"
            description="With {to} {message} {api_key} {sender_id} {ref}; {ref} lets the gateway drop a repeat."
            {...text('sms_params')}
          />
          <NumberInput label="SMS a day at most" min={0} {...num('sms_daily_cap')} />
          <TestSend channel="sms" />
        </Stack>
      </SimpleGrid>
      <Title order={4}>Reminders</Title>
      <Group>
        <Switch label="Remind customers of dues" checked={form.dues_enabled} onChange={(e) => setForm({ ...form, dues_enabled: e.currentTarget.checked })} />
        <NumberInput label="Dues older than (days)" min={1} max={365} w={180} {...num('dues_days')} />
        <Switch
          label="Remind the day before a post-dated cheque's date"
          checked={form.cheque_enabled}
          onChange={(e) => setForm({ ...form, cheque_enabled: e.currentTarget.checked })}
        />
      </Group>
      <Title order={4}>Quiet hours</Title>
      <Group align="flex-end">
        <NumberInput label="From (hour)" min={0} max={23} w={180} {...num('quiet_from')} />
        <NumberInput label="Until (hour)" min={0} max={23} w={180} {...num('quiet_to')} />
        <Text size="sm" c="dimmed" pb={8}>
          Dhaka time, 0 to 23 (21 to 9 unless changed). The same hour in both: no quiet hours.
        </Text>
      </Group>
      <TemplateEditor form={form} setForm={setForm} />
      <Button type="submit" loading={busy} w={120}>
        Save
      </Button>
    </Stack>
  );
}
