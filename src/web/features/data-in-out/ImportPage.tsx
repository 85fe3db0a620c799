// Import Data (admin): choose what to import, download its template, pick the .xlsx or CSV file,
// check which column holds each field, read the preview and every problem by row and column, then
// import: every row in one transaction, or nothing.
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { ApiError, errorMessage, tokenStore } from '../../components/api';
import { call, pathOf } from '../../components/client';
import { downloadFile } from '../../components/ExportButtons';
import { notifySuccess, notifyWarning } from '../../components/notify';
import { money } from '../../components/format';
import type { ImportKind, ImportPreview, ImportProgress, ImportResult } from '../../../contracts/dataImport';
import { afterWrite, dataImportApi } from '../../app/queryKeys';

const KINDS: { value: ImportKind; label: string; what: string }[] = [
  { value: 'models', label: 'Catalogue', what: 'groups, brands, categories and models with their opening stock and serials' },
  { value: 'customers', label: 'Customers', what: 'customers with their opening balance and its date' },
  { value: 'suppliers', label: 'Suppliers', what: 'suppliers with their opening balance and its date' },
  { value: 'ledgers', label: 'Ledgers', what: 'ledgers of the chart under existing heads, with opening balances' },
  { value: 'opening-stock', label: 'Opening Stock', what: 'the opening stock and serials of models already in the catalogue' },
];

const MAX_BYTES = 10 * 1024 * 1024;

const SUMMARY_LABELS: Record<string, string> = {
  rows: 'Rows',
  models: 'Models',
  serials: 'Serials',
  openingQty: 'Opening quantity',
  openingValue: 'Opening stock value',
  customers: 'Customers',
  suppliers: 'Suppliers',
  openingBalance: 'Opening balances',
  ledgers: 'Ledgers',
  openingDebit: 'Openings (debit less credit)',
};

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
/** Taka figures with 2 decimals, counts as whole numbers. */
const figure = (key: string, v: number) => (/value|balance|debit/i.test(key) ? money(v) : v.toLocaleString('en-US'));

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('The file cannot be read'));
    r.readAsDataURL(file);
  });
}

/** 128 random bits in hex: the id the import's progress is read by (and its submission key). */
const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Sends the import as `call` would (the bearer token, an idempotency key, JSON), through
 * XMLHttpRequest so that the upload's progress can be shown (fetch tells nothing of it).
 */
function postWithUpload<T>(path: string, body: unknown, key: string, onUpload: (sent: number, total: number) => void, onSent: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('idempotency-key', key);
    xhr.upload.onprogress = (e) => e.lengthComputable && onUpload(e.loaded, e.total);
    xhr.upload.onload = onSent;
    xhr.onerror = () => reject(new ApiError(0, 'The server cannot be reached. Check the connection and try again.'));
    xhr.onload = () => {
      let data: { message?: string; field?: string } | undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(xhr.status, data?.message || 'Unexpected error occurred.', data?.field));
    };
    xhr.send(JSON.stringify(body));
  });
}

type Stage = { phase: 'upload'; sent: number; total: number } | ImportProgress;

/** What the bar says and how full it is at each stage: the upload, then the server's checking and writing. */
function stageView(s: Stage): { label: string; value: number; moving: boolean } {
  switch (s.phase) {
    case 'upload': {
      const pct = s.total ? Math.round((s.sent / s.total) * 100) : 0;
      return {
        label: `Sending the file: ${(s.sent / 1024 / 1024).toFixed(1)} of ${(s.total / 1024 / 1024).toFixed(1)} MB (${pct}%)`,
        value: pct,
        moving: false,
      };
    }
    case 'waiting':
    case 'reading':
      return { label: 'Reading the file...', value: 100, moving: true };
    case 'checking':
      return { label: `Checking ${s.total.toLocaleString('en-US')} rows...`, value: 100, moving: true };
    case 'writing': {
      const pct = s.total ? Math.round((s.done / s.total) * 100) : 0;
      return { label: `Saving: ${s.done.toLocaleString('en-US')} of ${s.total.toLocaleString('en-US')} rows (${pct}%)`, value: pct, moving: false };
    }
    default:
      return { label: 'Finishing...', value: 100, moving: false };
  }
}

