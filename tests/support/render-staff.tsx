import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { agencyTimeZone } from '@/lib/contract/agency-day';
import type { Messages } from '@/lib/i18n/messages';
import type { StaffLocale } from '@/lib/staff/locale';
import en from '@/messages/staff/en.json';
import es from '@/messages/staff/es.json';
import { servedHtml } from './served-html';

// Typed as the site's messages, which next-intl's types know (components/staff/use-staff-t.ts).
const messages = { en, es } as unknown as Record<StaffLocale, Messages>;

/** A staff client leaf inside the provider the staff layout gives it, with the real staff messages. */
export function staffProvided(ui: ReactElement, locale: StaffLocale = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone={agencyTimeZone}>
      {ui}
    </NextIntlClientProvider>
  );
}

/** Renders a staff client leaf in its provider; `rerender` keeps the provider. */
export function renderStaff(ui: ReactElement, locale: StaffLocale = 'en') {
  const result = render(staffProvided(ui, locale));
  return { ...result, rerender: (node: ReactElement) => result.rerender(staffProvided(node, locale)) };
}

/** The server's HTML of a staff client leaf, in its provider. */
export const servedStaffHtml = (ui: ReactElement, locale: StaffLocale = 'en') =>
  servedHtml(staffProvided(ui, locale));
