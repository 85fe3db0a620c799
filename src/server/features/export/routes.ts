// The books as a plain-text ledger journal (hledger format), for an admin to download.
import type { ApiApp } from '../../app.js';
import { ledgerJournalRoutes as routes } from '../../../contracts/ledgerJournal.js';
import { routeGroup } from '../../http/routeGroup.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { hledgerJournal } from './queries.js';

export async function exportRoutes(api: ApiApp) {
  routeGroup(api, { access: 'admin', tags: ['export'] }).on(
    routes.hledger,
    {
      description:
        'The posted books as an hledger journal (text, BDT): one transaction per voucher, accounts named group:main head:sub head:ledger, ' +
        "a party's lines under its ledger with the party's name as a subaccount, the construction books under Construction. " +
        '`toDate` keeps the vouchers dated on or before it.',
    },
    async (req, reply) => {
      const journal = await hledgerJournal(api.database.db, req.query);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="books-${req.query.toDate ?? todayInDhaka()}.journal"`)
        .send(journal);
    },
  );
}
