// Today's Highlights and the Cash/Bank figure of the home screen, read from the books.
import type { ApiApp } from '../../app.js';
import { highlightsQuery, highlightsReply } from '../../../contracts/home.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { highlights } from './queries.js';

export async function homeRoutes(api: ApiApp) {
  api.get(
    '/todays-high-light',
    { config: { access: 'user' }, schema: { tags: ['home'], querystring: highlightsQuery, response: { 200: highlightsReply } } },
    async (req) => highlights(api.database.db, req.query.date ?? todayInDhaka()),
  );
}
