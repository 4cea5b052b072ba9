// What the audit log records (backend/staff/audit.ts), one name per kind of act: the backend may record no
// other, and the staff area words each of these in its languages (messages/staff, `audit.actions`), so a
// new one cannot reach the log unworded (tests/unit/staff/audit-words.test.ts).
export const auditActions = [
  'session.sign_in',
  'session.sign_out',
  'account.create',
  'account.delete',
  'account.role',
  'account.password_reset',
  'account.own_password',
  'account.set_admin',
  'inbox.list',
  'inbox.read',
  'inbox.file',
  'inbox.status',
  'inbox.delete',
  'talent.create',
  'talent.update',
  'talent.delete',
  'talent.publish',
  'talent.unpublish',
  'talent.cover_delete',
  'talent.pictures',
  'talent.order',
  'talent.picture_delete',
  'talent.video',
  'talent.video_delete',
  'post.create',
  'post.update',
  'post.delete',
  'post.publish',
  'post.unpublish',
  'post.picture',
  'post.slides',
  'post.slide_order',
  'post.slide_delete',
  'slide.create',
  'slide.order',
  'slide.delete',
  'slide.publish',
  'slide.unpublish',
  'social.update',
  'trash.restore',
  'trash.purge',
] as const;

export type AuditAction = (typeof auditActions)[number];

/** The kinds of things an audit line is about, as its subject names them (`talent:61`). */
export const auditSubjects = [
  'account',
  'application',
  'contact',
  'talent',
  'post',
  'slide',
  'picture',
  'post_slide',
] as const;

export type AuditSubjectKind = (typeof auditSubjects)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}
