// How money on a document is paid or taken: Cash, or a cheque on a bank with its number and date.
// The server calls a cheque 'Bank' (cash_bank_type) and posts it to that bank's own ledger.
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BankSelect } from './pickers';
import { DateField } from './DateField';

export interface CashBank {
  type: 'Cash' | 'Cheque';
  bankId: number | null;
  chqNo: string;
  chqDate: string;
}

export const CASH: CashBank = { type: 'Cash', bankId: null, chqNo: '', chqDate: '' };

/** A saved record's method as the form holds it (the server answers 'Bank' for a cheque). */
export const cashBankOf = (saved?: { cash_bank_type: string | null; bankId: number | null; chqNo: string | null; chqDate: string | null }): CashBank =>
  saved?.cash_bank_type === 'Bank' ? { type: 'Cheque', bankId: saved.bankId, chqNo: saved.chqNo ?? '', chqDate: saved.chqDate ?? '' } : CASH;

/** The request's fields: a cheque names its bank, cash names none. */
export const cashBankBody = (v: CashBank) =>
  v.type === 'Cheque'
    ? { cash_bank_type: 'Cheque' as const, bankId: v.bankId, chqNo: v.chqNo.trim() || null, chqDate: v.chqDate || null }
    : { cash_bank_type: 'Cash' as const, bankId: null, chqNo: null, chqDate: null };

export function CashBankFields({ label, value, onChange, bankError }: { label: string; value: CashBank; onChange: (v: CashBank) => void; bankError?: string }) {
  const set = (patch: Partial<CashBank>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <SegmentedControl data={['Cash', 'Cheque']} value={value.type} onChange={(t) => set({ type: t as CashBank['type'] })} w={220} aria-label={label} />
      </Stack>
      {value.type === 'Cheque' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <BankSelect value={value.bankId} onChange={(bankId) => set({ bankId })} required error={bankError} />
          <TextInput label="Cheque No" value={value.chqNo} onChange={(e) => set({ chqNo: e.currentTarget.value })} />
          <DateField label="Cheque Date" value={value.chqDate} onChange={(chqDate) => set({ chqDate })} w="100%" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
