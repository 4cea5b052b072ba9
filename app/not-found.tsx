import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusView } from '@/components/layout/error/status-view';
import button from '@/components/ui/button.module.css';
import en from '@/messages/en.json';
import '@/styles/tokens.css';
import '@/styles/base.css';

export const metadata: Metadata = { title: en.NotFound.title };

// Outside the locale tree (a path no locale route takes, e.g. a missing file): no locale is known, so
// the page is in English, the language the specification quotes for it.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <StatusView status={404} message={en.NotFound.message}>
            <Link className={`${button.button} ${button.solid}`} href="/">
              {en.Common.home}
            </Link>
          </StatusView>
        </main>
      </body>
    </html>
  );
}
