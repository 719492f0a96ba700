import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler';

/**
 * How deeply a request body's arrays and objects may nest. The deepest command (a batch
 * row's address) nests five levels; a body nested thousands of levels deep is an attack
 * on whatever walks it recursively later (a fingerprint, a validator, a log line).
 */
export const JSON_MAX_DEPTH = 32;

/** Whether JSON text nests deeper than `max`, found in one pass without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Fastify's JSON body parser, refusing a body that nests too deeply before it parses it. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(
        new HttpError(
          400,
          'too_deep',
          `The body nests arrays and objects more than ${JSON_MAX_DEPTH} levels deep.`,
        ),
      );
      return;
    }
    void parse(request, text, done);
  });
}
