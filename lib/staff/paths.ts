import type { InboxKind } from '@/lib/contract/inbox';
import { staffRoot } from '@/lib/i18n/pathnames';

// The staff area's addresses (app/staff): not localized (a staff member picks the language, which is kept
// in a cookie), so one name each.

export type StaffSubject = { kind: InboxKind; id: number };

export const staffPaths = {
  inbox: staffRoot,
  signIn: `${staffRoot}/sign-in`,
  item: ({ kind, id }: StaffSubject) => `${staffRoot}/inbox/${kind}/${id}`,
  file: (id: number) => `${staffRoot}/files/${id}`,
  accounts: `${staffRoot}/accounts`,
  audit: `${staffRoot}/audit`,
  account: `${staffRoot}/account`,
  news: `${staffRoot}/news`,
  newPost: `${staffRoot}/news/new`,
  post: (id: number) => `${staffRoot}/news/${id}`,
  talents: `${staffRoot}/talents`,
  newTalent: `${staffRoot}/talents/new`,
  talent: (id: number) => `${staffRoot}/talents/${id}`,
  links: `${staffRoot}/links`,
  slides: `${staffRoot}/slides`,
  trash: `${staffRoot}/trash`,
  /** A talent or post, draft or not, as its public page would show it (docs/staff.md). */
  talentPreview: (id: number) => `${staffRoot}/preview/talents/${id}`,
  postPreview: (id: number) => `${staffRoot}/preview/news/${id}`,
  /** The route handlers: the sign-in and the uploads (every change else is a Server Action). */
  api: {
    signIn: `${staffRoot}/api/sign-in`,
    postPicture: (id: number) => `${staffRoot}/api/posts/${id}/pictures`,
    postSlides: (id: number) => `${staffRoot}/api/posts/${id}/slides`,
    pictures: (id: number) => `${staffRoot}/api/talents/${id}/pictures`,
    slides: `${staffRoot}/api/slides`,
    /** Where nginx asks where to send a member whose upload it refused as too large (lib/staff/uploads.ts). */
    uploadTooLarge: `${staffRoot}/api/upload-too-large`,
  },
} as const;

/** What a visitor without a session may ask for: the sign-in page (its language switch too) and its form. */
export const openStaffPaths: readonly string[] = [staffPaths.signIn, staffPaths.api.signIn];

/** Whether a path of the staff area is one of its APIs (answered 401, not sent to the sign-in page). */
export function isStaffApi(pathname: string): boolean {
  return pathname.startsWith(`${staffRoot}/api/`) || pathname.startsWith(`${staffRoot}/files/`);
}
