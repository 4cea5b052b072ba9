import type { Metadata, Viewport } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { QueryProvider } from '@/components/layout/query-provider.client';
import { RouteEffects } from '@/components/layout/route-effects';
import { SkipLink } from '@/components/layout/skip-link';
import { agency } from '@/lib/agency';
import { env } from '@/lib/env';
import { clientNamespaces } from '@/lib/i18n/client-namespaces';
import { pickMessages } from '@/lib/i18n/messages';
import '@/styles/tokens.css';
import '@/styles/base.css';

type Props = { children: ReactNode; params: LangParams };

// Pages are rendered on demand, then cached (ISR): nothing is prerendered at build, so the build never
// needs the backend.
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: agency.name, template: `%s · ${agency.name}` },
    description: t('description'),
    applicationName: agency.name,
    openGraph: { siteName: agency.name, type: 'website', locale },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  const messages = await getMessages();

  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages, clientNamespaces)}>
          <SkipLink />
          <RouteEffects />
          <Header />
          <main id="main" tabIndex={-1}>
            <QueryProvider>{children}</QueryProvider>
          </main>
          <Footer locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
