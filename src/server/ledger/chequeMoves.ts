// Moving a cheque from one state to the next (ledger/, as both the cheque register and the bank
// reconciliation move cheques). Each change is a dated voucher (source 'cheque', the
// cheque's id) posted through the ledger in the same transaction as the state, kept in
// cheque_events; the audit log records the cheque's row before and after.
//
// Received (the document posted Dr Cheques in Hand, Cr the party):
//   deposited  JV  Dr Cheques in Clearing (naming the bank), Cr Cheques in Hand
//   cleared    BR  Dr the bank's own ledger, Cr Cheques in Clearing: the bank has it from the bank's date
//   bounced    JV  Dr the party, Cr Cheques in Clearing (the due re-opens); a charge: Dr Bank Charges,
//                  Cr the bank; passed on to the party: Dr the party, Cr Bank Charges
//   deposited  JV  Dr Cheques in Clearing, Cr the party: a bounced cheque presented again (the due
//   again         falls again)
//   returned,  JV  Dr the party, Cr Cheques in Hand (given back undeposited, or entered in error)
//   cancelled
// Issued (the document posted Dr the party, Cr Cheques Issued):
//   cleared    BP  Dr Cheques Issued, Cr the bank's own ledger: presented, on the bank's date
//   cancelled  JV  Dr Cheques Issued, Cr the party (the supplier's due re-opens)
import { sql, one, type Executor } from '../db/client.js';
import { post, type VoucherLineInput } from './ledger.js';
import { LEDGER } from './accounts.js';
import { CHEQUE_PARTY, CHEQUE_PARTY_NAME, chequeLedgers } from './cheques.js';
import { SOURCE } from './sources.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { dec, money } from '../../domain/money.js';
import { displayDate } from '../../domain/dates.js';
import { VC, type VoucherType } from '../../domain/voucherTypes.js';
import { NEXT_STATES, stateLabel, type ChequeDirection, type ChequeMoveBody, type ChequeState } from '../../contracts/cheques.js';

interface Locked {
  id: number;
  direction: ChequeDirection;
  state: ChequeState;
  legacy: boolean;
  party_id: number | null;
  party_name: string;
  party_ledger: number;
  amount: string;
  chq_no: string;
  chq_date: string | null;
  bank_id: number | null;
  received_date: string;
  deposited_date: string | null;
  bounced_date: string | null;
}

const DATE_OF: Record<string, string> = {
  deposited: 'deposited_date',
  cleared: 'cleared_date',
  bounced: 'bounced_date',
  returned: 'returned_date',
  cancelled: 'cancelled_date',
};

async function lockCheque(tx: Executor, id: number): Promise<Locked> {
  const c = await one<Omit<Locked, 'party_ledger'> & { counter_ledger_id: number | null; unapproved: string | null }>(
    tx,
    sql`select c.id, c.direction, c.state, c.legacy, c.party_id, ${CHEQUE_PARTY_NAME} as party_name, c.amount, c.chq_no, to_char(c.chq_date, 'YYYY-MM-DD') as chq_date,
          c.bank_id, to_char(c.received_date, 'YYYY-MM-DD') as received_date, to_char(c.deposited_date, 'YYYY-MM-DD') as deposited_date,
          to_char(c.bounced_date, 'YYYY-MM-DD') as bounced_date, c.counter_ledger_id,
          case when c.source_type = ${SOURCE.voucher} and exists (select 1 from voucher_lines v where v.vc_no = c.vc_no and v.post_status = 0) then c.vc_no end as unapproved
        from cheques c ${CHEQUE_PARTY}
        where c.id = ${id} for update of c`,
  );
  if (!c) throw notFound('This cheque does not exist');
  // a hand voucher's cheque counts in the books once its voucher is approved
  if (c.unapproved) throw conflict(`Voucher ${c.unapproved} that wrote this cheque is not approved yet; approve it first`);
  // the party's side is the ledger the document credited (received) or debited (issued); a hand
  // voucher's, the ledger on its other side
  return { ...c, party_ledger: c.counter_ledger_id ?? (c.direction === 'received' ? LEDGER.receivable : LEDGER.payable) };
}

