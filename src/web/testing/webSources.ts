// The browser's own source files (not its tests), for the tests that scan them: each with its path
// relative to src/web, '/'-separated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB = join(__dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export const webSources = (): { path: string; text: string }[] =>
  walk(WEB).map((f) => ({ path: relative(WEB, f).split('\\').join('/'), text: readFileSync(f, 'utf8') }));
