import { describe, expect, it } from 'vitest';
import en from '@/messages/staff/en.json';
import es from '@/messages/staff/es.json';
import { auditActions } from '@/lib/contract/audit-actions';
import { agencyDay, dayStart } from '@/lib/contract/agency-day';
import { auditQuery } from '@/lib/staff/audit-query';
import { auditActionLabel, auditSubjectHref, auditWords } from '@/lib/staff/audit-words';
import { staffLocales, staffTranslator } from '@/lib/staff/locale';

type Line = Parameters<typeof auditWords>[1];
const line = (
  action: string,
  subject: Partial<Line['subject']> = {},
  detail: string | null = null,
): Line => ({
  action,
  detail,
  subject: { text: 'talent:61', kind: 'talent', id: 61, name: null, live: false, ...subject },
});

const sentence = (locale: 'es' | 'en', value: Line) => {
  const t = staffTranslator(locale);
  const words = auditWords(t, value)!;
  return t.markup(words.key, { ...words.values, s: (chunks) => chunks });
};

const wordsOf = (messages: object, action: string) =>
  action
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], messages['Staff' as never]);

describe('the audit log in words', () => {
  it('has a sentence in every staff language for every act the backend records', () => {
    for (const action of auditActions) {
      for (const [locale, messages] of [
        ['es', es],
        ['en', en],
      ] as const) {
        expect(typeof wordsOf(messages, `audit.actions.${action}`), `${locale} ${action}`).toBe('string');
        const text = sentence(locale, line(action, { name: 'Ana López' }, 'editor'));
        expect(text, `${locale} ${action}`).not.toMatch(/[{}<>]/);
        expect(auditActionLabel(staffTranslator(locale), action)).not.toMatch(/[{}<>]/);
      }
    }
    expect(staffLocales).toEqual(['es', 'en']);
  });

  it('names the subject, or says what it was once it is gone, with roles and statuses in words', () => {
    expect(sentence('en', line('talent.picture_delete', { name: 'Ana López', live: true }))).toBe(
      'Moved a picture of Ana López to the trash',
    );
    expect(sentence('es', line('talent.picture_delete'))).toBe(
      'Movió una foto de talento n.º 61 a la papelera',
    );
    const role = line('account.role', { text: 'account:3', kind: 'account', id: 3, name: 'Eda' }, 'admin');
    expect(sentence('es', role)).toBe('Hizo administrador a Eda');
    expect(sentence('en', role)).toBe('Made Eda admin');
    const status = line(
      'inbox.status',
      { text: 'contact:4', kind: 'contact', id: 4, name: 'Luz' },
      'answered',
    );
    expect(sentence('en', status)).toBe('Marked the message of Luz as answered');
    expect(auditWords(staffTranslator('en'), line('talent.steal'))).toBeNull();
  });

  it('links what is still there, and nothing in the trash or gone', () => {
    const subject = (kind: Line['subject']['kind'], live = true) => ({
      text: '',
      kind,
      id: 7,
      name: 'x',
      live,
    });
    expect(auditSubjectHref(subject('talent'))).toBe('/staff/talents/7');
    expect(auditSubjectHref(subject('post'))).toBe('/staff/news/7');
    expect(auditSubjectHref(subject('application'))).toBe('/staff/inbox/application/7');
    expect(auditSubjectHref(subject('account'))).toBe('/staff/accounts');
    expect(auditSubjectHref(subject('talent', false))).toBeNull();
    expect(auditSubjectHref(subject('picture'))).toBeNull();
  });
});

describe('the activity page’s filters', () => {
  it('reads the days as the agency’s, the last one included, and drops what is no choice', () => {
    expect(auditQuery({ from: '2026-12-02', to: '2026-12-02', account: '3', action: 'inbox.read' })).toEqual({
      chosen: { account: '3', action: 'inbox.read', from: '2026-12-02', to: '2026-12-02' },
      filters: {
        account: 3,
        action: 'inbox.read',
        from: '2026-12-02T06:00:00.000Z',
        to: '2026-12-03T06:00:00.000Z',
        page: 1,
      },
    });
    const lenient = auditQuery({ from: '2026-02-30', account: '-1', action: 'x.y', page: '2' });
    expect(lenient.filters).toEqual({ page: 2 });
    expect(dayStart('2021-07-01')).toBe('2021-07-01T05:00:00.000Z'); // Mexico City kept summer time then
  });

  it('counts a view once a day of the agency’s calendar, which is Mexico City’s', () => {
    expect(agencyDay(new Date('2026-12-02T05:59:59Z'))).toBe('2026-12-01');
    expect(agencyDay(new Date('2026-12-02T06:00:00Z'))).toBe('2026-12-02');
    expect(dayStart(agencyDay(new Date('2026-12-02T23:30:00Z')))).toBe('2026-12-02T06:00:00.000Z');
  });
});
