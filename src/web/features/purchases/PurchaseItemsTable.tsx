// The editable item table of the purchase form: description with serials, quantity, price, total,
// Edit Item and remove; a footer with item count, quantity total, Total and Total With Previous Dues;
// with VAT on, the supplier's invoice's input VAT and VAT in cost and what the supplier is owed.
import { ActionIcon, Group, NumberInput, Pill, Stack, Table, Text, Tooltip, type NumberInputProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { EditAction } from '../../components/RowActions';
import { money, qty, toNumber } from '../../components/format';
import type { LineSerial } from './SerialEntry';
import { NoItemsRow } from '../../components/NoItemsRow';
import { LineTable, LineTotalRows } from '../../components/LineTable';

export interface Line {
  key: string;
  /** A saved line's id (edit). */
  id?: number;
  m_id: number;
  g_id: number | null;
  b_id: number | null;
  c_id: number | null;
  proDesc: string;
  srl: number;
  qty: number;
  unit_price: number;
  serials: LineSerial[];
  /** VAT on: the supplier's invoice's VAT rate (percent) and SD on the line; '' when not given (an edit keeps the saved). */
  vat_rate: number | '';
  sd: number | '';
}

/** Saved serials that left stock cannot be removed from the purchase. */
const SERIAL_GONE: Record<number, string> = { 2: 'sold', 3: 'returned' };

export const lineTotal = (l: Line) => Math.round(l.qty * l.unit_price * 100) / 100;

export interface ItemsTableProps {
  lines: Line[];
  prevDue: number;
  onChange: (key: string, patch: Partial<Line>) => void;
  onRemove: (line: Line) => void;
  onRemoveSerial: (line: Line, serial: LineSerial) => void;
  onEdit?: (line: Line) => void;
  /** VAT on (only then): the input VAT and VAT in cost as typed; null: left empty on an edit, kept as saved. */
  vat?: { input: number | null; inCost: number | null };
}

/** A line taxed by its own rate: the server works its VAT out on save, the invoice's input VAT and VAT in cost are then not used. */
export const taxedByLine = (lines: Line[]) => lines.some((l) => l.vat_rate !== '' || l.sd !== '');

const cents = (n: number) => Math.round(n * 100);

/** A figure typed into a line's cell. */
const CellNumber = (props: NumberInputProps) => <NumberInput size="xs" hideControls min={0} {...props} />;

export function PurchaseItemsTable({ lines, prevDue, onChange, onRemove, onRemoveSerial, onEdit, vat }: ItemsTableProps) {
  const total = lines.reduce((a, l) => a + lineTotal(l), 0);
  // The supplier is owed the goods, their input VAT and the VAT in their cost (the server posts the same on save).
  const byLine = !!vat && taxedByLine(lines);
  const owed = vat && !byLine && vat.input !== null && vat.inCost !== null ? (cents(total) + cents(vat.input) + cents(vat.inCost)) / 100 : null;
  const quantity = lines.reduce((a, l) => a + l.qty, 0);
  return (
    <LineTable
      data-testid="purchase-items"
      heads={[
        { label: 'S/N', w: 50 },
        { label: 'Description' },
        { label: 'Quantity', w: 110 },
        { label: 'Price', w: 140 },
        ...(vat
          ? [
              { label: 'VAT %', w: 80 },
              { label: 'SD', w: 100 },
            ]
          : []),
        { label: 'Total', w: 130, ta: 'right' as const },
        { label: 'Action', w: 90 },
      ]}
      footer={
        <>
          <Table.Tr>
            <Table.Th colSpan={2}>Items: {lines.length}</Table.Th>
            <Table.Th>{qty(quantity)}</Table.Th>
            <Table.Th>Total</Table.Th>
            {vat && <Table.Th colSpan={2} />}
            <Table.Th ta="right" data-testid="purchase-total">
              {money(total)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
          <LineTotalRows
            span={vat ? 6 : 4}
            rows={[
              ...(vat
                ? ([
                    ['Input VAT (rebatable)', vat.input, 'purchase-input-vat'],
                    ['VAT in cost', vat.inCost, 'purchase-vat-in-cost'],
                    ['Total payable (VAT included)', owed, 'purchase-total-with-vat'],
                  ] as [string, number | null, string][])
                : []
              ).map(([label, value, testId]): [string, string, string] => [
                label,
                value === null ? (byLine ? 'by line, on save' : 'as saved') : money(value),
                testId,
              ]),
              ['Total With Previous Dues', money((owed ?? total) + prevDue), 'total-with-dues'],
            ]}
          />
        </>
      }
    >
      {lines.map((l, i) => (
        <Table.Tr key={l.key}>
          <Table.Td>{i + 1}</Table.Td>
          <Table.Td>
            <Stack gap={4}>
              <Text size="sm">{l.proDesc}</Text>
              {l.serials.length > 0 && (
                <Group gap={4}>
                  {l.serials.map((s) => (
                    <Pill
                      key={s.sl_no}
                      size="sm"
                      withRemoveButton={!s.status || s.status === 1}
                      onRemove={() => onRemoveSerial(l, s)}
                      removeButtonProps={{ 'aria-label': `Remove serial ${s.sl_no}`, 'aria-hidden': false }}
                    >
                      {s.sl_no}
                      {s.status && s.status !== 1 ? ` (${SERIAL_GONE[s.status] ?? 'out'})` : ''}
                    </Pill>
                  ))}
                </Group>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <CellNumber aria-label={`Quantity of line ${i + 1}`} value={l.qty} readOnly={l.srl === 1} onChange={(v) => onChange(l.key, { qty: toNumber(v) })} />
          </Table.Td>
          <Table.Td>
            <CellNumber
              decimalScale={2}
              aria-label={`Price of line ${i + 1}`}
              value={l.unit_price}
              onChange={(v) => onChange(l.key, { unit_price: toNumber(v) })}
            />
          </Table.Td>
          {vat && (
            <>
              <Table.Td>
                <CellNumber
                  decimalScale={2}
                  max={100}
                  aria-label={`VAT rate of line ${i + 1}`}
                  placeholder={l.id ? 'saved' : ''}
                  value={l.vat_rate}
                  onChange={(v) => onChange(l.key, { vat_rate: v === '' ? '' : toNumber(v) })}
                />
              </Table.Td>
              <Table.Td>
                <CellNumber
                  decimalScale={2}
                  aria-label={`SD of line ${i + 1}`}
                  value={l.sd}
                  onChange={(v) => onChange(l.key, { sd: v === '' ? '' : toNumber(v) })}
                />
              </Table.Td>
            </>
          )}
          <Table.Td ta="right">{money(lineTotal(l))}</Table.Td>
          <Table.Td>
            <Group gap={2} wrap="nowrap">
              {onEdit && <EditAction name={`item ${i + 1}`} tooltip="Edit Item" onClick={() => onEdit(l)} />}
              <Tooltip label="Remove">
                <ActionIcon variant="subtle" color="red" aria-label={`Remove item ${i + 1}`} onClick={() => onRemove(l)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
      {lines.length === 0 && <NoItemsRow colSpan={vat ? 8 : 6} />}
    </LineTable>
  );
}
