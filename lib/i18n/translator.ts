import { createTranslator } from 'next-intl';
import { loadMessages } from './messages';
import type { Locale } from './routing';

/**
 * A translator for one locale, for code outside a page's request (the sharing cards built at build time,
 * the web app manifest, the root 404 page). The build compiles the message files (next.config.mjs), so their
 * values are not plain strings there: every message is read through a translator, never off the JSON.
 */
export async function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale) });
}

/** A key of any message, `Namespace.key`, as the translator above takes it. */
export type MessageKey = Parameters<Awaited<ReturnType<typeof translatorFor>>>[0];
