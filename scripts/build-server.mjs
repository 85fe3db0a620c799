// Compiles the server (src/server/main.ts and what it imports) into one JavaScript module, with its
// migrations beside it, so that `npm start` runs plain JavaScript. The npm packages stay external.
// Usage: node scripts/build-server.mjs [outdir]   (default dist/server)
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

export async function buildServer(outdir = 'dist/server') {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: path.join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // migrate.ts finds its migrations beside the module that holds it: here, beside main.js.
  const migrations = path.join(outdir, 'migrations');
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync('src/server/db/migrations', migrations, { recursive: true });
  return path.join(outdir, 'main.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildServer(process.argv[2]);
  console.log(`Built ${out}`);
}
