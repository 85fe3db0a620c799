// The project bill form (project-wise voucher entry and its edit): bill number (a preview until
// saved), date, Payment or Received, the To ledger, the bill items, and the voucher's other side
// (e.g. the supplier or the petty cash that pays it). Each item becomes a line on its own head, or on
// the To ledger when it names none, so one supplier's bill can carry cement, steel and transport.
import { Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ProjectLedgerSelect } from '../../components/constructionPickers';
import { confirmDelete } from '../../components/confirm';
import { notifyWarning } from '../../components/notify';
import { money, toNumber } from '../../components/format';
import { LineTable, RemoveLine } from '../../components/LineTable';
import { TotalRow } from '../../components/TableRows';
import { sum } from '../../../domain/money';
import { VOUCHER_MESSAGES } from '../../../domain/construction';
import { nextBillNo, type BillBody } from './api';
import { LinesEditor } from './LinesEditor';
import { AmountInput, FormFooter, FormFrame, NumberAndDate, useFormState, type FormProps } from './formParts';
import { toBody, voucherProblem, type LineDraft } from './lines';
import { usePettyAvailable } from './VoucherForm';
import { projectVoucherKeys } from '../../app/queryKeys';

export interface ItemDraft {
  key: number;
  description: string;
  amount: string;
  /** The item's own head; the To ledger when null. */
  ledger: number | null;
}

export interface BillFormValues {
  vcNo?: string;
  type: 2 | 4;
  date: string;
  toLedger: number | null;
  items: ItemDraft[];
  lines: LineDraft[];
}

let nextKey = 0;
export const emptyItem = (): ItemDraft => ({ key: ++nextKey, description: '', amount: '', ledger: null });
/** An item as saved: its head shown only when it differs from the bill's To ledger. */
export const itemDraft = (description: string, amount: number, ledger?: number, toLedger?: number): ItemDraft => ({
  key: ++nextKey,
  description,
  amount: String(amount),
  ledger: ledger && ledger !== toLedger ? ledger : null,
});

/** The voucher lines the bill makes: its items on the To ledger, then the other side. */
function allLines(v: BillFormValues) {
  const side = v.type === 2 ? 'debit' : 'credit';
  const items = v.items.map((i) => ({ project_ledger_id: i.ledger ?? v.toLedger, debit: side === 'debit' ? i.amount : '', credit: side === 'credit' ? i.amount : '' }));
  return [...items, ...v.lines];
}

export function toBillBody(v: BillFormValues, projectId: number): BillBody {
  return {
    project_id: projectId,
    vc_no: v.vcNo,
    vc_type: v.type,
    vc_date: v.date,
    ledger_id: v.toLedger,
    items: v.items.map((i) => ({ description: i.description.trim(), amount: toNumber(i.amount), ...(i.ledger ? { ledger_id: i.ledger } : {}) })),
    data: toBody(v.lines, projectId),
  };
}

function billProblem(v: BillFormValues, pettyAvailable: number | undefined): string | undefined {
  if (!v.toLedger) return VOUCHER_MESSAGES.noToLedger;
  if (!v.items.length) return VOUCHER_MESSAGES.noBillItem;
  if (v.items.some((i) => !i.description.trim() || !toNumber(i.amount))) return VOUCHER_MESSAGES.incompleteLine;
  return voucherProblem(allLines(v), pettyAvailable);
}

export function BillForm(props: FormProps<BillFormValues> & { projectId: number }) {
  const { v, setV, tried, setTried, editing, busy, run } = useFormState(props.initial);
  const preview = useQuery({ queryKey: projectVoucherKeys.billNextNo(props.projectId, v.date), queryFn: () => nextBillNo(props.projectId, v.date), enabled: !editing && !!v.date });
  const available = usePettyAvailable(props.pettyAlreadyOut);
  const itemsTotal = sum(v.items.map((i) => toNumber(i.amount))).toNumber();
  const setItem = (key: number, patch: Partial<ItemDraft>) => setV({ ...v, items: v.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) });
  const addItem = () => setV({ ...v, items: [...v.items, emptyItem()] });
  const removeItem = (key: number) => {
    if (v.items.length === 1) return notifyWarning(VOUCHER_MESSAGES.noBillItem);
    confirmDelete('Are you sure you want to remove?', () => setV((cur) => ({ ...cur, items: cur.items.filter((i) => i.key !== key) })));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    const problem = v.date ? billProblem(v, available) : VOUCHER_MESSAGES.incompleteLine;
    if (problem) return notifyWarning(problem);
    await run(() => props.onSubmit(v), editing ? 'Error while updating project vouchers' : 'Error while submitting project vouchers or bills');
  };

  return (
    <FormFrame
      onSubmit={submit}
      head={
        <>
          <NumberAndDate label="Bill No" saved={v.vcNo} preview={preview.data} date={v.date} onDate={(date) => setV({ ...v, date })} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Type
            </Text>
            <SegmentedControl
              data={[
                { value: '2', label: 'Payment' },
                { value: '4', label: 'Received' },
              ]}
              value={String(v.type)}
              onChange={(x) => setV({ ...v, type: Number(x) as 2 | 4 })}
            />
          </Stack>
          <ProjectLedgerSelect label="To Ledger" required value={v.toLedger} onChange={(toLedger) => setV({ ...v, toLedger })} error={tried && !v.toLedger ? VOUCHER_MESSAGES.noToLedger : undefined} />
        </>
      }
    >

      <Title order={5}>Bill Items</Title>
      <LineTable
        withColumnBorders={false}
        heads={[
          { label: '#', w: 40 },
          { label: 'Description' },
          { label: 'Head (if not the To Ledger)', w: 260 },
          { label: 'Amount (BDT)', w: 180, ta: 'right' },
          { w: 44 },
        ]}
        footer={<TotalRow label="Bill Total" span={3} rest={1} cells={[[money(itemsTotal), 'bill-total']]} />}
      >
        {v.items.map((it, i) => (
          <Table.Tr key={it.key}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>
              <TextInput
                aria-label={`Description of item ${i + 1}`}
                value={it.description}
                onChange={(e) => setItem(it.key, { description: e.currentTarget.value })}
                error={tried && !it.description.trim()}
              />
            </Table.Td>
            <Table.Td>
              <ProjectLedgerSelect
                label=""
                aria-label={`Head of item ${i + 1}`}
                placeholder="To Ledger"
                value={it.ledger}
                onChange={(ledger) => setItem(it.key, { ledger })}
              />
            </Table.Td>
            <Table.Td>
              <AmountInput
                aria-label={`Amount of item ${i + 1}`}
                value={it.amount}
                onChange={(x) => setItem(it.key, { amount: String(x) })}
                onEnter={addItem}
                error={tried && !toNumber(it.amount)}
              />
            </Table.Td>
            <Table.Td>
              <RemoveLine label={`Remove item ${i + 1}`} onClick={() => removeItem(it.key)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </LineTable>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={14} />} onClick={addItem}>
          Add Item
        </Button>
      </Group>

      <Title order={5}>{v.type === 2 ? 'Paid From' : 'Received Into'}</Title>
      <Text size="sm" c="dimmed">
        The items are {v.type === 2 ? 'debited' : 'credited'} to their heads (the To Ledger unless an item names another); enter the other side here ({v.type === 2 ? 'credit' : 'debit'} {money(itemsTotal)}).
      </Text>
      <LinesEditor lines={v.lines} onChange={(lines) => setV({ ...v, lines })} showErrors={tried} showDifference={false} />
      <FormFooter busy={busy} editing={editing} onDeleteAll={props.onDeleteAll} />
    </FormFrame>
  );
}
