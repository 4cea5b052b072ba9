import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

// C0 controls and DEL: never part of a path, a slug or a query value; refused before any route reads them.
const controlCharacter = /[\u0000-\u001f\u007f]/;

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

const refuse = (field: string, code: string) =>
  new HttpError(400, 'The given data was invalid.', { [field]: [code] });

/**
 * Refuses a request whose path or query is not valid percent-encoding (`invalid`) or holds a control
 * character (`control_character`), naming the field (`path` or the parameter), with the contract's 400.
 */
export const inputGuard: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  const pathname = new URL(c.req.url).pathname;
  const path = decode(pathname);
  if (path === null) throw refuse('path', 'invalid');
  if (controlCharacter.test(path)) throw refuse('path', 'control_character');
  if (queryStart !== -1) {
    for (const pair of url.slice(queryStart + 1).split('&')) {
      if (!pair) continue;
      const [rawName = '', ...rest] = pair.split('=');
      const name = decode(rawName);
      const value = decode(rest.join('='));
      const field = name ?? 'query';
      if (name === null || value === null) throw refuse(field, 'invalid');
      if (controlCharacter.test(name) || controlCharacter.test(value))
        throw refuse(field, 'control_character');
    }
  }
  await next();
};
