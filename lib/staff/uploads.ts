import type { CacheTag } from '@/lib/contract/cache-tags';
import { uploadLimits, type UploadLimit } from '@/lib/contract/upload-limits';
import { staffPaths } from './paths';
import { idOf } from './subject';

// The staff area's upload routes: where each is, what it may carry (lib/contract/upload-limits.ts) and the
// page its form is on, read by their route handlers, nginx's upload locations (deploy/upload-limits.conf)
// and app/staff/api/upload-too-large.

/** What became of an upload, which its page words its own way; `some`: a batch that partly arrived. */
export type UploadOutcome = 'added' | 'none' | 'type' | 'size' | 'invalid' | 'some';

export type StaffUploadRoute = {
  /** The route's folder under `app`, `[id]` for the id in its path. */
  route: string;
  /** The public data an upload that went through reaches, dropped at once. */
  tag: CacheTag;
  limit: UploadLimit;
  /** The form's page, at its `section`, told the outcome and the `query` (the gallery, the note's id). */
  back(id: number, outcome: UploadOutcome, section?: string, query?: Record<string, string>): string;
};

/** The editors' word for what became of their pictures. */
const picturesDone = (outcome: UploadOutcome) =>
  outcome === 'added' ? 'pictures' : outcome === 'none' ? 'nopictures' : outcome;

/** An editor's pictures refused, as its page was sent back with them, or undefined. */
export const picturesRefusal = (done?: string) =>
  (['type', 'size', 'invalid', 'nopictures'] as const).find((code) => code === done);

/** An upload route whose form is on `page`, told the outcome in its `words`, at `section`. */
function uploadRoute(
  route: string,
  tag: CacheTag,
  limit: UploadLimit,
  page: (id: number) => string,
  words: (outcome: UploadOutcome) => string,
  section?: string,
): StaffUploadRoute {
  return {
    route,
    tag,
    limit,
    back: (id, outcome, formSection = section, query = {}) =>
      `${page(id)}?${new URLSearchParams({ done: words(outcome), ...query })}${formSection ? `#${formSection}` : ''}`,
  };
}

export const staffUploads = {
  talentPictures: uploadRoute(
    '/staff/api/talents/[id]/pictures',
    'talents',
    uploadLimits.pictures,
    staffPaths.talent,
    picturesDone,
    'pictures',
  ),
  postSlides: uploadRoute(
    '/staff/api/posts/[id]/slides',
    'posts',
    uploadLimits.pictures,
    staffPaths.post,
    (outcome) => (outcome === 'added' ? 'slides' : `slides-${outcome}`),
    'slides',
  ),
  postPicture: uploadRoute(
    '/staff/api/posts/[id]/pictures',
    'posts',
    uploadLimits.postPicture,
    staffPaths.post,
    picturesDone,
    'pictures',
  ),
  slides: uploadRoute(
    '/staff/api/slides',
    'slides',
    uploadLimits.slide,
    () => staffPaths.slides,
    (outcome) => (outcome === 'none' || outcome === 'invalid' ? 'missing' : outcome),
  ),
};

/** The route's path as a regular expression: the id a number, captured. */
export const uploadPathPattern = (route: string): RegExp =>
  new RegExp(`^${route.replace('[id]', '([0-9]+)')}$`);

/** The page a member goes back to when the upload to `path` was too large; null for no upload route. */
export function tooLargeBack(path: string): string | null {
  for (const upload of Object.values(staffUploads)) {
    const match = uploadPathPattern(upload.route).exec(path);
    if (!match) continue;
    const id = match[1] === undefined ? 0 : idOf(match[1]);
    return id === null ? null : upload.back(id, 'size');
  }
  return null;
}
