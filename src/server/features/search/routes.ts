// GET /search?q=: documents by number, parties by name or mobile, models by name or code, serials
// (issue 24, item 6). Vouchers are found for admins only, as only they may open them.
import type { ApiApp } from '../../app.js';
import { searchRoutes as routes } from '../../../contracts/search.js';
import { routeGroup } from '../../http/routeGroup.js';
import { searchEverywhere } from './queries.js';
import { serialHistory } from './serialHistory.js';

export async function searchRoutes(api: ApiApp) {
  routeGroup(api, { access: 'user', tags: ['search'] }).on(
    routes.search,
    {
      description:
        'Search everywhere: bills, purchases, returns, quotations and money receipts by number (whole, or 3 characters or more of it), vouchers by their whole number (admins), ' +
        'customers and suppliers by name or mobile, models by name or code, serials (3 characters or more). A few hits of each kind, exact matches first.',
    },
    async (req) => ({
      q: req.query.q,
      hits: await searchEverywhere(api.database.db, req.query.q, req.query.per, { vouchers: req.sessionUser.role === 'admin' }),
    }),
  );
  routeGroup(api, { access: 'user', tags: ['search'] }).on(
    routes.serialHistory,
    {
      description:
        'A serial by its number (any case): its model and state, and every event of it oldest first: opening stock or the purchase and supplier, ' +
        'each bill that sold it with the customer and the warranty (and the day it runs to), each sales return, a return to the supplier.',
    },
    async (req) => ({ data: await serialHistory(api.database.db, req.query.sl_no) }),
  );
}
