import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ReviewNotice } from '@/components/forms/review-notice';
import { agency } from '@/lib/agency';
import { plainPost } from '@/lib/forms/plain-post';
import type { Review } from '@/lib/forms/review-store';
import { pickMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { ContactForm } from './contact-form.client';
import { ContactMap } from './contact-map.client';
import styles from './contact.module.css';

/** The contact page's body: heading, the form (fresh, or a refused plain post's review) and the map. */
export async function ContactView({ locale, review }: { locale: Locale; review?: Review }) {
  const [t, messages] = await Promise.all([getTranslations('Contact'), getMessages()]);
  const { address } = agency;
  return (
    <div className={styles.layout}>
      <div>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        {review ? <ReviewNotice failure={review.failure} /> : null}
        <NextIntlClientProvider messages={pickMessages(messages, ['Contact', 'Forms'])}>
          <ContactForm plain={plainPost('/api/contact', locale, review)} review={review} />
        </NextIntlClientProvider>
      </div>
      <ContactMap
        label={t('mapLabel')}
        lat={agency.map.lat}
        lng={agency.map.lng}
        zoom={agency.map.zoom}
        markerLabel={t('marker', { name: agency.name })}
        address={`${agency.name}, ${address.street}, ${address.locality}, ${address.postalCode} ${address.region}`}
      />
    </div>
  );
}
