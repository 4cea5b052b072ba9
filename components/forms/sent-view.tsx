import { getTranslations } from 'next-intl/server';
import { BackButton } from '@/components/ui/back-button.client';
import { Link } from '@/components/ui/link.client';
import styles from './forms.module.css';

/** The page a plain post is redirected to once the agency has stored it (post, redirect, get). */
export async function SentView({ kind }: { kind: 'contact' | 'application' }) {
  const t = await getTranslations('PlainForm');
  return (
    <div className={styles.sentPage}>
      <BackButton />
      <h1>
        <span aria-hidden="true" className={styles.check}>
          ✓{' '}
        </span>
        {t(kind === 'contact' ? 'contactSentTitle' : 'applicationSentTitle')}
      </h1>
      <p role="status">{t(kind === 'contact' ? 'contactSent' : 'applicationSent')}</p>
      <p>
        <Link href="/" className={styles.sentLink}>
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
