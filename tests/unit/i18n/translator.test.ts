import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { ogCards, type OgCard } from '@/lib/seo/og-cards';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const files = { es, en, pt };

describe('translatorFor', () => {
  it("reads the locale's own message by its key", async () => {
    expect((await translatorFor('en'))('NotFound.message')).toBe('This page could not be found');
    expect((await translatorFor('es'))('Metadata.description')).toBe(es.Metadata.description);
  });

  it('fills in a message’s arguments', async () => {
    const t = await translatorFor('pt');
    const text = t('Footer.phone', { number: '+52 55 1234 5678' });
    expect(text).toContain('+52 55 1234 5678');
    expect(text).not.toContain('{number}');
  });
});

describe('sharing card titles', () => {
  it.each(locales)('every card has its title in %s', async (locale) => {
    const t = await translatorFor(locale);
    for (const card of Object.keys(ogCards) as OgCard[]) {
      const [namespace, key] = ogCards[card].split('.') as [keyof typeof es, string];
      expect(t(ogCards[card])).toBe((files[locale][namespace] as Record<string, string>)[key]);
    }
  });
});
