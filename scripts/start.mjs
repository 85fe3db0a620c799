// `npm start`: builds what is missing or stale (ensure-build.mjs), then runs the compiled server in
// this same process. The start script is this one command, so the shell npm runs it under has
// nothing left to do and hands it over (exec): a SIGTERM sent to the service reaches the server
// itself, which stops gracefully (main.ts), instead of a shell that would not pass it on.
import { pathToFileURL } from 'node:url';
import path from 'node:path';

await import('./ensure-build.mjs');
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
