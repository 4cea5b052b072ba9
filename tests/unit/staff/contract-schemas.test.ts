import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '@/lib/contract/calendar-date';
import { postInputSchema, slugOf } from '@/lib/contract/post-input';
import { slideOrderSchema } from '@/lib/contract/slide-input';
import { socialLinksInputSchema } from '@/lib/contract/social-input';
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
    expect(blank).toMatchObject({ name: 'Ana', eyes: null, instagram: null, tags: [] });
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

  it('refuses a height no one on the roster has (a slip of the list), and takes the roster’s', () => {
    const height = (value: string) =>
      talentInputSchema.safeParse({ category: 'models', name: 'Ana', height: value }).success;
    expect(height(`49/1'7"`)).toBe(false);
    expect(height(`139/4'7"`)).toBe(false);
    expect(height(`140/4'7"`)).toBe(true);
    expect(height(`178/5'10"`)).toBe(true);
    expect(height(`210/6'11"`)).toBe(true);
    expect(height(`211/6'11"`)).toBe(false);
  });
});

describe('socialLinksInputSchema', () => {
  const good = {
    facebook: 'https://m.facebook.com/polanco',
    instagram: ' https://instagram.com/polanco ',
    tiktok: 'https://www.tiktok.com/@polanco',
  };

  it('takes https links on each network’s own hosts, trimmed', () => {
    expect(socialLinksInputSchema.parse(good).instagram).toBe('https://instagram.com/polanco');
  });

  it('refuses another host, plain http, a look-alike and an empty link, each with one code', () => {
    const codes = (links: Record<string, string>) => {
      const result = socialLinksInputSchema.safeParse({ ...good, ...links });
      return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
    };
    expect(codes({ facebook: 'https://facebook.com.evil.example/x' })).toEqual([['facebook', 'link']]);
    expect(codes({ instagram: 'http://instagram.com/polanco' })).toEqual([['instagram', 'link']]);
    expect(codes({ tiktok: 'javascript:alert(1)' })).toEqual([['tiktok', 'link']]);
    expect(codes({ tiktok: '' }).map(([field]) => field)).toEqual(['tiktok']);
  });
});

describe('slideOrderSchema', () => {
  it('takes a slider and ids, and refuses another slider or an empty order', () => {
    expect(slideOrderSchema.safeParse({ type: 'slidereach', order: [3, 1] }).success).toBe(true);
    expect(slideOrderSchema.safeParse({ type: 'gallery', order: [1] }).success).toBe(false);
    expect(slideOrderSchema.safeParse({ type: 'slides', order: [] }).success).toBe(false);
  });
});
