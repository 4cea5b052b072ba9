// The staff area's roles (docs/staff.md): what the backend stores and checks, and what the site's account
// forms offer and read back.
export const staffRoles = ['admin', 'editor'] as const;

export type StaffRole = (typeof staffRoles)[number];
