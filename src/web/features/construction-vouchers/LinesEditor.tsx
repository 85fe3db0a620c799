// The ledger lines of a construction voucher: ledger, narration, debit, credit, remove; "+ Add" and
// Enter in an amount add a line; Total Debit and Total Credit underneath.
import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ProjectLedgerSelect } from '../../components/constructionPickers';
import { money } from '../../components/format';
import { LineTable, RemoveLine } from '../../components/LineTable';
import { TotalRow } from '../../components/TableRows';
import { AmountInput } from './formParts';
import { emptyLine, isComplete, totals, type LineDraft } from './lines';

/** A line's two amount cells: typing one clears the other. */
const SIDES = [
  ['debit', 'credit', 'Debit'],
  ['credit', 'debit', 'Credit'],
] as const;

/** `showDifference`: warn when the lines' debits and credits differ (off where other lines balance them, as on a bill). */
export function LinesEditor({ lines, onChange, showErrors, showDifference = true }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void; showErrors?: boolean; showDifference?: boolean }) {
  const set = (key: number, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const add = () => onChange([...lines, emptyLine()]);
  const t = totals(lines);
  return (
    <>
      <LineTable
        withColumnBorders={false}
        heads={[
          { label: '#', w: 40 },
          { label: 'Ledger', miw: 260 },
          { label: 'Narration' },
          { label: 'Debit', w: 150, ta: 'right' },
          { label: 'Credit', w: 150, ta: 'right' },
          { w: 44 },
        ]}
        footer={
          <TotalRow
            span={3}
            rest={1}
            cells={[
              [money(t.debit.toNumber()), 'total-debit'],
              [money(t.credit.toNumber()), 'total-credit'],
            ]}
          />
        }
      >
        {lines.map((l, i) => {
          const missing = showErrors && !isComplete(l);
          return (
            <Table.Tr key={l.key}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                <ProjectLedgerSelect
                  label={null}
                  aria-label={`Ledger of line ${i + 1}`}
                  withBalance
                  value={l.project_ledger_id}
                  onChange={(v) => set(l.key, { project_ledger_id: v })}
                  error={missing && !l.project_ledger_id}
                />
              </Table.Td>
              <Table.Td>
                <TextInput aria-label={`Narration of line ${i + 1}`} value={l.remarks} onChange={(e) => set(l.key, { remarks: e.currentTarget.value })} />
              </Table.Td>
              {SIDES.map(([side, other, label]) => (
                <Table.Td key={side}>
                  <AmountInput
                    aria-label={`${label} of line ${i + 1}`}
                    value={l[side]}
                    onChange={(v) => set(l.key, { [side]: String(v), [other]: String(v) && Number(v) ? '' : l[other] })}
                    onEnter={add}
                    error={missing && !!l.project_ledger_id}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <RemoveLine label={`Remove line ${i + 1}`} onClick={() => onChange(lines.filter((x) => x.key !== l.key))} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </LineTable>
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
          Add
        </Button>
        {showDifference && !t.debit.equals(t.credit) && (
          <Text c="red" size="sm">
            Difference {money(t.debit.minus(t.credit).abs().toNumber())}
          </Text>
        )}
      </Group>
    </>
  );
}
