'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { localizedHref } from '@/lib/i18n/localized-href';
import { showLoadingOverlay } from './loading-store';

/**
 * es / en / pt links to the page being shown, in each language (dynamic params kept, localized names
 * swapped). `next/link` with an href from `getPathname` instead of next-intl's `Link locale=…`, which would
 * always add a prefix and send es visitors through a `/es/...` redirect.
 */
export function LanguageSwitch() {
  const t = useTranslations('LanguageSwitch');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();

  return (
    <nav className="language-switch" aria-label={t('label')}>
      <ul>
        {locales.map((locale: Locale) => (
          <li key={locale}>
            <NextLink
              href={localizedHref({ pathname, params, locale })}
              // A switch reloads the whole layout behind the 600 ms overlay anyway; prefetching the page in
              // two other languages on every visit would cost each visitor two requests for little.
              prefetch={false}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => {
                if (locale !== current) showLoadingOverlay();
              }}
            >
              {locale.toUpperCase()}
              <span className="visually-hidden"> – {t(locale)}</span>
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
