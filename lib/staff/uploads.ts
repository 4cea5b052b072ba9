import { uploadLimits, type UploadLimit } from '@/lib/contract/upload-limits';
import { staffPaths } from './paths';
import { idOf } from './subject';

// The staff area's upload routes: where each is, what it may carry (lib/contract/upload-limits.ts) and the
// page its form is on. Their route handlers read them (lib/staff/action.ts, `staffUpload`), nginx's
// upload locations are generated from them (deploy/upload-limits.conf), and a body nginx refuses as too
// large is sent back to the page they name (app/staff/api/upload-too-large).

/** What became of an upload, for the page it goes back to, which words it its own way. */
export type UploadOutcome = 'added' | 'none' | 'type' | 'size' | 'invalid';

export type StaffUploadRoute = {
  /** The route's folder under `app`, `[id]` for the id in its path. */
  route: string;
  limit: UploadLimit;
  /** The page of the form, saying what became of an upload; `section` is the part of the page it was in. */
  back(id: number, outcome: UploadOutcome, section?: string): string;
};

/** The editors' word for what became of their pictures. */
const picturesDone = (outcome: UploadOutcome) =>
  outcome === 'added' ? 'pictures' : outcome === 'none' ? 'nopictures' : outcome;

/** An editor's pictures refused, as its page was sent back with them, or undefined. */
export const picturesRefusal = (done?: string) =>
  (['type', 'size', 'invalid', 'nopictures'] as const).find((code) => code === done);

const talentPictures: StaffUploadRoute = {
  route: '/staff/api/talents/[id]/pictures',
  limit: uploadLimits.pictures,
  back: (id, outcome) => `${staffPaths.talent(id)}?done=${picturesDone(outcome)}#pictures`,
};

const postSlides: StaffUploadRoute = {
  route: '/staff/api/posts/[id]/slides',
  limit: uploadLimits.pictures,
  back: (id, outcome) =>
    `${staffPaths.post(id)}?done=${outcome === 'added' ? 'slides' : `slides-${outcome}`}#slides`,
};

const postPicture: StaffUploadRoute = {
  route: '/staff/api/posts/[id]/pictures',
  limit: uploadLimits.postPicture,
  back: (id, outcome) => `${staffPaths.post(id)}?done=${picturesDone(outcome)}#pictures`,
};

const slides: StaffUploadRoute = {
  route: '/staff/api/slides',
  limit: uploadLimits.slide,
  back: (_id, outcome, section) => {
    const done = outcome === 'none' || outcome === 'invalid' ? 'missing' : outcome;
    return `${staffPaths.slides}?done=${done}${section ? `#${section}` : ''}`;
  },
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
