import { getTranslations } from 'next-intl/server';
import { ReachoutBackground } from '@/components/reachout/reachout-background.client';
import styles from '@/components/reachout/reachout.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { ExternalLink } from '@/components/ui/external-link';
import { getSlides, getSocialLinks } from '@/lib/api';
import { Link } from '@/components/ui/link.client';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { metadataOf } from '@/lib/seo/page-metadata';

async function text(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ReachOut' });
  return { title: t('metaTitle'), description: t('description') };
}

export const generateMetadata = metadataOf('/reachout', text);

export default async function ReachOutPage({ params }: { params: LangParams }) {
  const locale = await pageLocale(params);
  // The background and the social links are extras: without them the page still offers its two choices.
  const [slides, social, t] = await Promise.all([
    getSlides('slidereach').catch(() => []),
    getSocialLinks().catch(() => null),
    getTranslations('ReachOut'),
  ]);

  return (
    <div className={styles.reach}>
      <ReachoutBackground slides={slides} />
      <div className={styles.content}>
        <PageLd locale={locale} href="/reachout" kind="contact" {...await text(locale)} />
        <BackButton className={styles.back} />
        <h1 className={styles.heading}>{t('heading')}</h1>
        <nav className={styles.menu} aria-label={t('menuLabel')}>
          <ul>
            <li>
              <Link href="/contact">
                <span className={styles.label}>{t('clients')}</span>
                <span className={styles.hint}>{t('clientsHint')}</span>
              </Link>
            </li>
            <li>
              <Link href="/be-a-model">
                <span className={styles.label}>{t('beAModel')}</span>
                <span className={styles.hint}>{t('beAModelHint')}</span>
              </Link>
            </li>
          </ul>
        </nav>
        {social ? (
          <ul className={styles.social} aria-label={t('social')}>
            <li>
              <ExternalLink href={social.instagram}>{t('instagram')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={social.facebook}>{t('facebook')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={social.tiktok}>{t('tiktok')}</ExternalLink>
            </li>
          </ul>
        ) : null}
      </div>
    </div>
  );
}
