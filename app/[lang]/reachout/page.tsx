import { getTranslations } from 'next-intl/server';
import { ReachoutBackground } from '@/components/reachout/reachout-background.client';
import styles from '@/components/reachout/reachout.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { ExternalLink } from '@/components/ui/external-link';
import { getSlides, getSocialLinks } from '@/lib/api';
import { Link } from '@/components/ui/link.client';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

const text = textOf('ReachOut', 'metaTitle');

export const generateMetadata = metadataOf('/reachout', text);

/** The page's two ways in: the agency's clients, and people who want to be a model. */
const choices = [
  { href: '/contact', label: 'clients', hint: 'clientsHint' },
  { href: '/be-a-model', label: 'beAModel', hint: 'beAModelHint' },
] as const;
const networks = ['instagram', 'facebook', 'tiktok'] as const;

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
            {choices.map(({ href, label, hint }) => (
              <li key={href}>
                <Link href={href}>
                  <span className={styles.label}>{t(label)}</span>
                  <span className={styles.hint}>{t(hint)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {social ? (
          <ul className={styles.social} aria-label={t('social')}>
            {networks.map((network) => (
              <li key={network}>
                <ExternalLink href={social[network]}>{t(network)}</ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
