// "A new version is ready — Reload" (issue 42, item 15): shown while a new build waits
// (app/serviceWorker.ts); Reload moves every tab onto it, Later hides the prompt until the next build.
import { useEffect, useState } from 'react';
import { Button, Group, Notification } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { applyUpdate, onUpdateReady } from './serviceWorker';

export function UpdatePrompt() {
  const [ready, setReady] = useState(false);
  const [later, setLater] = useState(false);
  useEffect(
    () =>
      onUpdateReady((r) => {
        setReady(r);
        if (r) setLater(false);
      }),
    [],
  );
  if (!ready || later) return null;
  return (
    <Notification
      role="alert"
      icon={<IconRefresh size={18} />}
      title="A new version is ready"
      onClose={() => setLater(true)}
      closeButtonProps={{ 'aria-label': 'Later' }}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 360 }}
      withBorder
      data-testid="update-prompt"
    >
      Reload to use it; what you have typed on this screen is not kept.
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={applyUpdate}>
          Reload
        </Button>
        <Button size="xs" variant="default" onClick={() => setLater(true)}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
