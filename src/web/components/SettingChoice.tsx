// A settings card of one choice (Company Profile): its heading, the choice as a segmented control, a
// line that says what the choice does, and the server's refusal.
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';

export function SettingChoice<V extends string>(p: {
  title: string;
  /** The control's accessible name. */
  label: string;
  options: { value: V; label: string }[];
  value: V;
  disabled: boolean;
  onChange: (v: V) => void;
  note: React.ReactNode;
  error?: string | null;
}) {
  return (
    <Stack gap="xs" mt="xl">
      <Title order={4}>{p.title}</Title>
      <SegmentedControl
        aria-label={p.label}
        w={p.options.length > 2 ? 'fit-content' : 320}
        maw="100%"
        data={p.options}
        value={p.value}
        disabled={p.disabled}
        onChange={(v) => p.onChange(v as V)}
      />
      <Text size="sm" c="dimmed">
        {p.note}
      </Text>
      {p.error && <Alert color="red">{p.error}</Alert>}
    </Stack>
  );
}
