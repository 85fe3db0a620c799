// Issue 41: migration 0080 on a database whose cheques kept only their latest date of each state.
// A cheque deposited on 5 Sep, bounced on 8 Sep (charge 150) and deposited again on 15 Sep, as the
// previous version left it (the row's deposited_date the 15th; events from the first deposit on),
// gains its first event (received on 3 Sep), each event its bank and the bounce its charge; a
// cheque whose row has a date no event holds gets that event; the upgrade's legacy cheques keep
// their one event. Its state as at the 7th is then read as deposited, the 10th bounced.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';

const old = useUpgradedDatabase('0080_cheque_history.sql', async ({ q }) => {
  await q(`insert into banks (id, name, branch) values (101, 'Sonali Bank', 'Motijheel')`);
  await q(`insert into parties (id, type, name) values (201, 1, 'Karim Traders')`);
  await q(
    `insert into cheques (id, direction, state, legacy, party_id, amount, chq_no, bank_id, received_date, deposited_date, cleared_date, bounced_date, bounce_charge) values
     (1, 'received', 'deposited', false, 201, 2000, 'B-2', 101, '2026-09-03', '2026-09-15', null, '2026-09-08', 150),
     (2, 'received', 'cleared', false, 201, 500, 'E-5', 101, '2026-09-04', '2026-09-06', '2026-09-07', null, 0),
     (3, 'received', 'cleared', true, 201, 700, 'L-1', 101, '2026-03-05', null, '2026-03-05', null, 0)`,
  );
  // the previous version's events: B's three moves; E's clearing only (its deposit row lost); L's one
  await q(
    `insert into cheque_events (cheque_id, state, event_date) values
     (1, 'deposited', '2026-09-05'), (1, 'bounced', '2026-09-08'), (1, 'deposited', '2026-09-15'), (2, 'cleared', '2026-09-07'), (3, 'cleared', '2026-03-05')`,
  );
});

describe('issue 41 migration 0080: each cheque keeps its history as far as it is known', () => {
  it('back-fills the first events, a missing one from the row, the banks and the bounce charge', async () => {
    expect(
      await old.q(`select cheque_id, state, event_date::text as date, bank_id, charge::text from cheque_events order by cheque_id, event_date, state in ('received'), id`),
    ).toEqual([
      { cheque_id: 1, state: 'received', date: '2026-09-03', bank_id: 101, charge: '0.00' },
      { cheque_id: 1, state: 'deposited', date: '2026-09-05', bank_id: 101, charge: '0.00' },
      { cheque_id: 1, state: 'bounced', date: '2026-09-08', bank_id: 101, charge: '150.00' },
      { cheque_id: 1, state: 'deposited', date: '2026-09-15', bank_id: 101, charge: '0.00' },
      { cheque_id: 2, state: 'received', date: '2026-09-04', bank_id: 101, charge: '0.00' },
      { cheque_id: 2, state: 'deposited', date: '2026-09-06', bank_id: 101, charge: '0.00' },
      { cheque_id: 2, state: 'cleared', date: '2026-09-07', bank_id: 101, charge: '0.00' },
      { cheque_id: 3, state: 'cleared', date: '2026-03-05', bank_id: 101, charge: '0.00' },
    ]);
    const stateAt = (day: string) =>
      old.q(
        `select c.id, ca.state from cheques c left join lateral (select e.state from cheque_events e where e.cheque_id = c.id and e.event_date <= '${day}'
           order by e.event_date desc, e.state in ('received', 'issued'), e.id desc limit 1) ca on true where c.id = 1`,
      );
    expect(await stateAt('2026-09-07')).toEqual([{ id: 1, state: 'deposited' }]);
    expect(await stateAt('2026-09-10')).toEqual([{ id: 1, state: 'bounced' }]);
  });
});
