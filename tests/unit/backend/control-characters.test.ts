import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlCharacterPath, refuseControlCharacters } from '@/backend/http/control-characters';
import { HttpError } from '@/backend/http/errors';

describe('controlCharacterPath', () => {
  it.each([
    [{ search: 'an\u0000a' }, 'search'],
    [{ search: '\u001b' }, 'search'],
    [{ search: 'a\u007f' }, 'search'],
    [{ 'x\u0000': 1 }, 'x\u0000'],
    [{ talent: { id: 1, name: 'Ana\u0000' } }, 'talent.name'],
    [{ list: ['ok', { deep: ['a', 'b\u0008'] }] }, 'list.1.deep.1'],
    [{ a: 'x\u0001', b: 'y\u0000' }, 'a'],
    ['\u0000', '_'],
  ])('%j → %s', (body, field) => {
    expect(controlCharacterPath(body)).toBe(field);
  });

  it.each([
    [{ search: 'ana\tx\ny\r\n' }],
    [{ search: 'Ángela Núñez 🙂', category: 1, flag: true, none: null }],
    [[]],
    [null],
    [42],
  ])('%j has none', (body) => {
    expect(controlCharacterPath(body)).toBeUndefined();
  });

  it('walks nesting deeper than the call stack', () => {
    let body: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) body = [body];
    expect(controlCharacterPath(body)).toBe(Array(200_000).fill('0').join('.'));
  });
});

describe('refuseControlCharacters', () => {
  it('throws the contract 400 naming the field', () => {
    let error: unknown;
    try {
      refuseControlCharacters({ search: '\u0000' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, errors: { search: ['control_character'] } });
  });
});

// Every body reaches a route through the JSON or the form reader, which apply the rule: a route reading one
// itself would skip it.
describe('backend routes read bodies only through the two readers', () => {
  it('no other file calls c.req.text/json/formData/arrayBuffer/blob/parseBody', async () => {
    const root = path.resolve(import.meta.dirname, '../../../backend');
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const readers = ['http/json-body.ts', 'submissions/form.ts'];
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8');
      if (/\.req\.(text|json|formData|arrayBuffer|blob|parseBody)\(/.test(source) && !readers.includes(file))
        offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
