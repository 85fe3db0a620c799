// Serial entry of a purchase line: Normal mode (one at a time) or Sequence mode (prefix, From, To,
// each becoming prefix-number). The serials entered show as removable chips.
import { useState } from 'react';
import { Button, Group, Pill, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifyWarning } from '../../components/notify';

export interface LineSerial {
  sl_no: string;
  /** Set on a serial already saved with the purchase. */
  id?: number;
  status?: number;
}

const MAX_SEQUENCE = 1000;

export function sequence(prefix: string, from: number, to: number): string[] {
  const head = prefix.trim().replace(/-+$/, '');
  return Array.from({ length: to - from + 1 }, (_, i) => `${head}-${from + i}`);
}

export function SerialEntry({ serials, onChange }: { serials: LineSerial[]; onChange: (s: LineSerial[]) => void }) {
  const [mode, setMode] = useState('Normal');
  const [one, setOne] = useState('');
  const [prefix, setPrefix] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const add = (slNos: string[]) => {
    const known = new Set(serials.map((s) => s.sl_no));
    const dup = slNos.find((s, i) => known.has(s) || slNos.indexOf(s) !== i);
    if (dup) return notifyWarning(`Serial ${dup} is already added`);
    onChange([...serials, ...slNos.map((sl_no) => ({ sl_no }))]);
    return true;
  };
  const addOne = () => {
    const s = one.trim();
    if (!s) return notifyWarning('Serial input cannot be empty.');
    if (add([s]) === true) setOne('');
  };
  const addSequence = () => {
    if (!prefix.trim() || from.trim() === '' || to.trim() === '') return notifyWarning('Prefix, From and To are required');
    const [a, b] = [Number(from), Number(to)];
    if (!Number.isInteger(a) || !Number.isInteger(b)) return notifyWarning('From and To must be whole numbers');
    if (a > b) return notifyWarning("'From' must be ≤ 'To'");
    if (b - a + 1 > MAX_SEQUENCE) return notifyWarning(`At most ${MAX_SEQUENCE} serials at a time`);
    if (add(sequence(prefix, a, b)) === true) {
      setFrom('');
      setTo('');
    }
  };
  const enter = (fn: () => void) => (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      fn();
    }
  };

  return (
    <Stack gap={6}>
      <Group align="end" gap="sm">
        <SegmentedControl size="xs" data={['Normal', 'Sequence']} value={mode} onChange={setMode} aria-label="Serial entry mode" />
        {mode === 'Normal' ? (
          <>
            <TextInput label="Serial No" value={one} onChange={(e) => setOne(e.currentTarget.value)} onKeyDown={enter(addOne)} w={220} />
            <Button variant="light" onClick={addOne}>
              Add Serial
            </Button>
          </>
        ) : (
          <>
            <TextInput label="Prefix" value={prefix} onChange={(e) => setPrefix(e.currentTarget.value)} w={140} />
            <TextInput label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={90} inputMode="numeric" />
            <TextInput label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} onKeyDown={enter(addSequence)} w={90} inputMode="numeric" />
            <Button variant="light" onClick={addSequence}>
              Add Sequence
            </Button>
          </>
        )}
      </Group>
      <Group gap={4} data-testid="entered-serials">
        <Text size="sm" c="dimmed">
          Serials ({serials.length}):
        </Text>
        {serials.map((s) => (
          <Pill
            key={s.sl_no}
            withRemoveButton
            onRemove={() => onChange(serials.filter((x) => x.sl_no !== s.sl_no))}
            removeButtonProps={{ 'aria-label': `Remove entered serial ${s.sl_no}`, 'aria-hidden': false }}
          >
            {s.sl_no}
          </Pill>
        ))}
      </Group>
    </Stack>
  );
}
