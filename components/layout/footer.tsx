import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { agency, whatsappLink } from '@/lib/agency';
import { getSocialLinks, type SocialLinks } from '@/lib/api';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { Link } from '@/components/ui/link.client';
import { log } from '@/lib/log/log';
import type { Locale } from '@/lib/i18n/routing';
import styles from './footer.module.css';

const networks = ['facebook', 'instagram', 'tiktok'] as const;

/** The social links, or none when the backend cannot give them: the footer never takes the page down. */
async function socialLinks(): Promise<SocialLinks | null> {
  try {
    return await getSocialLinks();
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'footer: social links unavailable',
    );
    return null;
  }
}

/**
 * The site footer: social links; the agency's address, phone, WhatsApp, e-mail and hours (all from
 * lib/agency.ts); the privacy notice as a page and as a PDF; copyright and the platform credit.
 */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations('Footer');
  const { address } = agency;
  const social = await socialLinks();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      {social && (
        <nav className={styles.social} aria-label={t('social')}>
          <ul>
            {networks.map((network) => (
              <li key={network}>
                <ExternalLink href={social[network]} className={styles.link} data-network={network}>
                  {t(network)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <address className={styles.contact}>
        <span className={styles.address}>
          {address.street}, {address.locality}, {address.postalCode} {address.region}
        </span>
        <span>{t('hours', agency.hours)}</span>
        <a href={`tel:+${agency.whatsapp}`} className={styles.link}>
          {t('phone', { number: agency.whatsappDisplay })}
        </a>
        <ExternalLink href={whatsappLink()} className={styles.link}>
          {t('whatsapp', { number: agency.whatsappDisplay })}
        </ExternalLink>
        <a href={`mailto:${agency.email}`} className={styles.link}>
          {t('email', { email: agency.email })}
        </a>
      </address>
      <ul className={styles.privacy}>
        <li>
          <Link href="/privacy" className={styles.link}>
            {t('privacy')}
          </Link>
        </li>
        <li>
          <a href={privacyNoticeHref(locale)} download type="application/pdf" className={styles.link}>
            {t('privacyPdf')}
          </a>
        </li>
      </ul>
      <p className={styles.legal}>
        <span>{t('copyright', { year, name: agency.name })}</span>{' '}
        <ExternalLink href={agency.platform.url} className={styles.link}>
          {t('credit', { provider: agency.platform.name })}
        </ExternalLink>
      </p>
    </footer>
  );
}
