// A form's submit button on its own row: "Loading..." and disabled while the form saves.
import { Button, Group, type GroupProps } from '@mantine/core';

export function SubmitButton({
  busy,
  label,
  disabled,
  justify,
  children,
}: {
  busy: boolean;
  label: string;
  disabled?: boolean;
  justify?: GroupProps['justify'];
  children?: React.ReactNode;
}) {
  return (
    <Group justify={justify}>
      {children}
      <Button type="submit" loading={busy} disabled={busy || disabled}>
        {busy ? 'Loading...' : label}
      </Button>
    </Group>
  );
}
