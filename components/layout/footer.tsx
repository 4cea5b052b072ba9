import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { agency, whatsappLink } from '@/lib/agency';
import { getSocialLinks, type SocialLinks } from '@/lib/api';

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

/** The site footer (SPEC §1): social links, WhatsApp, e-mail, copyright and the platform credit. */
export async function Footer() {
  const t = await getTranslations('Footer');
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
        <ExternalLink href={whatsappLink()} className="footer__link">
          {t('whatsapp', { number: agency.whatsappDisplay })}
        </ExternalLink>
        <a href={`mailto:${agency.email}`} className="footer__link">
          {t('email', { email: agency.email })}
        </a>
      </address>
      <p className="footer__legal">
        <span>{t('copyright', { year, name: agency.name })}</span>{' '}
        <ExternalLink href={agency.platform.url} className="footer__link">
          {t('credit', { provider: agency.platform.name })}
        </ExternalLink>
      </p>
    </footer>
  );
}
