// The browser's query keys come from the factories in this folder, and a write invalidates only what
// it changes (issue 26, item 3). A scan of src/web keeps literal keys and ad-hoc invalidations out;
// a query client checks what `afterWrite` reaches.
import { partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { webSources } from '../../testing/webSources';
import {
  afterWrite,
  auditLogKeys,
  authKeys,
  backupKeys,
  CHANGED_BY,
  homeKeys,
  partyKeys,
  projectKeys,
  purchaseKeys,
  purchaseReturnKeys,
  quotationKeys,
  salesReturnKeys,
  salesKeys,
  sessionKeys,
  settingKeys,
  stockKeys,
  userKeys,
  vatKeys,
  type Write,
} from '.';

const files = webSources().filter((f) => !f.path.startsWith('app/queryKeys/'));

/** Each match of `re` in the scanned files, as "file:line: text". */
function findAll(re: RegExp, skip: (file: string) => boolean = () => false) {
  const hits: string[] = [];
  for (const f of files) {
    if (skip(f.path)) continue;
    f.text.split('\n').forEach((line, i) => {
      if (re.test(line)) hits.push(`${f.path}:${i + 1}: ${line.trim()}`);
    });
  }
  return hits;
}

/** The text of each call `name(...)` in `text`, parentheses balanced. */
function calls(text: string, name: RegExp) {
  const out: string[] = [];
  for (const m of text.matchAll(name)) {
    let depth = 0;
    let i = m.index! + m[0].length - 1;
    const start = i;
    for (; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) break;
    }
    out.push(text.slice(start, i + 1));
  }
  return out;
}

