import { getTranslations } from 'next-intl/server';
import { BackButton } from '@/components/ui/back-button.client';
import { Link } from '@/components/ui/link.client';
import type { InboxKind as Kind } from '@/lib/contract/inbox';
import type { Locale } from '@/lib/i18n/routing';
import styles from './forms.module.css';

const texts = {
  contact: { title: 'contactSentTitle', message: 'contactSent' },
  application: { title: 'applicationSentTitle', message: 'applicationSent' },
} as const;

/** The sent page's title, for its metadata. */
export async function sentTitle(kind: Kind, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'PlainForm' });
  return t(texts[kind].title);
}

/** The page a plain post is redirected to once the agency has stored it (post, redirect, get). */
export async function SentView({ kind }: { kind: Kind }) {
  const t = await getTranslations('PlainForm');
  return (
    <div className={styles.sentPage}>
      <BackButton />
      <h1>
        <span aria-hidden="true" className={styles.check}>
          ✓{' '}
        </span>
        {t(texts[kind].title)}
      </h1>
      <p role="status">{t(texts[kind].message)}</p>
      <p>
        <Link href="/" className={styles.sentLink}>
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