async function bankLedgerOf(tx: Executor, bankId: number | null): Promise<{ id: number; ledger: number; name: string }> {
  if (!bankId) throw badRequest('Please select a bank', 'bankId');
  const b = await one<{ id: number; ledger_id: number | null; name: string }>(
    tx,
    sql`select id, ledger_id, case when branch <> '' then name || ' - ' || branch else name end as name from banks where id = ${bankId}`,
  );
  if (!b) throw badRequest('Please select a bank that exists', 'bankId');
  if (!b.ledger_id) throw badRequest('This bank has no ledger yet; save it once in the bank master', 'bankId');
  return { id: b.id, ledger: b.ledger_id, name: b.name };
}

/** The refusals: a state skipped or repeated (409), a date before the last change or a post-dated cheque's own date (400). */
function checkMove(c: Locked, m: ChequeMoveBody) {
  const label = (s: string) => stateLabel(c.direction, s).toLowerCase();
  if (c.legacy) throw conflict(`This cheque was recorded by the upgrade as already in the bank on ${displayDate(c.received_date)}; its state cannot change`);
  if (c.state === m.to) throw conflict(`This cheque is already ${label(c.state)}`);
  const allowed = NEXT_STATES[c.direction][c.state] ?? [];
  if (!allowed.includes(m.to)) {
    const next = allowed.map(label).join(' or ');
    throw conflict(`A cheque that is ${label(c.state)} cannot be marked ${label(m.to)}${next ? `; it can be ${next}` : ''}`);
  }
  const [last, what] = c.state === 'bounced' ? [c.bounced_date!, 'bounced'] : c.deposited_date ? [c.deposited_date, 'deposited'] : [c.received_date, c.direction];
  if (m.date < last) throw badRequest(`The date cannot be before ${displayDate(last)}, when the cheque was ${what}`, 'date');
  if ((m.to === 'deposited' || (c.direction === 'issued' && m.to === 'cleared')) && c.chq_date && m.date < c.chq_date)
    throw badRequest(
      `This cheque is dated ${displayDate(c.chq_date)}: it cannot be ${m.to === 'deposited' ? 'deposited' : 'presented'} before that day`,
      'date',
    );
  if (m.to !== 'bounced' && (m.charge || m.chargeToParty)) throw badRequest('A bank charge goes with a bounced cheque only', 'charge');
}

interface Posting {
  vcType: VoucherType;
  lines: VoucherLineInput[];
  /** A bounced cheque's bank charge, and its charging on to the party: vouchers of their own, so
   * that each reads as what it is (the cash flow names a bank line by the other side of its voucher). */
  more?: { vcType: VoucherType; lines: VoucherLineInput[] }[];
}

