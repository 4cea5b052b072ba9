import type { Locale } from './routing';

export type Messages = typeof import('@/messages/es.json');

/** Loads one locale's messages; each file is its own chunk, so a page only ships the locale it needs. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('@/messages/en.json')).default;
    case 'pt':
      return (await import('@/messages/pt.json')).default;
    default:
      return (await import('@/messages/es.json')).default;
  }
}

/** Picks the namespaces a client leaf needs, so the browser receives only those. */
export function pickMessages<K extends keyof Messages>(
  messages: Messages,
  keys: readonly K[],
): Pick<Messages, K> {
  const picked = {} as Pick<Messages, K>;
  for (const key of keys) picked[key] = messages[key];
  return picked;
}
