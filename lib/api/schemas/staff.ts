import { z } from 'zod';

// The embedded backend's staff service (docs/staff.md): what the site reads from it, checked like every
// other answer of the back end.

export const staffRoles = ['admin', 'editor'] as const;
export const inboxKinds = ['contact', 'application'] as const;
export const inboxStatuses = ['new', 'seen', 'answered', 'archived'] as const;

export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});

export const signInAnswerSchema = z.object({ token: z.string(), account: staffAccountSchema });
export const sessionAnswerSchema = z.object({ account: staffAccountSchema });

const common = {
  id: z.number().int(),
  status: z.enum(inboxStatuses),
  language: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
};

export const contactItemSchema = z.object({ kind: z.literal('contact'), ...common, message: z.string() });

export const applicationItemSchema = z.object({
  kind: z.literal('application'),
  ...common,
  gender: z.string(),
  birthdate: z.string(),
  height: z.string(),
  nationality: z.string(),
  country: z.string(),
  city: z.string(),
  instagram: z.string(),
  skills: z.array(z.string()),
  video: z.string().nullable(),
  files: z.array(z.object({ id: z.number().int(), field: z.string(), mime: z.string(), bytes: z.number() })),
});

export const inboxItemSchema = z.discriminatedUnion('kind', [contactItemSchema, applicationItemSchema]);

export const staffInboxPageSchema = z.object({
  data: z.array(inboxItemSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});

export const staffItemAnswerSchema = z.object({ data: inboxItemSchema });
