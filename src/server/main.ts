// Starts the server: opens (and migrates) the database, seeds what is missing, serves on PORT.
import { firstAdminProblem, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './db/seed/seed.js';
import { buildApp } from './app.js';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir + '/pglite' });
const { adminCreated } = await seed(database.systemDb, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  adminPasswordProblem: firstAdminProblem(),
  ...prefix(config.company),
}).catch((e: Error) => {
  console.error(`Cannot start: ${e.message}`);
  process.exit(1);
});
if (adminCreated && !process.env.ADMIN_PASSWORD) {
  console.log(`Created the admin user: ${config.adminEmail} / ${config.adminPassword} (change the password after signing in)`);
}
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: config.host });
console.log(`Serving on http://localhost:${config.port} (${database.kind}) in ${Date.now() - started} ms`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function prefix(c: typeof config.company) {
  return { companyName: c.name, companyCode: c.code, companyAddress: c.address, companyPhone: c.phone };
}
