// Voucher Entry: Journal with debit and credit lines; the other types with one main account (cash
// or bank, with the cheque for bank types) and detail lines. Saved vouchers wait for approval.
import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { BankSelect } from '../../components/pickers';
import { ShortcutButton, enterToNext, useFormShortcuts } from '../../components/keyboard';
import { notifySuccess, notifyWarning } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { LinesEditor } from './LinesEditor';
import { TYPE_OPTIONS, newLine, postVoucher, toPayload, totals, useLedgers, type EditLine } from './api';
import { afterWrite } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';
import { voucherQueries } from '../../app/queryKeys/vouchers';
import { VC, isPayment, type VoucherType } from '../../../domain/voucherTypes';

/** The main account a type starts with: cash for cash types, the bank ledgers for bank types. */
const DEFAULT_MAIN: Record<VoucherType, number | null> = { [VC.journal]: null, [VC.cashPayment]: 7, [VC.bankPayment]: 8, [VC.cashReceived]: 7, [VC.bankReceived]: 6 };
const isBank = (t: VoucherType) => t === VC.bankPayment || t === VC.bankReceived;

export default function VoucherEntryPage() {
  const [type, setType] = useState<VoucherType>(VC.journal);
  const [date, setDate] = useState(todayInDhaka());
  const [lines, setLines] = useState<EditLine[]>([newLine(), newLine()]);
  const [main, setMain] = useState<{ ledger_id: number | null; bankId: number | null; chqNo: string; chqDate: string; narr: string }>({
    ledger_id: null,
    bankId: null,
    chqNo: '',
    chqDate: '',
    narr: '',
  });
  const { busy, run } = useSaving();
  const [saved, setSaved] = useState<string>();
  const [mr, setMr] = useState('');
  const ledgers = useLedgers();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const next = useQuery({ ...voucherQueries.nextNo(type, date), enabled: !!date });
  const journal = type === 1;
  const detailSide = isPayment(type) ? 'debit' : 'credit';

  const changeType = (t: VoucherType) => {
    setType(t);
    setMain({ ledger_id: DEFAULT_MAIN[t], bankId: null, chqNo: '', chqDate: '', narr: '' });
    setLines(t === 1 ? [newLine(), newLine()] : [newLine()]);
  };

  /** A cash or bank voucher is its detail lines plus the main account line that balances them. */
  const allLines = (): EditLine[] => {
    if (journal) return lines;
    const amount = totals(lines)[detailSide];
    const mainLine = newLine({
      ledger_id: main.ledger_id,
      narr: main.narr,
      active: 1,
      [isPayment(type) ? 'credit' : 'debit']: amount,
      ...(isBank(type) ? { bankId: main.bankId, chqNo: main.chqNo || null, chqDate: main.chqDate || null } : {}),
    });
    const details = lines.map((l) => ({ ...l, active: 0 }));
    return isPayment(type) ? [...details, mainLine] : [mainLine, ...details];
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const all = allLines();
    const t = totals(all);
    if (all.some((l) => !l.ledger_id)) return notifyWarning('Please select a ledger on every line');
    if (t.debit !== t.credit) return notifyWarning('Debit and credit amount should be same');
    await run(async () => {
      const res = await postVoucher({ vc_date: date, vc_type: type, lines: all.map(toPayload) });
      notifySuccess(res.message);
      setSaved(res.data.vc_no);
      changeType(type);
      await afterWrite(qc, 'voucher');
    }, 'Voucher Create Failed');
  };

  // keyboard: Ctrl+S / Alt+S submits the voucher, Alt+C clears it (Enter moves to the next field)
  const formRef = useRef<HTMLFormElement>(null);
  useFormShortcuts({ save: () => !busy && formRef.current?.requestSubmit(), clear: () => changeType(type) });

  const ledgerOptions = (ledgers.data ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.sub_name})` }));
  return (
    <Stack>
      <PageHeader title="Voucher Entry">
        <Group gap="xs" align="end">
          <TextInput placeholder="MR / voucher number" aria-label="MR number" value={mr} onChange={(e) => setMr(e.currentTarget.value)} w={200} />
          <Button variant="light" disabled={!mr.trim()} onClick={() => navigate('/voucher-print', { state: { vc_no: mr.trim() } })}>
            Print by MR No
          </Button>
        </Group>
      </PageHeader>
      {saved && (
        <Alert color="teal">
          Voucher {saved} is saved and waits for approval.{' '}
          <Link to="/voucher-print" state={{ vc_no: saved }}>
            Print it
          </Link>
        </Alert>
      )}
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate ref={formRef} onKeyDown={enterToNext}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Voucher Type"
              data={TYPE_OPTIONS}
              value={String(type)}
              onChange={(v) => changeType(Number(v ?? VC.journal) as VoucherType)}
              allowDeselect={false}
              autoFocus
            />
            <DateField label="Date" value={date} onChange={setDate} w="100%" />
            <TextInput label="Voucher No" readOnly value={next.data ?? ''} data-testid="voucher-number" />
          </SimpleGrid>
          {!journal && (
            <SimpleGrid cols={{ base: 1, sm: isBank(type) ? 5 : 2 }}>
              <Select
                label="Account"
                searchable
                data={ledgerOptions}
                value={main.ledger_id ? String(main.ledger_id) : null}
                onChange={(v) => setMain({ ...main, ledger_id: v ? Number(v) : null })}
              />
              <TextInput label="Narration" value={main.narr} onChange={(e) => setMain({ ...main, narr: e.currentTarget.value })} />
              {isBank(type) && (
                <>
                  <BankSelect value={main.bankId} onChange={(bankId) => setMain({ ...main, bankId })} />
                  <TextInput label="Cheque No" value={main.chqNo} onChange={(e) => setMain({ ...main, chqNo: e.currentTarget.value })} />
                  <DateField label="Cheque Date" value={main.chqDate} onChange={(chqDate) => setMain({ ...main, chqDate })} w="100%" />
                </>
              )}
            </SimpleGrid>
          )}
          <LinesEditor lines={lines} onChange={setLines} mode={journal ? 'journal' : { side: detailSide }} />
          <Group>
            <ShortcutButton type="submit" keys="Ctrl+S" shortcut="Control+S Alt+S" data-enter-end loading={busy} disabled={busy}>
              {busy ? 'Loading...' : 'Submit'}
            </ShortcutButton>
            <ShortcutButton keys="Alt+C" shortcut="Alt+C" variant="default" onClick={() => changeType(type)}>
              Clear
            </ShortcutButton>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
