// Starts the server: opens the database (migrated, and what an upgrade leaves to the server done:
// startDatabase.ts), seeds what is missing, serves on PORT.
import { firstAdminProblem, loadConfig } from './config.js';
import { startDatabase } from './startDatabase.js';
import { seed } from './seed.js';
import { buildApp } from './app.js';

const started = Date.now();
const config = loadConfig();
const database = await startDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir + '/pglite' });
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
// A running server logs JSON lines at info unless told otherwise (tests build the app silent).
process.env.LOG_LEVEL ??= 'info';
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: config.host });
console.log(`Serving on http://localhost:${config.port} (${database.kind}) in ${Date.now() - started} ms`);

// A graceful stop: no new connections; requests in flight finish (new ones on kept-alive
// connections get 503), then the database closes and the process exits 0. Past the timeout it
// exits 1 with what was left unanswered. The log never holds a stop up: its lines are written
// without blocking and nothing is flushed at exit (logDestination.ts), so the deadline holds even
// when the log's reader has stopped reading.
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 15_000);
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal: sig }, 'stopping: finishing the requests in flight');
    setTimeout(() => {
      app.log.error(`requests still in flight after ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // A kept-alive connection whose request finishes after the signal turns idle later: close it then.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idle);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  });
}

function prefix(c: typeof config.company) {
  return { companyName: c.name, companyCode: c.code, companyAddress: c.address, companyPhone: c.phone };
}
