import { HttpError } from './errors';

// PostgreSQL refuses NUL in text (a NUL that reached a query answered 500), and no other control character
// is ever meant in what this API stores or looks up. One rule for every string a request carries:
// paths, query names and values have no room for any C0 control or DEL; bodies keep tab and line breaks,
// which free text (a contact message) may hold.

/** C0 controls and DEL: never in a path or a query. */
export const controlCharacter = /[\u0000-\u001f\u007f]/;

/** C0 controls but tab, line feed and carriage return, and DEL: never in a body's strings. */
export const bodyControlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The contract's 400 naming one field with `control_character`. */
export const controlCharacterError = (field: string) =>
  new HttpError(400, 'The given data was invalid: control characters are not allowed.', {
    [field]: ['control_character'],
  });

type Visit = { item: unknown; key: string; parent: Visit | undefined };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The dotted path (`search`, `talent.name`, `skills.0`) of the first key or string of a parsed JSON value
 * holding a control character a body may not hold, or undefined when there is none. Walked with a list
 * and parent links rather than recursion: JSON.parse accepts nesting deeper than the call stack.
 */
export function controlCharacterPath(value: unknown): string | undefined {
  const pending: Visit[] = [{ item: value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { item } = visit;
    if (typeof item === 'string') {
      if (bodyControlCharacter.test(item)) return pathOf(visit);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries)
        if (bodyControlCharacter.test(key)) return pathOf({ item: key, key, parent: visit });
      // Pushed last to first, so the first entry is looked at first.
      for (const [key, child] of entries.reverse()) pending.push({ item: child, key, parent: visit });
    }
  }
  return undefined;
}

/** Throws the 400 answer when a parsed body holds a control character anywhere, key or value. */
export function refuseControlCharacters(body: unknown): void {
  const field = controlCharacterPath(body);
  if (field !== undefined) throw controlCharacterError(field);
}
