// /bank-reconciliation: the statements reconciled so far, and a new one: the bank, the statement
// date and closing balance, and its lines, typed or imported from the bank's CSV (the columns mapped
// on screen, a preview with its totals, any row the server cannot read named with its column; the
// statement is saved only on Save).
import { useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { BankSelect } from '../../components/pickers';
import { ApiError } from '../../components/api';
import { call } from '../../components/client';
import { notifyError, notifySuccess } from '../../components/notify';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { guessCsvMapping, type CsvMapping, type CsvPreviewReply, type StatementLineInput } from '../../../contracts/bankReconciliation';
import { reconciliationApi, reconciliationQueries } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';
import { SheetTable, blankZero, moneyColumn } from '../../components/SheetTable';

const SIDES = [
  ['debit', 'Debit'],
  ['credit', 'Credit'],
] as const;

type Line = Pick<StatementLineInput, 'date' | 'description' | 'chqNo' | 'debit' | 'credit'> & { balance?: number | null };
const FIELDS: [keyof CsvMapping, string, boolean][] = [
  ['dateColumn', 'Date', true],
  ['descriptionColumn', 'Description', false],
  ['chqNoColumn', 'Cheque No', false],
  ['debitColumn', 'Debit (withdrawal)', true],
  ['creditColumn', 'Credit (deposit)', true],
  ['balanceColumn', 'Balance', false],
];

function CsvImport({ onLines }: { onLines: (lines: Line[]) => void }) {
  const [csv, setCsv] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Partial<CsvMapping>>({});
  const [dateOrder, setDateOrder] = useState<'dmy' | 'mdy'>('dmy');
  const [preview, setPreview] = useState<CsvPreviewReply>();
  const [error, setError] = useState<string>();
  const read = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setPreview(undefined);
    setError(undefined);
    const head = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    const sep = [',', ';', '\t'].reduce((b, s) => (head.split(s).length > head.split(b).length ? s : b), ',');
    const cols = head
      .split(sep)
      .map((c) => c.replace(/^"|"$/g, '').trim())
      .filter(Boolean);
    setColumns(cols);
    // the headings' guess, the server's own (issue 41, item 7): what the selects show is what is read
    const guess = guessCsvMapping(cols);
    setMapping(guess);
    try {
      const complete = guess.dateColumn && guess.debitColumn && guess.creditColumn;
      const r = await call(reconciliationApi.bankStatementPreview, { body: { csv: text, dateOrder, ...(complete ? { mapping: guess as CsvMapping } : {}) } });
      setMapping(r.mapping);
      setPreview(r);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const run = async () => {
    setError(undefined);
    try {
      setPreview(await call(reconciliationApi.bankStatementPreview, { body: { csv, mapping: mapping as CsvMapping, dateOrder } }));
    } catch (e) {
      setPreview(undefined);
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  return (
    <Stack gap="xs">
      <input type="file" accept=".csv,text/csv,text/plain" aria-label="Statement CSV file" onChange={(e) => void read(e.currentTarget.files?.[0] ?? null)} />
      {columns.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
          {FIELDS.map(([f, label, required]) => (
            <Select
              key={f}
              label={label}
              required={required}
              clearable={!required}
              data={columns}
              value={mapping[f] ?? null}
              onChange={(v) => setMapping({ ...mapping, [f]: v ?? undefined })}
            />
          ))}
          <Select
            label="Dates written"
            data={[
              { value: 'dmy', label: 'day/month/year' },
              { value: 'mdy', label: 'month/day/year' },
            ]}
            value={dateOrder}
            onChange={(v) => setDateOrder(v === 'mdy' ? 'mdy' : 'dmy')}
          />
        </SimpleGrid>
      )}
      {columns.length > 0 && (
        <Group>
          <Button variant="light" onClick={() => void run()}>
            Preview
          </Button>
          {preview && (
            <Button onClick={() => onLines(preview.lines)} data-testid="use-lines">
              Use these {preview.lines.length} lines
            </Button>
          )}
        </Group>
      )}
      {error && (
        <Alert color="red" title="The file cannot be read" data-testid="csv-error">
          {error}
        </Alert>
      )}
      {preview && (
        <Text size="sm">
          {preview.lines.length} lines: debits {money(preview.totalDebit)}, credits {money(preview.totalCredit)}
        </Text>
      )}
    </Stack>
  );
}

function NewStatement() {
  const navigate = useNavigate();
  const [bankId, setBankId] = useState<number | null>(null);
  const [date, setDate] = useState(todayInDhaka());
  const [closing, setClosing] = useState<number | string>('');
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState<Line>({ date: todayInDhaka(), description: '', chqNo: '', debit: 0, credit: 0 });
  const { busy, run } = useSaving();
  const save = async () => {
    if (!bankId) return notifyError(new Error('Please select a bank'));
    await run(async () => {
      const r = await call(reconciliationApi.postBankReconciliations, {
        body: { bankId, statementDate: date, closingBalance: Number(closing) || 0, lines },
      });
      notifySuccess(r.message);
      navigate(`/bank-reconciliation/view?id=${r.data.id}`);
    });
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>New statement</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <BankSelect value={bankId} onChange={setBankId} required />
          <DateField label="Statement date" value={date} onChange={setDate} w="100%" />
          <NumberInput label="Closing balance" value={closing} onChange={setClosing} decimalScale={2} thousandSeparator="," hideControls required />
        </SimpleGrid>
        <Text fw={600} size="sm">
          Import the bank's CSV
        </Text>
        <CsvImport onLines={(l) => setLines(l)} />
        <Text fw={600} size="sm">
          Or type the lines
        </Text>
        <Group align="end" gap="xs">
          <DateField label="Date" value={draft.date} onChange={(d) => setDraft({ ...draft, date: d })} w={140} />
          <TextInput label="Description" value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })} />
          <TextInput label="Cheque No" value={draft.chqNo} onChange={(e) => setDraft({ ...draft, chqNo: e.currentTarget.value })} w={120} />
          {SIDES.map(([side, label]) => (
            <NumberInput
              key={side}
              label={label}
              value={draft[side]}
              onChange={(v) => setDraft({ ...draft, [side]: Number(v) || 0 })}
              decimalScale={2}
              hideControls
              w={110}
            />
          ))}
          <Button variant="light" onClick={() => (draft.debit || draft.credit) && setLines([...lines, draft])}>
            Add line
          </Button>
        </Group>
        {lines.length > 0 && (
          <SheetTable
            withColumnBorders={false}
            striped={false}
            fz="xs"
            data-testid="statement-lines"
            columns={[
              { label: 'Date', cell: (l) => displayDate(l.date) },
              { label: 'Description', cell: 'description' },
              { label: 'Cheque No', cell: 'chqNo' },
              moneyColumn('Debit', (l: Line) => l.debit, blankZero),
              moneyColumn('Credit', (l: Line) => l.credit, blankZero),
            ]}
            rows={lines}
            rowKey={(_l, i) => i}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={busy}>
            Save statement
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export default function ReconciliationListPage() {
  const navigate = useNavigate();
  const list = useQuery(reconciliationQueries.list());
  return (
    <Stack>
      <PageHeader title="Bank Reconciliation" />
      <NewStatement />
      <Title order={4}>Statements</Title>
      <DataTable
        columns={[
          { label: 'Bank', cell: 'bank_name' },
          { label: 'Statement date', cell: (r) => displayDate(r.statement_date) },
          { label: 'Closing balance', cell: (r) => money(r.closing_balance), align: 'right' },
          { label: 'Lines', cell: 'lines', align: 'right' },
        ]}
        rows={list.data?.data}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        onRowClick={(r) => navigate(`/bank-reconciliation/view?id=${r.id}`)}
        empty="No statements yet"
      />
    </Stack>
  );
}
