// Calls of the voucher screens (admin only) and the line shape the editors work with.
import { useQuery } from '@tanstack/react-query';

import { toNumber } from '../../components/format';
import type { Voucher, VoucherLine } from '../../../contracts/vouchers';

import { accountKeys } from '../../app/queryKeys';
import { call } from '../../components/client';
import { vouchersApi } from '../../app/queryKeys/vouchers';
import { accountsApi } from '../../app/queryKeys/accounts';
import { VC_TYPE_NAMES, type VoucherType } from '../../../domain/voucherTypes';

export type { Voucher, VoucherLine };

export const TYPE_OPTIONS = Object.entries(VC_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** Receivable and payable lines name their customer or supplier. */
export const PARTY_LEDGERS = [1, 4];

/** A line as the editors hold it; `key` tells rows apart before they have an id. */
export interface EditLine {
  key: string;
  id?: number;
  ledger_id: number | null;
  partyId: number | null;
  narr: string;
  debit: number | string;
  credit: number | string;
  active?: number;
  bankId?: number | null;
  chqNo?: string | null;
  chqDate?: string | null;
}

let seq = 0;
export const newLine = (patch: Partial<EditLine> = {}): EditLine => ({
  key: `n${++seq}`,
  ledger_id: null,
  partyId: null,
  narr: '',
  debit: '',
  credit: '',
  ...patch,
});
export const fromVoucherLine = (l: VoucherLine): EditLine => ({
  key: `l${l.id}`,
  id: l.id,
  ledger_id: l.ledger_id,
  partyId: l.partyId,
  narr: l.narr,
  debit: l.debit || '',
  credit: l.credit || '',
  active: l.active,
  bankId: l.bankId,
  chqNo: l.chqNo,
  chqDate: l.chqDate,
});

export const totals = (lines: EditLine[]) => ({
  debit: Math.round(lines.reduce((s, l) => s + toNumber(l.debit) * 100, 0)) / 100,
  credit: Math.round(lines.reduce((s, l) => s + toNumber(l.credit) * 100, 0)) / 100,
});

/** The line as the server takes it. */
export const toPayload = (l: EditLine) => ({
  ledger_id: l.ledger_id,
  partyId: PARTY_LEDGERS.includes(l.ledger_id ?? 0) ? l.partyId : null,
  narr: l.narr,
  debit: toNumber(l.debit),
  credit: toNumber(l.credit),
  active: l.active,
  bankId: l.bankId ?? null,
  chqNo: l.chqNo ?? null,
  chqDate: l.chqDate ?? null,
});

export const useLedgers = () =>
  useQuery({ queryKey: accountKeys.ledgerPicker, queryFn: async () => (await call(accountsApi.ledgerAll, { query: {} })).data, staleTime: 60_000 });

export const postVoucher = (body: { vc_date: string; vc_type: VoucherType; lines: ReturnType<typeof toPayload>[] }) => call(vouchersApi.voucherPost, { body });
export const updateVoucher = (lines: (ReturnType<typeof toPayload> & { id?: number; vc_no: string; vc_date: string })[]) =>
  call(vouchersApi.voucherUpdate, { body: lines });
export const deleteVoucher = (vcNo: string) => call(vouchersApi.voucherDelete, { query: { vc_no: vcNo } });
export const approveVoucher = (vcNo: string) => call(vouchersApi.vcPosting, { params: { vc_no: vcNo } });
