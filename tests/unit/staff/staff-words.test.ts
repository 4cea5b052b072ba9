import { describe, expect, it } from 'vitest';
import en from '@/messages/staff/en.json';
import es from '@/messages/staff/es.json';
import { staffLocales, staffTranslator } from '@/lib/staff/locale';

// The staff area's words, one per thing (issue 61, item 9): a button says what it does, the roster and the
// snaps have the agency's names, the home's slides and a post's pictures have a name each, counts agree.

const trashWord = { en: /to the trash/, es: /a la papelera/ } as const;

/** Every message of the staff area's part named `prefix` (`post.slides`), as `key → text`. */
function messagesUnder(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : messagesUnder(value as object, `${prefix}${key}.`),
  );
}

describe.each(staffLocales)('the staff words in %s', (locale) => {
  const t = staffTranslator(locale);
  const all = messagesUnder(locale === 'es' ? es : en);

  it('call a removal that only moves to the trash by that name, on its buttons and in the log', () => {
    expect(t('talent.delete')).toBe(t('forms.trash'));
    expect(t('post.delete')).toBe(t('forms.trash'));
    for (const key of [
      'forms.trash',
      'talent.deleteTitle',
      'post.deleteTitle',
      'talent.removePicture',
      'slides.removeSlide',
      'audit.actions.talent.delete',
      'audit.actions.talent.picture_delete',
      'audit.actions.post.delete',
      'audit.actions.post.slide_delete',
      'audit.actions.slide.delete',
    ] as const) {
      expect(t.raw(key), key).toMatch(trashWord[locale]);
    }
  });

  it('have one name for the roster and one for snaps, the agency’s', () => {
    const roster = t('nav.talents');
    expect([t('talents.title'), t('talents.category'), t('talent.fields.category')]).toEqual([
      roster,
      roster,
      roster,
    ]);
    expect(roster).toBe(locale === 'es' ? 'Elenco' : 'Roster');
    expect(t('talent.galleries.snap')).toBe('Snaps');
    expect(all.filter(([, text]) => /plantilla|polaroid/i.test(text))).toEqual([]);
  });

  it('name the home’s slides and a post’s pictures apart', () => {
    expect(t('post.slides.title')).not.toBe(t('slides.title'));
    const postPictures = all.filter(
      ([key]) => key.startsWith('Staff.post.') || key.startsWith('Staff.audit.actions.post.'),
    );
    expect(postPictures.length).toBeGreaterThan(10);
    expect(postPictures.filter(([, text]) => /slide|diapositiva/i.test(text))).toEqual([]);
  });

  it('count what a bulk deletion takes away with the plural of its number', () => {
    const one = { en: 'Delete 1 message for good?', es: '¿Eliminar definitivamente 1 mensaje?' };
    const two = { en: 'Delete 2 messages for good?', es: '¿Eliminar definitivamente 2 mensajes?' };
    expect(t('inbox.eraseAskMessages', { count: 1 })).toBe(one[locale]);
    expect(t('inbox.eraseAskMessages', { count: 2 })).toBe(two[locale]);
    expect(t('inbox.eraseAskApplications', { count: 1 })).toMatch(
      locale === 'es' ? /1 solicitud /u : /1 application /,
    );
  });
});
