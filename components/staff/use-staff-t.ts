import { useTranslations } from 'next-intl';
import type { StaffT } from '@/lib/staff/locale';

/**
 * The staff's words in a client leaf, from the provider of the staff layout (app/staff/layout.tsx). next-intl's
 * own types know the public site's messages only, so the translator is typed by the staff's, as the server's.
 */
export function useStaffT(): StaffT {
  return (useTranslations as (namespace: string) => unknown)('Staff') as StaffT;
}
