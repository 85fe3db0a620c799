// Every feature's routes, registered under /api. A new feature adds one line here.
import type { ApiApp } from '../app.js';
import { usersRoutes } from './users/routes.js';
import { systemRoutes } from './system/routes.js';
import { homeRoutes } from './home/routes.js';

export async function registerFeatures(api: ApiApp) {
  await usersRoutes(api);
  await systemRoutes(api);
  await homeRoutes(api);
}
