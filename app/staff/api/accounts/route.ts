import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { createStaffAccount } from '@/lib/api/staff-accounts';
import { staffRoles } from '@/lib/api/schemas/staff';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';

const accountSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  password: z.string().min(12).max(200),
});

const back = (done: string) => backTo(`${staffPaths.accounts}?done=${done}`);

/** The new-account form (admins): back to the accounts, saying what became of it. */
export async function POST(request: Request): Promise<Response> {
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  const parsed = accountSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return back('invalid');
  return withSession(async (session) => {
    try {
      await createStaffAccount(session, parsed.data);
      return back('created');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return back('taken');
      if (error instanceof ApiError && error.status === 400) return back('invalid');
      if (error instanceof ApiError && error.fieldErrors.role)
        return staffError(403, 'Only admins manage accounts.');
      throw error;
    }
  });
}
