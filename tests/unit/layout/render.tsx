import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import type { Locale } from '@/lib/i18n/routing';

const all = { en, es, pt };

/** Renders a client leaf inside the provider with only the namespaces the frame gives its leaves. */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'en') {
  const { Common, Navbar, Menu, LanguageSwitch, Offline, Progress, NavigationFailure } = all[locale];
  const wrap = (node: ReactElement) => (
    <NextIntlClientProvider
      locale={locale}
      messages={{ Common, Navbar, Menu, LanguageSwitch, Offline, Progress, NavigationFailure }}
    >
      {node}
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}
