import 'server-only';
import { format, isValid } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { pt } from 'date-fns/locale/pt';
import type { Locale } from '@/lib/i18n/routing';

// Dates are shown in the agency's own time zone, so a post published late in the evening in Mexico City
// does not show the next day's date.
const AGENCY_TIME_ZONE = 'America/Mexico_City';

const dateFnsLocales = { es, en: enUS, pt };

const agencyCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * The calendar day an instant falls on in the agency's time zone, as a local date for date-fns (which
 * formats in the server's own zone), or null for a value that is not a date.
 */
function agencyDay(value: string): Date | null {
  const instant = new Date(value);
  if (!isValid(instant)) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(agencyCalendar.formatToParts(instant).find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** A post's date as the site shows it, dd/mm/yyyy in every language, or null for a value that is not a date. */
export function formatPostDate(value: string): string | null {
  const day = agencyDay(value);
  return day && format(day, 'dd/MM/yyyy');
}

/** yyyy-mm-dd in the agency's time zone, for the `dateTime` attribute of `<time>`. */
export function isoDay(value: string): string | null {
  const day = agencyDay(value);
  return day && format(day, 'yyyy-MM-dd');
}

/** The same day written out in the page's language ("14 de marzo de 2026"), which dd/mm/yyyy leaves ambiguous to a US reader. */
export function longPostDate(value: string, locale: Locale): string | null {
  const day = agencyDay(value);
  return day && format(day, 'PPP', { locale: dateFnsLocales[locale] });
}
