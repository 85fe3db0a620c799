// Serial entry of a purchase line: Normal mode (one at a time) or Sequence mode (prefix, From, To,
// each becoming the prefix and the number joined as typed, the number keeping From's width: 0Z8H3CNR
// with 0098 to 0101 gives 0Z8H3CNR0098 ... 0Z8H3CNR0101). The serials entered show as removable chips.
// Enter adds; Enter with nothing typed once serials are entered moves on (`onDone`: the price).
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

/** The serials from `from` to `to` (as typed, digits) after `prefix`, each number as wide as From was typed. */
export function sequence(prefix: string, from: string, to: string): string[] {
  const head = prefix.trim();
  const [a, b, width] = [Number(from), Number(to), from.trim().length];
  return Array.from({ length: b - a + 1 }, (_, i) => `${head}${String(a + i).padStart(width, '0')}`);
}

export function SerialEntry({ serials, onChange, onDone }: { serials: LineSerial[]; onChange: (s: LineSerial[]) => void; onDone?: () => void }) {
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
    if (!s && serials.length > 0 && onDone) return onDone();
    if (!s) return notifyWarning('Serial input cannot be empty.');
    if (add([s]) === true) setOne('');
  };
  const addSequence = () => {
    if (from.trim() === '' && to.trim() === '' && serials.length > 0 && onDone) return onDone();
    if (!prefix.trim() || from.trim() === '' || to.trim() === '') return notifyWarning('Prefix, From and To are required');
    const [a, b] = [Number(from), Number(to)];
    if (!/^\d+$/.test(from.trim()) || !/^\d+$/.test(to.trim())) return notifyWarning('From and To must be whole numbers');
    if (a > b) return notifyWarning("'From' must be ≤ 'To'");
    if (b - a + 1 > MAX_SEQUENCE) return notifyWarning(`At most ${MAX_SEQUENCE} serials at a time`);
    if (add(sequence(prefix, from, to)) === true) {
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
            <TextInput label="Prefix" value={prefix} onChange={(e) => setPrefix(e.currentTarget.value)} w={160} />
            <TextInput
              label="From"
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              onKeyDown={(e) => {
                // nothing typed, once serials are entered: on to the price
                if (e.key === 'Enter' && !from.trim() && !to.trim() && serials.length > 0 && onDone) {
                  e.preventDefault();
                  onDone();
                }
              }}
              w={90}
              inputMode="numeric"
            />
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