async function postingOf(tx: Executor, c: Locked, m: ChequeMoveBody, bankId: number | null): Promise<Posting> {
  const L = await chequeLedgers(tx);
  const amount = money(c.amount);
  const chq = { chqNo: c.chq_no || null, chqDate: c.chq_date };
  const what = `Cheque ${c.chq_no || ''} of ${c.party_name}`.replace('  ', ' ');
  const party = (debit: boolean, value: string, narr: string): VoucherLineInput => ({
    ledgerId: c.party_ledger,
    partyId: c.party_id,
    ...(debit ? { debit: value } : { credit: value }),
    narr,
  });
  if (c.direction === 'received') {
    if (m.to === 'deposited' && c.state === 'bounced') {
      // presented again: the party's due, re-opened by the bounce, falls again
      const bank = await bankLedgerOf(tx, bankId);
      const narr = `${what} deposited again into ${bank.name}`;
      return { vcType: VC.journal, lines: [{ ledgerId: L.chequesInClearing, debit: amount, bankId: bank.id, ...chq, narr }, party(false, amount, narr)] };
    }
    if (m.to === 'deposited') {
      const bank = await bankLedgerOf(tx, bankId);
      const narr = `${what} deposited into ${bank.name}`;
      return {
        vcType: VC.journal,
        lines: [
          { ledgerId: L.chequesInClearing, debit: amount, bankId: bank.id, ...chq, narr },
          { ledgerId: L.chequesInHand, credit: amount, bankId: bank.id, ...chq, narr },
        ],
      };
    }
    if (m.to === 'cleared') {
      const bank = await bankLedgerOf(tx, bankId);
      const narr = `${what} cleared`;
      return {
        vcType: VC.bankReceived,
        lines: [
          { ledgerId: bank.ledger, debit: amount, bankId: bank.id, ...chq, narr, accType: 4, active: 1 },
          { ledgerId: L.chequesInClearing, credit: amount, bankId: bank.id, ...chq, narr, accType: 4 },
        ],
      };
    }
    if (m.to === 'bounced') {
      const bank = await bankLedgerOf(tx, bankId);
      const narr = `${what} bounced${m.note ? `: ${m.note}` : ''}`;
      const charge = money(m.charge ?? 0);
      const lines: VoucherLineInput[] = [party(true, amount, narr), { ledgerId: L.chequesInClearing, credit: amount, bankId: bank.id, ...chq, narr }];
      const more: Posting['more'] = [];
      if (!dec(charge).isZero()) {
        const chargeNarr = `Bank charge on bounced cheque ${c.chq_no} of ${c.party_name}`;
        more.push({
          vcType: VC.journal,
          lines: [
            { ledgerId: L.bankCharges, debit: charge, narr: chargeNarr },
            { ledgerId: bank.ledger, credit: charge, bankId: bank.id, ...chq, narr: chargeNarr },
          ],
        });
        if (m.chargeToParty)
          more.push({
            vcType: VC.journal,
            lines: [party(true, charge, `${chargeNarr}, charged on`), { ledgerId: L.bankCharges, credit: charge, narr: `${chargeNarr}, charged on` }],
          });
      }
      return { vcType: VC.journal, lines, more };
    }
    // returned or cancelled while in hand
    const narr = `${what} ${m.to === 'returned' ? 'returned to the party' : 'cancelled'}${m.note ? `: ${m.note}` : ''}`;
    return { vcType: VC.journal, lines: [party(true, amount, narr), { ledgerId: L.chequesInHand, credit: amount, bankId, ...chq, narr }] };
  }
  const bank = await bankLedgerOf(tx, bankId);
  if (m.to === 'cleared') {
    const narr = `Our cheque ${c.chq_no} to ${c.party_name} presented`;
    return {
      vcType: VC.bankPayment,
      lines: [
        { ledgerId: L.chequesIssued, debit: amount, bankId: bank.id, ...chq, narr, accType: 2 },
        { ledgerId: bank.ledger, credit: amount, bankId: bank.id, ...chq, narr, accType: 2, active: 1 },
      ],
    };
  }
  const narr = `Our cheque ${c.chq_no} to ${c.party_name} cancelled${m.note ? `: ${m.note}` : ''}`;
  return { vcType: VC.journal, lines: [{ ledgerId: L.chequesIssued, debit: amount, bankId: bank.id, ...chq, narr }, party(false, amount, narr)] };
}

/**
 * Moves the cheque to `m.to` inside the caller's transaction: checks the move, posts its voucher(s)
 * and records the state and the event. Used by the cheque register and by the bank reconciliation
 * (a statement line matched to a cheque clears it on the line's date).
 */
export async function moveChequeIn(tx: Executor, id: number, m: ChequeMoveBody, userId: number): Promise<string> {
  const c = await lockCheque(tx, id);
  checkMove(c, m);
  const bankId = m.to === 'deposited' ? (m.bankId ?? c.bank_id) : c.bank_id;
  if (m.to !== 'deposited' && m.bankId && m.bankId !== c.bank_id) throw badRequest('The bank is chosen when the cheque is deposited', 'bankId');
  const p = await postingOf(tx, c, m, bankId);
  const common = { vcDate: m.date, postStatus: 1 as const, source: { type: SOURCE.cheque, id }, createdBy: userId };
  const vcNo = await post(tx, { ...common, vcType: p.vcType, lines: p.lines });
  for (const v of p.more ?? []) await post(tx, { ...common, ...v });
  await tx.execute(
    sql`update cheques set state = ${m.to}, ${sql.raw(DATE_OF[m.to])} = ${m.date}, bank_id = ${bankId},
          ${m.to === 'bounced' ? sql`bounce_charge = ${money(m.charge ?? 0)}, charge_to_party = ${!!m.chargeToParty && !!m.charge},` : sql``} updated_at = now()
        where id = ${id}`,
  );
  await tx.execute(
    sql`insert into cheque_events (cheque_id, state, event_date, bank_id, charge, vc_no, note, created_by)
        values (${id}, ${m.to}, ${m.date}, ${bankId}, ${m.to === 'bounced' ? money(m.charge ?? 0) : '0'}, ${vcNo}, ${m.note ?? ''}, ${userId})`,
  );
  return vcNo;
}
