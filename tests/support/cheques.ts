// Cheques have states (issue 22): a cheque collected or paid reaches the bank when it clears. Tests
// written before that, whose figures put the money in the bank on the day of the cheque, clear every
// open cheque on its own day (received: deposited and cleared; issued: presented) through the API.
import { rows, sql } from '../../src/server/db/client.js';
import type { TestContext } from './testApp.js';

export async function clearOpenCheques(t: TestContext): Promise<void> {
  const open = await rows<{ id: number; direction: string; date: string }>(
    t.db,
    sql`select id, direction, to_char(greatest(received_date, coalesce(chq_date, received_date)), 'YYYY-MM-DD') as date
        from cheques where not legacy and state in ('received', 'issued') order by id`,
  );
  for (const c of open)
    for (const to of c.direction === 'received' ? ['deposited', 'cleared'] : ['cleared']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/cheques/${c.id}/state`, payload: { to, date: c.date }, headers: t.admin });
      if (res.statusCode !== 200) throw new Error(`clearing cheque ${c.id}: ${res.body}`);
    }
}