export default function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('models');
  const [file, setFile] = useState<File | null>(null);
  const [data, setData] = useState<string>('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const client = useQueryClient();

  const reset = () => {
    setFile(null);
    setData('');
    setPreview(null);
    setError(null);
    setDone(null);
  };

  const read = async (f: File | null, mapping?: Record<string, string>, k: ImportKind = kind, base64?: string) => {
    setError(null);
    setDone(null);
    if (!f) return reset();
    if (f.size > MAX_BYTES) {
      setPreview(null);
      return setError(`The file is ${(f.size / 1024 / 1024).toFixed(1)} MB; at most 10 MB can be imported`);
    }
    setBusy('reading');
    try {
      const b64 = base64 ?? (await toBase64(f));
      setData(b64);
      setPreview(await call(dataImportApi.importPreview, { params: { kind: k }, body: { fileName: f.name, data: b64, mapping } }));
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e, 'The file cannot be read'));
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (!file || !preview) return;
    if (preview.problems.length) return notifyWarning('Correct the problems first');
    setBusy('importing');
    setError(null);
    const progressId = randomId();
    let polling: number | undefined;
    let finished = false;
    // Once the file is sent, the server's phase and rows written are read about twice a second.
    const poll = async () => {
      try {
        const p = await call(dataImportApi.importProgress, { params: { id: progressId } });
        if (!finished && p.phase !== 'waiting') setStage(p);
      } catch {
        // the bar waits for the next reading
      }
      if (!finished) polling = window.setTimeout(poll, 500);
    };
    setStage({ phase: 'upload', sent: 0, total: data.length });
    try {
      const r = await postWithUpload<ImportResult>(
        pathOf(dataImportApi.import.path, { kind }),
        { fileName: file.name, data, mapping: preview.mapping, progressId },
        randomId(),
        (sent, total) => setStage({ phase: 'upload', sent, total }),
        () => {
          setStage({ phase: 'reading', done: 0, total: 0 });
          void poll();
        },
      );
      setDone(r);
      setPreview(null);
      setFile(null);
      notifySuccess(`${r.rows} rows imported`);
      await afterWrite(client, 'import');
    } catch (e) {
      setError(errorMessage(e, 'The import failed'));
    } finally {
      finished = true;
      window.clearTimeout(polling);
      setStage(null);
      setBusy(null);
    }
  };

  const fields = preview?.fields ?? [];
  /** The fields a column of the file is mapped to: the columns of the first rows. */
  const mapped = fields.filter((f) => preview?.mapping[f.key]);
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? key;
  const about = KINDS.find((k) => k.value === kind)!;

  return (
    <Stack>
      <PageHeader title="Import Data" />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(v) => {
              setKind(v as ImportKind);
              if (file) void read(file, undefined, v as ImportKind, data);
            }}
            data={KINDS.map((k) => ({ value: k.value, label: k.label }))}
          />
          <Text size="sm" c="dimmed">
            Imports {about.what}. Openings are posted against Opening Balance Equity. Every row is saved in one go, or none.
          </Text>
          <Group align="end">
            <FileInput
              label="File (.xlsx or .csv, at most 10 MB)"
              placeholder="Choose the file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconUpload size={16} />}
              value={file}
              onChange={(f) => {
                setFile(f);
                void read(f);
              }}
              clearable
              w={360}
              data-testid="import-file"
            />
            {['xlsx', 'csv'].map((format) => (
              <Button
                key={format}
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => downloadFile('GET', `${pathOf(dataImportApi.importTemplate.path, { kind })}?format=${format}`).catch((e) => setError(errorMessage(e)))}
              >
                {`Template (.${format})`}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>

      {busy === 'reading' && (
        <Stack gap={4}>
          <Text size="sm">Reading the file...</Text>
          <Progress value={100} animated striped />
        </Stack>
      )}
      {busy === 'importing' && stage && <ImportBar stage={stage} />}
      {error && (
        <Alert color="red" title="Not imported">
          {error}
        </Alert>
      )}
      {done && (
        <Alert color="teal" title="Imported">
          {done.rows} rows imported.{' '}
          {Object.entries(done.summary)
            .filter(([k]) => k !== 'rows')
            .map(([k, v]) => `${SUMMARY_LABELS[k] ?? k}: ${figure(k, v)}`)
            .join(' · ')}
        </Alert>
      )}

      {preview && (
        <>
          <Paper withBorder p="md">
            <Title order={5} mb="xs">
              Columns
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
              {preview.fields.map((f) => (
                <Select
                  key={f.key}
                  label={f.label + (f.required ? ' *' : '')}
                  description={f.hint || undefined}
                  data={[{ value: '', label: '(not in the file)' }, ...preview.columns.map((c) => ({ value: c, label: c }))]}
                  value={preview.mapping[f.key] ?? ''}
                  onChange={(v) => void read(file, { ...preview.mapping, [f.key]: v ?? '' }, kind, data)}
                  allowDeselect={false}
                  size="xs"
                />
              ))}
            </SimpleGrid>
          </Paper>

          <Group gap="xs">
            {Object.entries(preview.summary).map(([k, v]) => (
              <Badge key={k} variant="light" size="lg">
                {SUMMARY_LABELS[k] ?? k}: {figure(k, v)}
              </Badge>
            ))}
          </Group>

          {preview.problems.length > 0 ? (
            <Alert color="red" title={`${plural(preview.problems.length + preview.moreProblems, 'problem')}: nothing can be imported until they are corrected`}>
              <ScrollArea.Autosize mah={260}>
                <Table withRowBorders={false} verticalSpacing={2} data-testid="import-problems">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>Row</Table.Th>
                      <Table.Th w={180}>Column</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.problems.map((p, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{p.row}</Table.Td>
                        <Table.Td>{p.column}</Table.Td>
                        <Table.Td>{p.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {preview.moreProblems > 0 && <Text size="sm">and {preview.moreProblems} more</Text>}
              </ScrollArea.Autosize>
            </Alert>
          ) : (
            <Alert color="teal">No problems found in {preview.rowCount} rows.</Alert>
          )}

          <Paper withBorder p="md">
            <Title order={5} mb="xs">
              First rows
            </Title>
            <ScrollArea>
              <Table striped withTableBorder withColumnBorders fz="xs" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    {mapped.map((f) => (
                      <Table.Th key={f.key}>{labelOf(f.key)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.preview.map((r) => (
                    <Table.Tr key={r.row}>
                      <Table.Td>{r.row}</Table.Td>
                      {mapped.map((f) => (
                        <Table.Td key={f.key} style={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                          {r.values[f.key]}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {preview.rowCount > preview.preview.length && (
              <Text size="xs" c="dimmed" mt={4}>
                and {preview.rowCount - preview.preview.length} more rows
              </Text>
            )}
          </Paper>

          <Group>
            <Button leftSection={<IconFileImport size={16} />} onClick={run} disabled={preview.problems.length > 0 || !!busy} loading={busy === 'importing'}>
              {busy === 'importing' ? 'Loading...' : `Import ${preview.rowCount} rows`}
            </Button>
            <Button variant="default" onClick={reset}>
              Cancel
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function ImportBar({ stage }: { stage: Stage }) {
  const v = stageView(stage);
  const step = stage.phase === 'upload' ? 1 : stage.phase === 'writing' || stage.phase === 'done' ? 3 : 2;
  return (
    <Paper withBorder p="sm" data-testid="import-progress" data-phase={stage.phase}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {v.label}
          </Text>
          <Text size="xs" c="dimmed">
            Step {step} of 3: send, check, save
          </Text>
        </Group>
        <Progress value={v.value} animated={v.moving} striped={v.moving} size="lg" aria-label={v.label} transitionDuration={300} />
      </Stack>
    </Paper>
  );
}
