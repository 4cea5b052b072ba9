import { z } from 'zod';
import { auditActions, auditSubjects } from '@/lib/contract/audit-actions';
import { pageSchema } from './common';

/** A line of the audit log: who (named while the account lasts), what, and about what. */
export const auditLineSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  account: z.object({ id: z.number().int().nullable(), email: z.string(), name: z.string().nullable() }),
  // A line of an act no longer recorded is shown by its name: the log keeps what it kept.
  action: z.union([z.enum(auditActions), z.string()]),
  subject: z.object({
    text: z.string(),
    kind: z.enum(auditSubjects).nullable().catch(null),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    live: z.boolean(),
  }),
  detail: z.string().nullable(),
});

export const auditPageSchema = pageSchema(auditLineSchema);
