// Builds what `npm start` runs when it is missing or older than its sources: the browser app
// (dist/web) and the compiled server (dist/server), so that `npm start` on a fresh clone serves a
// current app without rebuilding on every start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const stale = (out, sources) => !fs.existsSync(out) || fs.statSync(out).mtimeMs < sources;
const lock = fs.statSync('package-lock.json').mtimeMs;
const shared = Math.max(newest('src/contracts'), newest('src/domain'), lock);

if (stale('dist/web/index.html', Math.max(shared, newest('src/web'), fs.statSync('vite.config.ts').mtimeMs))) {
  console.log('Building the browser app...');
  execSync('npx vite build', { stdio: 'inherit' });
}
if (stale('dist/server/main.js', Math.max(shared, newest('src/server'), fs.statSync('scripts/build-server.mjs').mtimeMs))) {
  console.log('Building the server...');
  await buildServer();
}
