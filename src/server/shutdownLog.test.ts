// Issue 39, finding 10: a log reader that stops reading must not stop the server from stopping.
// The server (its TypeScript entry) runs on a data directory of its own with its standard output a
// pipe that nobody reads once it serves; about 2,000 requests, each logging a line of some 2 KB,
// fill the pipe; then SIGTERM. Before, every log line was written synchronously: the server's main
// thread blocked on the full pipe, answered nothing more and never exited, not even after
// SHUTDOWN_TIMEOUT_MS. Now the lines past a bound are dropped, and the server exits in time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundedDestination } from './logDestination.js';

const SHUTDOWN_TIMEOUT_MS = 3000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

describe('issue 39 finding 10: a stalled log reader', () => {
  it('the server still exits within its shutdown deadline when its standard output is a full pipe', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stalled-log-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIR: 'no-web-app-here',
        ADMIN_PASSWORD: 'Stalled-log-pass-5521',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (b: Buffer) => void (stderr = (stderr + b.toString()).slice(-4000)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        const onData = (b: Buffer) => {
          out += b.toString();
          if (out.includes('Serving on')) {
            child.stdout!.off('data', onData);
            // Nobody reads the pipe from here on: once the stream's own buffer is full it stops reading.
            child.stdout!.pause();
            resolve();
          }
        };
        child.stdout!.on('data', onData);
        void exited.then((code) => reject(new Error(`the server exited (${code}) before serving:\n${out}\n${stderr}`)));
      });
      const long = '/api/no-such-call-' + 'x'.repeat(2000);
      let sent = 0;
      let answered = 0;
      const worker = async () => {
        while (sent < 2000) {
          sent++;
          try {
            await fetch(`http://127.0.0.1:${port}${long}`, { signal: AbortSignal.timeout(2000) }).then((r) => r.arrayBuffer());
            answered++;
          } catch {
            // A server blocked on its log answers nothing: the request times out.
          }
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      const signalled = Date.now();
      child.kill('SIGTERM');
      const deadline = SHUTDOWN_TIMEOUT_MS + 5000;
      const code = await Promise.race([exited, new Promise<'running'>((r) => setTimeout(() => r('running'), deadline))]);
      expect(code, `still running ${deadline} ms after SIGTERM (${answered} of 2000 requests answered)\n${stderr}`).not.toBe('running');
      expect(Date.now() - signalled).toBeLessThan(deadline);
      // It stayed responsive with the pipe full: the requests were answered, not left hanging.
      expect(answered).toBe(2000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the log destination', () => {
  it('drops lines past its bound, counts them, and says how many once the reader catches up', async () => {
    const got: string[] = [];
    let release: (() => void) | undefined;
    // A reader that takes nothing until let go.
    const out = new Writable({
      highWaterMark: 100,
      write(chunk: Buffer, _enc, cb) {
        got.push(chunk.toString());
        if (release) cb();
        else release = () => cb();
      },
    });
    const d = boundedDestination(out, 1000);
    for (let i = 0; i < 100; i++) d.write(`{"n":${i},"msg":"${'y'.repeat(80)}"}\n`);
    expect(d.droppedTotal).toBeGreaterThan(80);
    expect(d.dropped).toBe(d.droppedTotal);
    const dropped = d.droppedTotal;
    const r = release!;
    release = () => undefined;
    r();
    for (let i = 0; i < 100 && !got.some((l) => l.includes('"dropped"')); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const report = got.map((l) => JSON.parse(l)).find((l) => l.dropped);
    expect(report?.dropped).toBe(dropped);
    expect(d.dropped).toBe(0);
  });
});