describe('query keys', () => {
  it('come from the factories: no literal key in src/web', () => {
    // an array written in place (a hook may extend the key it was given: [...key, params])
    expect(findAll(/queryKey\s*[:=]\s*\{?\s*\[(?!\.\.\.)/)).toEqual([]);
    // a string or a template as a report's key
    expect(findAll(/queryKey\s*=\s*\{?\s*["'`]/)).toEqual([]);
    expect(findAll(/QueryData\(\s*\[/)).toEqual([]);
  });

  it('are invalidated through afterWrite only; the Refresh button alone invalidates everything', () => {
    expect(findAll(/invalidateQueries\(/, (f) => f === 'app/HeaderActions.tsx')).toEqual([]);
    expect(findAll(/invalidateQueries\(/).filter((h) => !h.includes('invalidateQueries()'))).toEqual([]);
  });

  it('every list that loads more takes its key from a factory', () => {
    const missing: string[] = [];
    for (const f of files) {
      if (f.path === 'components/useLoadMore.tsx') continue;
      for (const c of calls(f.text, /useLoadMore(<[^>]*>)?\(/g)) if (!/\bkey:/.test(c)) missing.push(`${f.path}: useLoadMore${c.slice(0, 80)}`);
      for (const m of f.text.matchAll(/<DocumentListPage[\s\S]*?\/>/g))
        if (!m[0].includes('queryKey=')) missing.push(`${f.path}: DocumentListPage without queryKey`);
    }
    expect(missing).toEqual([]);
  });

  it('start with their feature, so a prefix reaches the whole family', () => {
    expect(salesKeys.detail(7).slice(0, 1)).toEqual(salesKeys.all);
    expect(stockKeys.serials(3).slice(0, 1)).toEqual(stockKeys.all);
    expect(vatKeys.mushak91('2024-05').slice(0, 2)).toEqual(vatKeys.returns);
    expect(partyKeys.due(4).slice(0, 2)).toEqual(partyKeys.dues);
    expect(projectKeys.detail(2).slice(0, 2)).toEqual(projectKeys.all);
  });
});

describe('afterWrite', () => {
  /** The keys of `written` among `keys`, after a write, as invalidated or not. */
  async function reached(write: Write, keys: QueryKey[], opts?: { keep?: QueryKey }) {
    const qc = new QueryClient();
    for (const key of keys) qc.setQueryData(key, 1);
    await afterWrite(qc, write, opts);
    return keys.filter((key) => qc.getQueryState(key)?.isInvalidated);
  }

  const users = userKeys.list;
  const settings = [settingKeys.company, settingKeys.numberFormat, settingKeys.periodLock, settingKeys.prices, settingKeys.backups, vatKeys.settings];
  const others = [users, authKeys.me, sessionKeys.list(true), auditLogKeys.list, backupKeys.scheduled, ...settings];
  /** What goods sold or brought back by customer 4 reach besides their own documents: stock, serials, dues, credit, VAT return, home. */
  const customerGoodsAndBooks = [
    stockKeys.list({}, 50),
    stockKeys.serials(3),
    partyKeys.due(4),
    partyKeys.credit(4, null),
    vatKeys.mushak91('2024-05'),
    homeKeys.highlights('2024-05-01'),
  ];

  it("a bill reaches the sales, stock, the customer's dues, the books, VAT returns and the home screen", async () => {
    const changed = [salesKeys.detail(7), [...salesKeys.list, { search: '' }, 50], ...customerGoodsAndBooks];
    expect(await reached('bill', [...changed, ...others])).toEqual(changed);
  });

  it('a bill does not reach users, sessions, sign-in, the settings or the construction books', () => {
    for (const k of [userKeys.all, authKeys.me, sessionKeys.all, settingKeys.all, auditLogKeys.all, vatKeys.settings, projectKeys.all])
      expect(CHANGED_BY.bill.filter((family) => partialMatchKey(k, family) || partialMatchKey(family, k))).toEqual([]);
  });

  it('a user edit reaches only the users; a setting only itself', async () => {
    expect(await reached('user', [salesKeys.detail(1), ...others])).toEqual([users]);
    expect(await reached('company', [salesKeys.detail(1), ...others])).toEqual([settingKeys.company]);
    expect(await reached('periodLock', [salesKeys.detail(1), ...others])).toEqual([settingKeys.periodLock]);
  });

  it("a sales return reaches the returns, the sales, stock and serials, the customer's dues, the books, VAT returns and home", async () => {
    const changed = [
      salesReturnKeys.detail(3),
      [...salesReturnKeys.list, { search: '' }, 50],
      salesReturnKeys.source(7),
      salesKeys.detail(7),
      ...customerGoodsAndBooks,
    ];
    expect(await reached('salesReturn', [...changed, quotationKeys.list, purchaseReturnKeys.list, ...others])).toEqual(changed);
  });

  it("a purchase return reaches the returns, the purchases, stock and serials, the supplier's dues, the books, VAT returns and home", async () => {
    const changed = [
      purchaseReturnKeys.detail(3),
      purchaseReturnKeys.source(9),
      purchaseKeys.detail(9),
      stockKeys.list({}, 50),
      stockKeys.serials(3),
      partyKeys.due(5),
      vatKeys.mushak91('2024-05'),
      homeKeys.highlights('2024-05-01'),
    ];
    expect(await reached('purchaseReturn', [...changed, salesKeys.detail(7), salesReturnKeys.list, ...others])).toEqual(changed);
  });

  it("a quotation reaches the quotations and a bill's copy of its lines, no stock, dues or books", async () => {
    const changed = [quotationKeys.detail(2), [...quotationKeys.list, { search: '' }, 50], salesKeys.fromQuotation(2)];
    const untouched = [salesKeys.detail(7), stockKeys.serials(3), partyKeys.due(4), vatKeys.mushak91('2024-05'), homeKeys.highlights('2024-05-01')];
    expect(await reached('quotation', [...changed, ...untouched, ...others])).toEqual(changed);
  });

  it('keeps the family it is told to keep (a deleted bill is not fetched again)', async () => {
    expect(await reached('bill', [salesKeys.detail(7), salesKeys.detail(8), salesKeys.list], { keep: salesKeys.detail(7) })).toEqual([
      salesKeys.detail(8),
      salesKeys.list,
    ]);
  });
});
