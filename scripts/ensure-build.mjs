// Builds the browser app when dist/web is missing or older than its sources, so that
// `npm start` on a fresh clone serves a current app without rebuilding on every start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const out = 'dist/web/index.html';
function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const sources = Math.max(newest('src/web'), newest('src/contracts'), newest('src/domain'), fs.statSync('vite.config.ts').mtimeMs, fs.statSync('package-lock.json').mtimeMs);
if (!fs.existsSync(out) || fs.statSync(out).mtimeMs < sources) {
  console.log('Building the browser app...');
  execSync('npx vite build', { stdio: 'inherit' });
}
