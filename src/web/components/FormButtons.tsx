// The Cancel and submit buttons at the foot of a modal form; the submit says "Loading..." while saving.
import { Button, Group } from '@mantine/core';

export function FormButtons({ busy, label, onCancel, disabled }: { busy: boolean; label: string; onCancel: () => void; disabled?: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} disabled={busy || disabled}>
        {busy ? 'Loading...' : label}
      </Button>
    </Group>
  );
}
