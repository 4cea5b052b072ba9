// What arrives in the agency's inbox and where the staff leave it (docs/staff-inbox.md): the site's forms,
// the staff area, the backend's tables and its routes all speak of these, and only these.

/** The kinds of submission: a contact message (the favorites' selections among them), an application. */
export const inboxKinds = ['contact', 'application'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** Where the staff left a submission. */
export const inboxStatuses = ['new', 'seen', 'answered', 'archived'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
