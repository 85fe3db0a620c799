// "Send by email" on a bill, a quotation or a money receipt (issue 46): queues the email with the
// document's PDF to the customer's address, or to the one typed here.
import { useState } from 'react';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { call } from './client';
import { notifyError, notifySuccess } from './notify';
import { messagesApi } from '../app/queryKeys/messages';

export function SendByEmail({ kind, id }: { kind: 'sale' | 'quotation' | 'collection'; id: number }) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      notifySuccess((await call(messagesApi.sendDocument, { body: { kind, id, to: to.trim() } })).message);
      setOpen(false);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow>
      <Popover.Target>
        <Button variant="default" className="no-print" onClick={() => setOpen((o) => !o)}>
          Send by email
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput label="To" placeholder="The customer's email" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Group justify="end">
            <Button loading={busy} onClick={() => void send()}>
              Send
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
