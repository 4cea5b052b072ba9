import type { Messages } from './messages';

/**
 * The message namespaces the frame's client leaves read (menu, language switch, favorites count, progress
 * bar, offline notice, failed navigation, error page). Only these are serialised into every page; a page that needs more for its
 * own client leaves wraps them in its own `NextIntlClientProvider` with its namespaces.
 */
export const clientNamespaces = [
  'Common',
  'Navbar',
  'Menu',
  'LanguageSwitch',
  'FavoritesLink',
  'Offline',
  'Progress',
  'NavigationFailure',
  'NotFound',
  'Error',
] as const satisfies readonly (keyof Messages)[];
