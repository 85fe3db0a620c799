// Proposing a match for each statement line, without the database: first a cheque whose number
// and amount agree (a cheque we deposited the bank cleared, or one of ours it paid; else the book
// line of a cheque already cleared through the register), then a cheque
// or book line of the same amount on the same side dated within a few days (the nearest first).
// Each candidate is proposed once; the clerk confirms or changes every proposal.
export const MATCH_DAYS = 5;

export interface LineToMatch {
  id: number;
  date: string;
  chqNo: string;
  /** Money out of the account, in paisa. */
  debit: number;
  /** Money into the account, in paisa. */
  credit: number;
}

export interface Candidate {
  kind: 'cheque' | 'book';
  id: number;
  /** The day it entered the books (a cheque: deposited or issued). */
  date: string;
  chqNo: string;
  /** Money into the account in paisa (a cheque deposited, a book debit). */
  moneyIn: number;
  /** Money out of the account in paisa (a cheque of ours, a book credit). */
  moneyOut: number;
}

const digits = (s: string) =>
  s
    .replace(/[^0-9A-Za-z]/g, '')
    .replace(/^0+/, '')
    .toLowerCase();
const dayNo = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

export function proposeMatches(lines: LineToMatch[], candidates: Candidate[], days = MATCH_DAYS): Map<number, Candidate> {
  const out = new Map<number, Candidate>();
  const used = new Set<string>();
  const key = (c: Candidate) => `${c.kind}:${c.id}`;
  const sameAmount = (l: LineToMatch, c: Candidate) => (l.credit > 0 ? c.moneyIn === l.credit && !c.moneyOut : c.moneyOut === l.debit && !c.moneyIn);
  // 1. the cheque number
  for (const l of lines) {
    if (!digits(l.chqNo)) continue;
    const c =
      candidates.find((x) => x.kind === 'cheque' && !used.has(key(x)) && digits(x.chqNo) === digits(l.chqNo) && sameAmount(l, x)) ??
      candidates.find((x) => x.kind === 'book' && !used.has(key(x)) && digits(x.chqNo) === digits(l.chqNo) && sameAmount(l, x));
    if (c) {
      out.set(l.id, c);
      used.add(key(c));
    }
  }
  // 2. the amount, dated within a few days, the nearest first (a cheque only on or after it entered the books)
  for (const l of lines) {
    if (out.has(l.id)) continue;
    const near = candidates
      .filter((x) => !used.has(key(x)) && sameAmount(l, x))
      .map((x) => ({ x, gap: dayNo(l.date) - dayNo(x.date) }))
      .filter(({ x, gap }) => Math.abs(gap) <= days && (x.kind === 'book' || gap >= 0))
      .sort((a, b) => Math.abs(a.gap) - Math.abs(b.gap) || a.x.id - b.x.id)[0];
    if (near) {
      out.set(l.id, near.x);
      used.add(key(near.x));
    }
  }
  return out;
}
