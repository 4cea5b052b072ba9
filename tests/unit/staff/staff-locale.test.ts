import { describe, expect, it } from 'vitest';
import en from '@/messages/staff/en.json';
import es from '@/messages/staff/es.json';
import { staffLocale } from '@/lib/staff/locale';

describe('staffLocale', () => {
  it('keeps the language a staff member chose', () => {
    expect(staffLocale('en', 'es-MX,es;q=0.9')).toBe('en');
    expect(staffLocale('es', 'en-US')).toBe('es');
  });

  it("else follows the browser's preference between Spanish and English", () => {
    expect(staffLocale(undefined, 'en-GB,en;q=0.9,es;q=0.5')).toBe('en');
    expect(staffLocale(undefined, 'pt-BR,es;q=0.8,en;q=0.5')).toBe('es');
  });

  it('is Spanish when nothing says otherwise, or a cookie names no staff language', () => {
    expect(staffLocale(undefined, null)).toBe('es');
    expect(staffLocale('pt', 'pt-BR')).toBe('es');
    expect(staffLocale('<script>', 'fr')).toBe('es');
  });
});

describe('the staff messages', () => {
  const keys = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? keys(value as object, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    );

  it('say the same things in Spanish and English', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
