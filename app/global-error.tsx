'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { reloadForChunkError } from '@/components/layout/error/chunk-reload';
import { ErrorFallbackBoundary } from '@/components/layout/error/error-fallback-boundary.client';
import { errorStatus } from '@/components/layout/error/error-status';
import { globalErrorText } from '@/components/layout/error/global-error-text';
import { StatusView } from '@/components/layout/error/status-view';
import button from '@/components/ui/button.module.css';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import '@/styles/tokens.css';
import '@/styles/base.css';

function asLocale(value: unknown): Locale {
  return locales.find((locale) => locale === value) ?? defaultLocale;
}

// Replaces the root layout when the layout itself fails, so it brings its own document and words.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = asLocale(useParams()?.locale);
  const text = globalErrorText[locale];

  useEffect(() => {
    console.error(error);
    reloadForChunkError(error, { storage: window.sessionStorage, reload: () => window.location.reload() });
  }, [error]);

  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <ErrorFallbackBoundary fallback={text.fallback}>
            <StatusView status={errorStatus(error)} message={text.message}>
              <button type="button" className={button.button} onClick={retry}>
                {text.retry}
              </button>
              {/* A full load: the router may be what failed. */}
              <a
                className={`${button.button} ${button.solid}`}
                href={locale === defaultLocale ? '/' : `/${locale}`}
              >
                {text.home}
              </a>
            </StatusView>
          </ErrorFallbackBoundary>
        </main>
      </body>
    </html>
  );
}
