// Server processes for the load-and-fault run: started as `npm start` would start them (without the
// browser build), killed with SIGKILL, started again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ADMIN = { email: 'admin@load.local', pass: 'load-admin-pass' };

export interface Server {
  name: string;
  url: string;
  /** False between a kill and the moment it answers again. */
  up: boolean;
  start(): Promise<void>;
  /** SIGKILL: no shutdown, open transactions die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its database cleanly. */
  stop(): Promise<void>;
}

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every server process still running: none may outlive the run, whatever ends it. */
const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((c) => c.kill('SIGKILL')));

/** Waits until the server answers an API call (401 without a token is an answer). */
async function waitReady(url: string, child: ChildProcess, logFile: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; its log:\n${tail(logFile)}`);
    const status = await fetch(`${url}/api/user_me`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401) return;
    await sleep(250);
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s; its log:\n${tail(logFile)}`);
}

const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function serverProcess(name: string, env: Record<string, string>, logDir: string): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(logDir, `${name}.log`);
  let child: ChildProcess | undefined;
  const server: Server = {
    name,
    url: `http://127.0.0.1:${port}`,
    up: false,
    async start() {
      const log = fs.openSync(logFile, 'a');
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.pass,
          WEB_DIR: path.join(logDir, 'no-web'),
        },
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      running.add(proc);
      proc.once('exit', () => running.delete(proc));
      child = proc;
      await waitReady(server.url, proc, logFile);
      server.up = true;
    },
    async kill() {
      server.up = false;
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      server.up = false;
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  return server;
}
