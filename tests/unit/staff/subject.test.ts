import { describe, expect, it } from 'vitest';
import { idOf, kindAndIdOf, subjectOf } from '@/lib/staff/subject';

// What a staff URL or form names: a row id, and a row of one kind (a submission, a row of the trash).

describe('idOf', () => {
  it('takes a positive id within a database integer, and nothing else', () => {
    expect(idOf('12')).toBe(12);
    expect(idOf('2147483647')).toBe(2_147_483_647);
    for (const value of ['0', '012', '-1', '1.5', '1e3', ' 1', '2147483648', '99999999999', '']) {
      expect(idOf(value), value).toBeNull();
    }
  });
});

describe('kindAndIdOf', () => {
  it('names a row of one of the kinds, or nothing', () => {
    expect(kindAndIdOf(['talent', 'picture'], { kind: 'picture', id: '3' })).toEqual({
      kind: 'picture',
      id: 3,
    });
    expect(kindAndIdOf(['talent'], { kind: 'post', id: '3' })).toBeNull();
    expect(kindAndIdOf(['talent'], { kind: 'talent', id: 'x' })).toBeNull();
    expect(kindAndIdOf(['talent'], { id: '3' })).toBeNull();
  });

  it('reads a submission from its URL', () => {
    expect(subjectOf({ kind: 'contact', id: '7' })).toEqual({ kind: 'contact', id: 7 });
    expect(subjectOf({ kind: 'talent', id: '7' })).toBeNull();
  });
});
