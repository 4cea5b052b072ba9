import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { clientNamespaces } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/lib/i18n/pathnames';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const messages = { en, es, pt };
type Namespace = keyof typeof en;

/**
 * Renders a client leaf inside next-intl's provider with the real messages: of `namespaces` only, as a page
 * hands its leaves theirs, or all of them. `rerender` keeps the provider.
 */
export function renderWithMessages(
  ui: ReactElement,
  { locale = 'en', namespaces }: { locale?: Locale; namespaces?: readonly Namespace[] } = {},
) {
  const all = messages[locale];
  const given = namespaces ? Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) : all;
  const wrap = (node: ReactElement) => (
    <NextIntlClientProvider locale={locale} messages={given}>
      {node}
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}

/** A leaf of the site's frame, with only the namespaces the frame serialises into every page. */
export function renderFrameLeaf(ui: ReactElement, locale: Locale = 'en') {
  return renderWithMessages(ui, { locale, namespaces: clientNamespaces });
}
