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
  /** The route handlers the staff area's forms post to. */
  api: {
    signIn: `${staffRoot}/api/sign-in`,
    signOut: `${staffRoot}/api/sign-out`,
    language: `${staffRoot}/api/language`,
    status: ({ kind, id }: StaffSubject) => `${staffRoot}/api/inbox/${kind}/${id}/status`,
    erase: ({ kind, id }: StaffSubject) => `${staffRoot}/api/inbox/${kind}/${id}/erase`,
    /** The inbox's bulk actions on the ticked submissions of a kind. */
    inboxBulk: (kind: StaffSubject['kind']) => `${staffRoot}/api/inbox/${kind}/bulk`,
    accounts: `${staffRoot}/api/accounts`,
    deleteAccount: (id: number) => `${staffRoot}/api/accounts/${id}/delete`,
    accountRole: (id: number) => `${staffRoot}/api/accounts/${id}/role`,
    accountPassword: (id: number) => `${staffRoot}/api/accounts/${id}/password`,
    ownPassword: `${staffRoot}/api/account/password`,
    posts: `${staffRoot}/api/posts`,
    post: (id: number) => `${staffRoot}/api/posts/${id}`,
    deletePost: (id: number) => `${staffRoot}/api/posts/${id}/delete`,
    postPicture: (id: number) => `${staffRoot}/api/posts/${id}/pictures`,
    postSlides: (id: number) => `${staffRoot}/api/posts/${id}/slides`,
    postSlideOrder: (id: number) => `${staffRoot}/api/posts/${id}/slides/order`,
    removePostSlide: (id: number, slide: number) => `${staffRoot}/api/posts/${id}/slides/${slide}/delete`,
    talents: `${staffRoot}/api/talents`,
    talent: (id: number) => `${staffRoot}/api/talents/${id}`,
    deleteTalent: (id: number) => `${staffRoot}/api/talents/${id}/delete`,
    pictures: (id: number) => `${staffRoot}/api/talents/${id}/pictures`,
    order: (id: number) => `${staffRoot}/api/talents/${id}/pictures/order`,
    videos: (id: number) => `${staffRoot}/api/talents/${id}/videos`,
    removeVideo: (id: number, video: number) => `${staffRoot}/api/talents/${id}/videos/${video}/delete`,
    socialLinks: `${staffRoot}/api/social-links`,
    slides: `${staffRoot}/api/slides`,
    /** Where nginx asks where to send a member whose upload it refused as too large (lib/staff/uploads.ts). */
    uploadTooLarge: `${staffRoot}/api/upload-too-large`,
    slideOrder: `${staffRoot}/api/slides/order`,
    deleteSlide: (id: number) => `${staffRoot}/api/slides/${id}/delete`,
    removePicture: (id: number, picture: number) =>
      `${staffRoot}/api/talents/${id}/pictures/${picture}/delete`,
    removeCover: (id: number) => `${staffRoot}/api/talents/${id}/cover/delete`,
    /** Publishes or unpublishes (`published=yes|no`) a talent, post or slide. */
    publish: (kind: 'talents' | 'posts' | 'slides', id: number) => `${staffRoot}/api/${kind}/${id}/publish`,
    /** What is in the trash (`kind`: talent, post, slide, picture, post_slide): restored, or deleted for good. */
    restore: (kind: string, id: number) => `${staffRoot}/api/trash/${kind}/${id}/restore`,
    deleteForGood: (kind: string, id: number) => `${staffRoot}/api/trash/${kind}/${id}/delete`,
  },
} as const;

/** What a visitor without a session may ask for: the sign-in page, its form and its language switch. */
export const openStaffPaths: readonly string[] = [
  staffPaths.signIn,
  staffPaths.api.signIn,
  staffPaths.api.language,
];

/** Whether a path of the staff area is one of its APIs (answered 401, not sent to the sign-in page). */
export function isStaffApi(pathname: string): boolean {
  return pathname.startsWith(`${staffRoot}/api/`) || pathname.startsWith(`${staffRoot}/files/`);
}
