// The cheque register (issue 22): cheques received from parties and issued to them, their states
// and the dated changes between them.
import { z } from 'zod';
import { amount, blankToUndefined as blank, dataOf, isoDate, listQuery, messageWith, optionalDate, pagedOf, queryId, sourceFields, idParam } from './common.js';
import { route } from './route.js';

export const CHEQUE_DIRECTIONS = ['received', 'issued'] as const;
export const CHEQUE_STATES = ['received', 'deposited', 'cleared', 'bounced', 'returned', 'cancelled', 'issued'] as const;
export type ChequeDirection = (typeof CHEQUE_DIRECTIONS)[number];
export type ChequeState = (typeof CHEQUE_STATES)[number];
/** The states a change may move a cheque to. */
export const CHEQUE_MOVES = ['deposited', 'cleared', 'bounced', 'returned', 'cancelled'] as const;
export type ChequeMove = (typeof CHEQUE_MOVES)[number];

/** Which state follows which: received cheques deposit then clear or bounce; issued ones are presented (cleared) or cancelled. */
export const NEXT_STATES: Record<ChequeDirection, Partial<Record<ChequeState, ChequeMove[]>>> = {
  received: { received: ['deposited', 'returned', 'cancelled'], deposited: ['cleared', 'bounced'], bounced: ['deposited'] },
  issued: { issued: ['cleared', 'cancelled'] },
};

/** How a state reads to a clerk; an issued cheque that cleared was presented. */
export const stateLabel = (direction: ChequeDirection, state: ChequeState | string): string =>
  direction === 'issued' && state === 'cleared'
    ? 'Presented'
    : ((
        {
          received: 'In hand',
          deposited: 'Deposited',
          cleared: 'Cleared',
          bounced: 'Bounced',
          returned: 'Returned',
          cancelled: 'Cancelled',
          issued: 'Issued',
        } as Record<string, string>
      )[state] ?? state);

export const chequeEvent = z.object({
  id: z.number(),
  state: z.string(),
  date: z.string(),
  vc_no: z.string().nullable(),
  note: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const cheque = z.object({
  id: z.number(),
  direction: z.enum(CHEQUE_DIRECTIONS),
  state: z.enum(CHEQUE_STATES),
  /** Recorded by the upgrade: the previous version posted it straight to the bank. */
  legacy: z.boolean(),
  party_id: z.number().nullable(),
  party_name: z.string(),
  amount: z.number(),
  chq_no: z.string(),
  chq_date: z.string().nullable(),
  drawn_on: z.string(),
  bank_id: z.number().nullable(),
  bank_name: z.string().nullable(),
  received_date: z.string(),
  deposited_date: z.string().nullable(),
  cleared_date: z.string().nullable(),
  bounced_date: z.string().nullable(),
  returned_date: z.string().nullable(),
  cancelled_date: z.string().nullable(),
  bounce_charge: z.number(),
  charge_to_party: z.boolean(),
  ...sourceFields,
  vc_no: z.string().nullable(),
  /** The changes allowed from its state. */
  actions: z.array(z.enum(CHEQUE_MOVES)),
});
export type Cheque = z.infer<typeof cheque>;

export const chequeDetail = cheque.extend({ events: z.array(chequeEvent) });
export type ChequeDetail = z.infer<typeof chequeDetail>;

export const chequeListQuery = listQuery.extend({
  direction: z.preprocess(blank, z.enum(CHEQUE_DIRECTIONS, { message: 'Direction must be received or issued' }).optional()),
  state: z.preprocess(blank, z.enum(CHEQUE_STATES, { message: 'Unknown cheque state' }).optional()),
  bankId: queryId('Bank'),
  partyId: queryId('Party'),
  /** On the date written on the cheque (or received, when it has none) from and to. */
  fromDate: optionalDate,
  toDate: optionalDate,
  /** Each cheque in the state it was in on this day (its dated changes); those received later left out. */
  asOf: optionalDate,
});
export type ChequeListQuery = z.infer<typeof chequeListQuery>;

export const chequeStateTotal = z.object({ direction: z.enum(CHEQUE_DIRECTIONS), state: z.string(), count: z.number(), amount: z.number() });
export const chequeList = pagedOf(cheque).extend({ totals: z.array(chequeStateTotal) });
export type ChequeList = z.infer<typeof chequeList>;

export const chequeMoveBody = z.object({
  to: z.enum(CHEQUE_MOVES, { message: 'Choose deposited, cleared, bounced, returned or cancelled' }),
  /** The day of the change (the bank's date for a clearing). */
  date: isoDate,
  /** Deposited: the bank it goes into (the cheque's bank when not given). */
  bankId: z.preprocess(blank, z.coerce.number().int().positive({ message: 'Please select a bank' }).optional()),
  /** Bounced: what the bank charged, to Bank Charges. */
  charge: z.preprocess(blank, amount.refine((v) => v >= 0, { message: 'The charge cannot be negative' }).optional()),
  /** Bounced: the charge is passed on to the party. */
  chargeToParty: z.boolean().optional(),
  note: z.string().trim().max(300).optional(),
});
export type ChequeMoveBody = z.infer<typeof chequeMoveBody>;

export const chequeReply = messageWith(chequeDetail);
export const chequeOne = dataOf(chequeDetail);

export const chequesDueQuery = z.object({ days: z.preprocess(blank, z.coerce.number().int().min(1).max(90).optional()) });
/** Received cheques still in hand whose date falls within the next days (or has passed). */
export const chequesDue = pagedOf(cheque).extend({ amount: z.number() });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const chequesRoutes = {
  getCheques: route('GET', '/cheques', { query: chequeListQuery, reply: chequeList }),
  chequesDue: route('GET', '/cheques_due', { query: chequesDueQuery, reply: chequesDue }),
  getChequesById: route('GET', '/cheques/:id', { params: idParam, reply: chequeOne }),
  chequesState: route('POST', '/cheques/:id/state', { params: idParam, body: chequeMoveBody, reply: chequeReply }),
};
