import type { MiddlewareHandler } from 'hono';
import { controlCharacter, controlCharacterError } from './control-characters';
import { HttpError } from './errors';

// A path, a slug or a query value never holds a control character: refused before any route reads them.

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

const invalid = (field: string) =>
  new HttpError(400, 'The given data was invalid.', { [field]: ['invalid'] });

/**
 * Refuses a request whose path or query is not valid percent-encoding (`invalid`) or holds a control
 * character (`control_character`), naming the field (`path` or the parameter), with the contract's 400.
 */
export const inputGuard: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  const pathname = new URL(c.req.url).pathname;
  const path = decode(pathname);
  if (path === null) throw invalid('path');
  if (controlCharacter.test(path)) throw controlCharacterError('path');
  if (queryStart !== -1) {
    for (const pair of url.slice(queryStart + 1).split('&')) {
      if (!pair) continue;
      const [rawName = '', ...rest] = pair.split('=');
      const name = decode(rawName);
      const value = decode(rest.join('='));
      const field = name ?? 'query';
      if (name === null || value === null) throw invalid(field);
      if (controlCharacter.test(name) || controlCharacter.test(value)) throw controlCharacterError(field);
    }
  }
  await next();
};
