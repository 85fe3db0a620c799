// Reads of banks.
import { sql, one, type Executor } from '../../db/client.js';
import { pagedRows, searchAny, whereAll, type Page } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import type { Bank } from '../../../contracts/banks.js';

type Row = Omit<Bank, 'created_at'> & { created_at: Date | string };
const toBank = (r: Row): Bank => ({ ...r, created_at: new Date(r.created_at).toISOString() });
const SELECT = sql`b.id, b.name, b.branch, b.created_at`;

export async function listBanks(ex: Executor, f: Page & { search?: string }) {
  const where = whereAll([searchAny([sql`b.name`, sql`b.branch`], f.search)]);
  const page = await pagedRows<Row>(ex, { select: SELECT, from: sql`from banks b ${where}`, orderBy: sql`lower(b.name), lower(b.branch), b.id`, page: f });
  return { data: page.rows.map(toBank), total: page.total };
}

export async function getBank(ex: Executor, id: number): Promise<Bank> {
  const r = await one<Row>(ex, sql`select ${SELECT} from banks b where b.id = ${id}`);
  if (!r) throw notFound('Bank not found');
  return toBank(r);
}
