import type { InboxKind as Kind } from '@/lib/contract/inbox';
import { applicationTextFields } from './form-values';

/** The fields a review keeps, as the form names them; files are never kept (browsers cannot refill them). */
const keptFields: Record<Kind, readonly string[]> = {
  contact: ['name', 'email', 'phone', 'message'],
  application: [...applicationTextFields, 'accept'],
};

/** What the visitor wrote, as text only, for the form shown again. */
export function keptValues(kind: Kind, form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of keptFields[kind]) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  if (kind === 'application') {
    values.skills = form.getAll('skills').filter((value) => typeof value === 'string');
  }
  return values;
}
