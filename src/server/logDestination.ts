// Where the server's log lines go: standard output, written asynchronously and never waited on.
// pino's default destination writes synchronously, so a log reader that stops reading (a full
// pipe) would block the event loop, and at exit a synchronous flush would block it for good. Here
// a pipe or socket is written through a non-blocking handle, a file or terminal through an
// asynchronous stream; what waits to be written is bounded (MAX_PENDING_BYTES): past it, lines are
// dropped and counted, and once the reader catches up a line says how many were lost. Nothing is
// flushed at exit: a stop never waits on the log.
import fs from 'node:fs';
import net from 'node:net';
import type { Writable } from 'node:stream';

/** Bytes of log lines that may wait for the reader before new lines are dropped. */
export const MAX_PENDING_BYTES = 4 * 1024 * 1024;

export interface LogDestination {
  /** pino calls this with one JSON line. */
  write(line: string): void;
  /** Lines dropped since the last report (reported with a line once the reader catches up). */
  readonly dropped: number;
  /** Lines dropped since the start. */
  readonly droppedTotal: number;
}

/** A destination over `out` (for tests; the server uses stdoutDestination). */
export function boundedDestination(out: Writable, maxPending = MAX_PENDING_BYTES): LogDestination {
  let dropped = 0;
  let droppedTotal = 0;
  let failed = false;
  // A reader gone for good (EPIPE): the lines have nowhere to go, and the server goes on.
  out.on('error', () => void (failed = true));
  const report = () => {
    if (!dropped || failed || out.writableLength >= maxPending) return;
    const n = dropped;
    dropped = 0;
    out.write(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, dropped: n, msg: `${n} log lines were dropped: the log reader was not keeping up` }) + '\n');
  };
  out.on('drain', report);
  return {
    write(line: string) {
      if (failed || out.destroyed) return;
      if (out.writableLength + line.length > maxPending) {
        dropped++;
        droppedTotal++;
        return;
      }
      report();
      out.write(line);
    },
    get dropped() {
      return dropped;
    },
    get droppedTotal() {
      return droppedTotal;
    },
  };
}

/** Standard output as a non-blocking destination: a pipe or socket through its own handle, anything else through a stream. */
export function stdoutDestination(maxPending = MAX_PENDING_BYTES): LogDestination {
  let out: Writable;
  const st = fs.fstatSync(1);
  if (st.isFIFO() || st.isSocket()) {
    const socket = new net.Socket({ fd: 1, readable: false, writable: true });
    // The log must not keep the process alive.
    socket.unref();
    out = socket;
  } else {
    out = fs.createWriteStream('', { fd: 1, autoClose: false });
  }
  return boundedDestination(out, maxPending);
}

let shared: LogDestination | undefined;
/** The one standard-output destination of the process (every app built in it logs there). */
export function serverLogDestination(): LogDestination {
  return (shared ??= stdoutDestination());
}
