import { StatusView } from '@/components/layout/error/status-view';
import button from '@/components/ui/button.module.css';
import { agency } from '@/lib/agency';
import { translatorFor } from '@/lib/i18n/translator';
import '@/styles/tokens.css';
import '@/styles/base.css';

// Outside the locale tree (a path no locale route takes, e.g. a missing file): no locale is known, so
// the page is in English, the language the specification quotes for it. Its own <title>, as the localized
// 404 view has: Next answers this 404 with its error shell, which left a title from metadata out.
export default async function RootNotFound() {
  const t = await translatorFor('en');
  return (
    <html lang="en">
      <body>
        <title>{`${t('NotFound.title')} · ${agency.name}`}</title>
        <main id="main">
          <StatusView status={404} message={t('NotFound.message')}>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link: this page has no
                client router around it to navigate with, and next/link here put a second copy of its code in
                the scripts of every page (docs/performance.md, "Each module once"). */}
            <a className={`${button.button} ${button.solid}`} href="/">
              {t('Common.home')}
            </a>
          </StatusView>
        </main>
      </body>
    </html>
  );
}
