// Real parts standing in for the providers of the message tests: an SMTP server (smtp-server) that
// keeps each email it receives, parsed by mailparser, and an HTTP SMS gateway that counts requests
// and, as a provider taking a reference does, delivers a reference once however often it is given.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface Mailbox {
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtp(): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, cb) => cb(null, { user: auth.username }),
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => {
          mails.push(m);
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export interface SmsRequest {
  to: string;
  message: string;
  ref: string;
  apiKey: string;
  sender: string;
}

export interface Gateway {
  url: string;
  /** Every request, repeats included. */
  requests: SmsRequest[];
  /** The SMS delivered: one per reference. */
  delivered: Map<string, SmsRequest>;
  /** How the gateway answers the next requests: 'ok', 'fail' (500), or 'hang' (takes it, never answers). */
  mode: 'ok' | 'fail' | 'hang';
  /** Milliseconds to wait before answering. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startGateway(): Promise<Gateway> {
  const hanging = new Set<http.ServerResponse>();
  const g: Gateway = {
    url: '',
    requests: [],
    delivered: new Map(),
    mode: 'ok',
    delayMs: 0,
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
    },
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const p = req.method === 'GET' ? u.searchParams : req.headers['content-type']?.includes('json') ? null : new URLSearchParams(body);
      const j = p ? undefined : (JSON.parse(body) as Record<string, string>);
      const get = (k: string, jk = k) => (p ? (p.get(k) ?? '') : (j?.[jk] ?? ''));
      const r: SmsRequest = { to: get('number'), message: get('message'), ref: get('ref'), apiKey: get('api_key'), sender: get('senderid') };
      g.requests.push(r);
      if (g.mode === 'fail') {
        res.writeHead(500).end('{"status":"error"}');
        return;
      }
      if (!g.delivered.has(r.ref)) g.delivered.set(r.ref, r);
      if (g.mode === 'hang') {
        hanging.add(res);
        return;
      }
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(`{"status":"ok","id":"${r.ref}"}`), g.delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  g.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return g;
}
