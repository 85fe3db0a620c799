// Documents and vouchers are not dated after today in Dhaka (issue 20): a date in the future would
// be numbered in a later year's series and sort after every real entry. The check sits where every
// document is numbered and every voucher is posted (numbering/numbering.ts, ledger/ledger.ts), and
// the services call it again for the fields the clerk typed, so the message names them.
import { badRequest } from './errors.js';
import { displayDate, todayInDhaka } from '../domain/dates.js';

/** Refuses (400) a yyyy-mm-dd date after today in Asia/Dhaka. */
export function refuseFutureDate(date: string, field = 'date'): void {
  const today = todayInDhaka();
  if (date > today) {
    throw badRequest(`The date ${displayDate(date)} is after today (${displayDate(today)}): documents and vouchers cannot be dated in the future`, field);
  }
}
