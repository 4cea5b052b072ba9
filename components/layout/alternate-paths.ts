import type { Locale } from '@/lib/i18n/pathnames';

// A page whose address differs by locale in more than its localized name (a post has one slug per language)
// tells the language switch where each language leads. Set from an effect in the browser only, so one
// visitor's page never leaks into another's server render.

type Paths = { pathname: string; paths: Record<Locale, string> } | null;
type Listener = () => void;

let current: Paths = null;
const listeners = new Set<Listener>();

export function setAlternatePaths(next: Paths): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getAlternatePaths(): Paths {
  return current;
}

export function subscribeAlternatePaths(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
