// A serial typed or scanned on a return form: Enter hands it to the form, which finds the document's
// line that holds it and picks it, or answers why not (shown beside the field).
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';

export function SerialScan({ onScan, disabled }: { onScan: (code: string) => string | null; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <TextInput
      label="Scan serial"
      placeholder="Scan or type a serial, Enter"
      leftSection={<IconBarcode size={16} />}
      w={260}
      value={text}
      error={error}
      disabled={disabled}
      autoComplete="off"
      onChange={(e) => {
        setText(e.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || !text.trim()) return;
        e.preventDefault();
        const why = onScan(text.trim());
        setError(why);
        if (!why) setText('');
      }}
    />
  );
}
