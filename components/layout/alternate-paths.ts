import type { Locale } from '@/lib/i18n/pathnames';
import { externalStore } from '@/lib/external-store';

// A page whose address differs by locale in more than its localized name (a post has one slug per language)
// tells the language switch where each language leads. Set from an effect in the browser only, so one
// visitor's page never leaks into another's server render.

type Paths = { pathname: string; paths: Record<Locale, string> } | null;

const store = externalStore<Paths>(null);

export const setAlternatePaths = store.set;
export const getAlternatePaths = store.get;
export const subscribeAlternatePaths = store.subscribe;
