// The editable lines of a voucher: ledger (searchable, clearable), the party of a receivable or
// payable line, narration and amounts. 'journal' shows Debit and Credit; 'amount' one Amount column
// on the side the voucher type gives.
import { Button, Group, NumberInput, Select, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PartySelect } from '../../components/pickers';
import { money } from '../../components/format';
import { LineTable, RemoveLine } from '../../components/LineTable';
import { TotalRow } from '../../components/TableRows';
import { PARTY_LEDGERS, newLine, totals, useLedgers, type EditLine } from './api';

export interface LinesEditorProps {
  lines: EditLine[];
  onChange: (lines: EditLine[]) => void;
  /** In 'amount' mode the amount is written to this side. */
  mode: 'journal' | { side: 'debit' | 'credit' };
  onRemove?: (line: EditLine) => void;
}

export function LinesEditor({ lines, onChange, mode, onRemove }: LinesEditorProps) {
  const ledgers = useLedgers();
  const options = (ledgers.data ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.sub_name})` }));
  const set = (key: string, patch: Partial<EditLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const t = totals(lines);
  const amountInput = (l: EditLine, side: 'debit' | 'credit', label: string) => (
    <NumberInput
      aria-label={label}
      value={l[side]}
      onChange={(v) => set(l.key, side === 'debit' ? { debit: v, credit: v ? '' : l.credit } : { credit: v, debit: v ? '' : l.debit })}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      hideControls
    />
  );

  return (
    <>
      <LineTable
        heads={[
          { label: 'Ledger', w: '34%' },
          { label: 'Narration' },
          ...(mode === 'journal'
            ? [
                { label: 'Debit', w: 150 },
                { label: 'Credit', w: 150 },
              ]
            : [{ label: 'Amount', w: 170 }]),
          { w: 50 },
        ]}
        footer={
          <TotalRow
            span={2}
            rest={1}
            cells={
              mode === 'journal'
                ? [
                    [`Total Debit: ${money(t.debit)}`, 'total-debit'],
                    [`Total Credit: ${money(t.credit)}`, 'total-credit'],
                  ]
                : [[money(t[mode.side]), 'total-amount']]
            }
          />
        }
      >
        {lines.map((l, i) => (
          <Table.Tr key={l.key}>
            <Table.Td>
              <Select
                aria-label={`Ledger of line ${i + 1}`}
                placeholder="Search ledger"
                searchable
                clearable
                data={options}
                value={l.ledger_id ? String(l.ledger_id) : null}
                onChange={(v) => set(l.key, { ledger_id: v ? Number(v) : null })}
              />
              {PARTY_LEDGERS.includes(l.ledger_id ?? 0) && (
                <PartySelect
                  kind={l.ledger_id === 4 ? 'customer' : 'supplier'}
                  label={l.ledger_id === 4 ? 'Customer' : 'Supplier'}
                  value={l.partyId}
                  onChange={(partyId) => set(l.key, { partyId })}
                />
              )}
            </Table.Td>
            <Table.Td>
              <TextInput aria-label={`Narration of line ${i + 1}`} value={l.narr} onChange={(e) => set(l.key, { narr: e.currentTarget.value })} />
            </Table.Td>
            {mode === 'journal' ? (
              <>
                <Table.Td>{amountInput(l, 'debit', `Debit of line ${i + 1}`)}</Table.Td>
                <Table.Td>{amountInput(l, 'credit', `Credit of line ${i + 1}`)}</Table.Td>
              </>
            ) : (
              <Table.Td>{amountInput(l, mode.side, `Amount of line ${i + 1}`)}</Table.Td>
            )}
            <Table.Td>
              <RemoveLine label={`Remove line ${i + 1}`} onClick={() => (onRemove ? onRemove(l) : onChange(lines.filter((x) => x.key !== l.key)))} />
            </Table.Td>
          </Table.Tr>
        ))}
      </LineTable>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...lines, newLine()])}>
          Add
        </Button>
      </Group>
    </>
  );
}
