import type { CacheTag } from '@/lib/contract/cache-tags';
import { staffRoot } from '@/lib/i18n/pathnames';

// The public pages' data a staff route handler's change reaches, by the first segment of its path under
// /staff/api, as the backend's staff routers name it (backend/staff/*-routes.ts): dropped in this process
// once the change went through (lib/staff/action.ts).
const routeTags: Record<string, CacheTag> = {
  talents: 'talents',
  posts: 'posts',
  slides: 'slides',
};

export function tagsOfRoute(pathname: string): CacheTag[] {
  const first = pathname.startsWith(`${staffRoot}/api/`) ? pathname.split('/')[3] : undefined;
  const tag = first === undefined ? undefined : routeTags[first];
  return tag ? [tag] : [];
}
