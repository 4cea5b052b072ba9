import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '@/lib/contract/calendar-date';
import { postInputSchema, slugOf } from '@/lib/contract/post-input';
import { talentInputSchema } from '@/lib/contract/talent-input';

describe('slugOf', () => {
  it('turns a title in any of the site languages into an address', () => {
    expect(slugOf('¡Nueva campaña en Tulum!')).toBe('nueva-campana-en-tulum');
    expect(slugOf('Ação & Moda — São Paulo 2027')).toBe('acao-moda-sao-paulo-2027');
    expect(slugOf('  ---  ')).toBe('');
  });

  it('gives what the post schema accepts as an address', () => {
    const slug = slugOf('Casting abierto: rostros nuevos');
    const parsed = postInputSchema.safeParse({
      language: 'es',
      title: 'Casting',
      slug,
      description: 'x',
      content: '',
      date: '2026-11-27',
    });
    expect(parsed.success).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it('takes real days only, in YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('27/11/2026')).toBe(false);
    expect(isCalendarDate('2026-11-27T10:00')).toBe(false);
  });
});

describe('the talent schema', () => {
  it('reads blank optional fields as none, and refuses words outside the vocabulary with their codes', () => {
    const blank = talentInputSchema.parse({ category: 'talents', name: ' Ana ', eyes: '', instagram: '' });
    expect(blank).toMatchObject({ name: 'Ana', eyes: null, instagram: null, tags: [], hidden: false });
    const refused = talentInputSchema.safeParse({
      category: 'models',
      name: 'Ana',
      height: `178/5'11"`,
      hair: 'Purple',
      tiktok: 'https://www.tiktok.com.evil.example/@ana',
    });
    expect(refused.success).toBe(false);
    const codes = Object.fromEntries(
      refused.error!.issues.map((issue): [string, string] => [String(issue.path[0]), issue.message]),
    );
    expect(codes).toEqual({ height: 'height', hair: 'unknown', tiktok: 'link' });
  });
});
