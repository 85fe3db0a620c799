// Writing a plain-text ledger journal (hledger format): account names from the chart, one
// transaction per voucher, amounts in BDT with 2 decimals (debit positive, credit negative).

export const COMMODITY = 'BDT';

export interface Posting {
  account: string;
  /** Debit minus credit, as a decimal string with 2 decimals. */
  amount: string;
  comment?: string;
}

export interface Transaction {
  date: string;
  code: string;
  description: string;
  comment?: string;
  postings: Posting[];
}

/** Text on one line, with nothing a journal reader would take for syntax. */
function oneLine(s: string): string {
  return s
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * One part of an account name: no ':' (it separates the parts), no two spaces (they end the
 * name), no ';' (a comment), and no leading bracket (a virtual posting).
 */
export function accountPart(name: string): string {
  const part = oneLine(name)
    .replace(/:/g, '-')
    .replace(/;/g, ',')
    .replace(/^[([]+/, '')
    .trim();
  return part || '?';
}

/**
 * Unique account names: two ledgers (or two parties of one ledger) whose parts read the same get
 * their id added, so that their balances never merge. `key` names the thing the account is for;
 * `parent` is an account name already made, under which the parts go.
 */
export function accountNamer() {
  const owner = new Map<string, string>();
  return (key: string, id: number, parts: string[], parent?: string): string => {
    let name = [...(parent ? [parent] : []), ...parts.map(accountPart)].join(':');
    const taken = owner.get(name);
    if (taken !== undefined && taken !== key) name = `${name} #${id}`;
    owner.set(name, key);
    return name;
  };
}

const ACCOUNT_WIDTH = 60;

function formatPosting(p: Posting): string {
  const account = `    ${p.account}`.padEnd(ACCOUNT_WIDTH + 4);
  const amount = `${COMMODITY} ${p.amount}`.padStart(18);
  const comment = p.comment ? `  ; ${oneLine(p.comment)}` : '';
  return `${account}  ${amount}${comment}`;
}

export function formatTransaction(t: Transaction): string {
  const code = oneLine(t.code).replace(/[()]/g, '');
  const head = `${t.date} ${code ? `(${code}) ` : ''}${oneLine(t.description).replace(/;/g, ',')}`.trimEnd();
  const comment = t.comment ? [`    ; ${oneLine(t.comment)}`] : [];
  return [head, ...comment, ...t.postings.map(formatPosting)].join('\n');
}

/**
 * The whole journal: a header of comments, the commodity's format, every account the postings use
 * (declared, so that `hledger check accounts` passes), then the transactions by date.
 */
export function formatJournal(header: string[], transactions: Transaction[]): string {
  const sorted = [...transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const accounts = [...new Set(transactions.flatMap((t) => t.postings.map((p) => p.account)))].sort();
  return [
    ...header.map((h) => `; ${oneLine(h)}`),
    '',
    `commodity ${COMMODITY} 1000.00`,
    '',
    ...accounts.map((a) => `account ${a}`),
    '',
    ...sorted.map((t) => `${formatTransaction(t)}\n`),
  ].join('\n');
}
