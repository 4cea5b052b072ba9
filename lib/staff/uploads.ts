import { uploadLimits, type UploadLimit } from '@/lib/contract/upload-limits';
import { staffPaths } from './paths';
import { idOf } from './subject';

// The staff area's upload routes: where each is, what it may carry (lib/contract/upload-limits.ts) and the
// page its form is on. Their route handlers read them (lib/staff/route-answers.ts, `staffUpload`), nginx's
// upload locations are generated from them (deploy/upload-limits.conf), and a body nginx refuses as too
// large is sent back to the page they name (app/staff/api/upload-too-large).

/** What became of a form of pictures (a gallery's, a post's slides), for the page it goes back to. */
export type UploadOutcome = 'added' | 'none' | 'type' | 'size' | 'invalid';
/** What became of a post's cover or thumbnail. */
export type PostPictureOutcome = 'pictures' | 'nopictures' | 'type' | 'size' | 'invalid';
/** What became of a new slide. */
export type SlideOutcome = 'added' | 'type' | 'size' | 'missing';

export type StaffUploadRoute<Outcome extends string> = {
  /** The route's folder under `app`, `[id]` for the id in its path. */
  route: string;
  limit: UploadLimit;
  /** The page of the form, saying what became of an upload; `section` is the part of the page it was in. */
  back(id: number, outcome: Outcome, section?: string): string;
};

const talentPictures: StaffUploadRoute<UploadOutcome> = {
  route: '/staff/api/talents/[id]/pictures',
  limit: uploadLimits.pictures,
  back: (id, outcome) => {
    const done = outcome === 'added' ? 'pictures' : outcome === 'none' ? 'nopictures' : outcome;
    return `${staffPaths.talent(id)}?done=${done}#pictures`;
  },
};

const postSlides: StaffUploadRoute<UploadOutcome> = {
  route: '/staff/api/posts/[id]/slides',
  limit: uploadLimits.pictures,
  back: (id, outcome) =>
    `${staffPaths.post(id)}?done=${outcome === 'added' ? 'slides' : `slides-${outcome}`}#slides`,
};

const postPicture: StaffUploadRoute<PostPictureOutcome> = {
  route: '/staff/api/posts/[id]/pictures',
  limit: uploadLimits.postPicture,
  back: (id, outcome) => `${staffPaths.post(id)}?done=${outcome}#pictures`,
};

const slides: StaffUploadRoute<SlideOutcome> = {
  route: '/staff/api/slides',
  limit: uploadLimits.slide,
  back: (_id, outcome, section) => `${staffPaths.slides}?done=${outcome}${section ? `#${section}` : ''}`,
};

export const staffUploads = { talentPictures, postSlides, postPicture, slides };

/** The route's path as a regular expression: the id a number, captured. */
export const uploadPathPattern = (route: string): RegExp =>
  new RegExp(`^${route.replace('[id]', '([0-9]+)')}$`);

/**
 * The page to send a signed-in member back to when the upload to `path` was too large, or null when
 * `path` is no upload route.
 */
export function tooLargeBack(path: string): string | null {
  for (const upload of Object.values(staffUploads)) {
    const match = uploadPathPattern(upload.route).exec(path);
    if (!match) continue;
    const id = match[1] === undefined ? 0 : idOf(match[1]);
    return id === null ? null : upload.back(id, 'size');
  }
  return null;
}
