// What the staff area's trash holds (docs/staff.md, "Drafts, preview and the trash"), in the order it is
// emptied: talents and posts first, so that their pictures and slides in the trash go with them.
export const trashKinds = ['talent', 'post', 'slide', 'picture', 'post_slide'] as const;

export type TrashKind = (typeof trashKinds)[number];
