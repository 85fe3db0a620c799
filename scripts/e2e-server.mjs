// The server the browser tests run against: the built app on a fresh embedded database in a
// temporary directory, removed when the run ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@e2e.local',
    ADMIN_PASSWORD: 'admin-pass-1',
    COMPANY_NAME: 'Jamuna Hardware & Electronics',
    COMPANY_CODE: 'JHE',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', () => (stop(), process.exit(0)));
process.on('SIGINT', () => (stop(), process.exit(0)));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
