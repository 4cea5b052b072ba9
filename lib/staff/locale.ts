import Negotiator from 'negotiator';
import { createTranslator } from 'next-intl';
import en from '@/messages/staff/en.json';
import es from '@/messages/staff/es.json';

// The staff area speaks Spanish and English: the language a staff member chose (a cookie), else the one
// their browser prefers, else Spanish.

export const staffLocales = ['es', 'en'] as const;
export type StaffLocale = (typeof staffLocales)[number];
export const staffLocaleCookie = 'staff_lang';

const messages = { es, en };

export function isStaffLocale(value: unknown): value is StaffLocale {
  return staffLocales.includes(value as StaffLocale);
}

export function staffLocale(chosen: string | undefined, acceptLanguage: string | null): StaffLocale {
  if (isStaffLocale(chosen)) return chosen;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([
    ...staffLocales,
  ]);
  return isStaffLocale(preferred) ? preferred : 'es';
}

export function staffTranslator(locale: StaffLocale) {
  return createTranslator({ locale, messages: messages[locale], namespace: 'Staff' });
}

export type StaffT = ReturnType<typeof staffTranslator>;
