import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { agency } from '@/lib/agency';
import { agencyTimeZone } from '@/lib/contract/agency-day';
import type { Messages } from '@/lib/i18n/messages';
import { staffRequest } from '@/lib/staff/current';
import en from '@/messages/staff/en.json';
import es from '@/messages/staff/es.json';
import '@/styles/tokens.css';
import '@/styles/base.css';

// The staff area's own root layout (docs/staff.md): outside the locales and every cache, never indexed, and
// sharing nothing with the public pages but the design tokens.

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return {
    title: { default: `${t('area')} · ${agency.name}`, template: `%s · ${t('area')} · ${agency.name}` },
    robots: { index: false, follow: false },
  };
}

/** The parts of the staff messages the client leaves read (`useStaffT`): only those reach the browser. */
const clientParts = ['forms', 'talent', 'post', 'news', 'social', 'slides', 'inbox', 'item'] as const;

/** next-intl's types know the public site's messages only: the staff's are typed where read (`useStaffT`). */
function clientMessages(locale: keyof typeof staff) {
  const parts = Object.fromEntries(clientParts.map((part) => [part, staff[locale].Staff[part]]));
  return { Staff: parts } as unknown as Messages;
}

const staff = { es, en };

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const { locale } = await staffRequest();
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages(locale)} timeZone={agencyTimeZone}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
