import { staffTranslator } from '@/lib/staff/locale';

// The social links' editor as its page gives it, in English: the smallest editor, for the unit tests of
// what every editor shares (a save's outcomes, a stale save, the unsaved-changes guard).

export const socialTranslator = staffTranslator('en');

export const socialLinks = {
  facebook: 'https://www.facebook.com/polanco',
  instagram: 'https://www.instagram.com/polanco',
  tiktok: 'https://www.tiktok.com/@polanco',
};
