'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { usePathname, useVisiblePathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { localizedHref } from '@/lib/i18n/localized-href';
import { withoutLocalePrefix } from '@/lib/i18n/locale-routes';
import { getAlternatePaths, subscribeAlternatePaths } from './alternate-paths';
import { showLoadingOverlay } from './loading-store';
import styles from './language-switch.module.css';

/**
 * es / en / pt links to the page being shown, in each language (dynamic params kept, localized names
 * swapped). `next/link` with an href from `getPathname` instead of next-intl's `Link locale=…`, which would
 * always add a prefix and send es visitors through a `/es/...` redirect. A page that knows better (a post,
 * whose slug differs by language) gives its own addresses through `alternate-paths`; one that leads to a
 * notice on another page (`#untranslated`) is a plain link, so the browser loads it and shows the notice.
 */
export function LanguageSwitch() {
  const t = useTranslations('LanguageSwitch');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const visiblePath = useVisiblePathname();
  const given = useSyncExternalStore(subscribeAlternatePaths, getAlternatePaths, () => null);
  const hrefIn = (locale: Locale) =>
    given?.pathname === visiblePath
      ? given.paths[locale]
      : localizedHref({ pathname, params, locale, visiblePath: withoutLocalePrefix(visiblePath) });

  return (
    <nav className={styles.switch} aria-label={t('label')}>
      <ul>
        {locales.map((locale: Locale) => {
          const href = hrefIn(locale);
          const props = {
            href,
            hrefLang: locale,
            lang: locale,
            'aria-current': locale === current ? ('true' as const) : undefined,
            onClick: () => {
              if (locale !== current) showLoadingOverlay();
            },
            children: (
              <>
                {locale.toUpperCase()}
                <span className="visually-hidden"> – {t(locale)}</span>
              </>
            ),
          };
          return (
            <li key={locale}>
              {/* A fragment target (the notice) shows only on a document load: CSS :target ignores pushState.
                  A switch reloads the whole layout behind the 600 ms overlay anyway; prefetching the page in
                  two other languages on every visit would cost each visitor two requests for little. */}
              {href.includes('#') ? <a {...props} /> : <NextLink {...props} prefetch={false} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
