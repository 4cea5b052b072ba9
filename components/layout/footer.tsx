import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { agency, whatsappLink } from '@/lib/agency';
import { getSocialLinks, type SocialLinks } from '@/lib/api';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

const networks = ['facebook', 'instagram', 'tiktok'] as const;

/** The social links, or none when the backend cannot give them: the footer never takes the page down. */
async function socialLinks(): Promise<SocialLinks | null> {
  try {
    return await getSocialLinks();
  } catch (error) {
    console.error('footer: social links unavailable', error);
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
    <footer className="footer">
      {social && (
        <nav className="footer__social" aria-label={t('social')}>
          <ul>
            {networks.map((network) => (
              <li key={network}>
                <ExternalLink href={social[network]} className="footer__link" data-network={network}>
                  {t(network)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <address className="footer__contact">
        <span className="footer__address">
          {address.street}, {address.locality}, {address.postalCode} {address.region}
        </span>
        <span>{t('hours', agency.hours)}</span>
        <a href={`tel:+${agency.whatsapp}`} className="footer__link">
          {t('phone', { number: agency.whatsappDisplay })}
        </a>
        <ExternalLink href={whatsappLink()} className="footer__link">
          {t('whatsapp', { number: agency.whatsappDisplay })}
        </ExternalLink>
        <a href={`mailto:${agency.email}`} className="footer__link">
          {t('email', { email: agency.email })}
        </a>
      </address>
      <ul className="footer__privacy">
        <li>
          <Link href="/privacy" className="footer__link">
            {t('privacy')}
          </Link>
        </li>
        <li>
          <a href={privacyNoticeHref(locale)} download type="application/pdf" className="footer__link">
            {t('privacyPdf')}
          </a>
        </li>
      </ul>
      <p className="footer__legal">
        <span>{t('copyright', { year, name: agency.name })}</span>{' '}
        <ExternalLink href={agency.platform.url} className="footer__link">
          {t('credit', { provider: agency.platform.name })}
        </ExternalLink>
      </p>
    </footer>
  );
}
