import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { createStaffAccount } from '@/lib/api/staff-accounts';
import { staffRoles } from '@/lib/contract/staff-roles';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo } from '@/lib/staff/route-answers';

const accountSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  password: z.string().min(12).max(200),
});

const back = (done: string) => backTo(`${staffPaths.accounts}?done=${done}`);

/** The new-account form (admins): back to the accounts, saying what became of it. */
export const POST = staffAction({ body: 'form', role: 'admin' }, async ({ session, input }) => {
  const parsed = accountSchema.safeParse(Object.fromEntries(input));
  if (!parsed.success) return back('invalid');
  try {
    await createStaffAccount(session, parsed.data);
    return back('created');
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return back('taken');
    if (error instanceof ApiError && error.status === 400) return back('invalid');
    throw error;
  }
});
