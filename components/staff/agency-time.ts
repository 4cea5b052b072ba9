import { agencyTimeZone } from '@/lib/contract/agency-day';
import { intlLocale } from '@/lib/staff/inbox-format';
import type { StaffLocale } from '@/lib/staff/locale';

/** An instant as the staff read it: a date and the hour of the agency's clock, in their language. */
export const agencyDateTime = (locale: StaffLocale, dateStyle: 'medium' | 'full' = 'medium') =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle, timeStyle: 'short', timeZone: agencyTimeZone });
