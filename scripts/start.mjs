// `npm start`: builds what is missing or stale (ensure-build.mjs), then runs the compiled server in
// this same process. The start script is `exec node scripts/start.mjs`, so the shell npm runs it under
// becomes this process (dash does not exec a lone command by itself): a SIGTERM sent to npm reaches the server
// itself, which stops gracefully (main.ts), instead of a shell that would not pass it on.
import { pathToFileURL } from 'node:url';
import path from 'node:path';

await import('./ensure-build.mjs');
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
