// Today's Highlights and the Cash/Bank figure of the home screen, read from the books.
import type { ApiApp } from '../../app.js';
import { homeRoutes as routes } from '../../../contracts/home.js';
import { routeGroup } from '../../http/routeGroup.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { highlights } from './queries.js';

export async function homeRoutes(api: ApiApp) {
  routeGroup(api, { access: 'user', tags: ['home'] }).on(routes.todaysHighLight, {}, async (req) =>
    highlights(api.database.db, req.query.date ?? todayInDhaka()),
  );
}
