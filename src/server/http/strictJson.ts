// JSON request bodies are read strictly, once for every route: text that is not UTF-8, and strings
// (or keys) holding a lone surrogate such as "\ud800", are refused with a 400. Otherwise both would be
// saved as replacement characters (U+FFFD): the text stored would not be the text sent, and nobody
// would have been told. The usual JSON parser does the rest (with its guards against __proto__ and
// constructor keys).
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/** With the u flag a surrogate matches only when it is not one half of a pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** A surrogate can only reach a string through a \u escape: without one, the walk is skipped. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

export const NOT_UTF8 = 'The request body is not valid UTF-8 text';
export const LONE_SURROGATE_MESSAGE = 'The request has text with a lone surrogate (\\ud800–\\udfff), which is not a character; it was not saved';

/** True when some string or key in a parsed JSON value holds a lone surrogate (iterative: any depth). */
export function hasLoneSurrogate(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Replaces the application/json parser (call before the routes are registered). */
export function registerStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(badRequest(NOT_UTF8), undefined);
    }
    parseJson(req, text, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(value)) return done(badRequest(LONE_SURROGATE_MESSAGE), undefined);
      done(null, value);
    });
  });
}
