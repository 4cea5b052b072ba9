import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Activity } from 'react';
import styles from '@/components/contact/contact.module.css';
import { ReviewNotice } from '@/components/forms/review-notice';
import { getAttributes } from '@/lib/api';
import { plainPost } from '@/lib/forms/plain-post';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import type { Review } from '@/lib/forms/review-store';
import { pickMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { parseDatabaseId } from '@/lib/http/database-id';
import { localizeValue } from '@/lib/talent/value-labels';
import { ApplicationForm } from './application-form.client';

/**
 * The application page's body: heading and the form, fresh or a plain post's review. A review with a
 * country comes with that country's cities, as the page's script would have loaded them.
 */
export async function ApplicationView({ locale, review }: { locale: Locale; review?: Review }) {
  const chosen = review ? parseDatabaseId(String(review.values.country ?? '')) : null;
  // Countries and skills come with the page; the cities follow the country the visitor picks.
  const [attributes, withCities, t, messages] = await Promise.all([
    getAttributes({ locale }),
    chosen === null ? null : getAttributes({ locale, countryId: chosen }).catch(() => null),
    getTranslations('Application'),
    getMessages(),
  ]);
  const fields = review ? Object.keys(review.errors).length > 0 || Boolean(review.failure) : false;

  return (
    <>
      <div>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      {review ? <ReviewNotice failure={review.failure} fields={fields} files /> : null}
      {/* An Activity boundary: React hydrates the form on its own, after the rest of the page, instead of in
          the page's longest task. A Suspense boundary would do the same but may send the form out of its
          place in the HTML, hidden until a script shows it (docs/performance.md, "The application form's
          hydration"). */}
      <Activity>
        <NextIntlClientProvider messages={pickMessages(messages, ['Application', 'Forms', 'PlainForm'])}>
          <ApplicationForm
            countries={attributes.countries}
            // A back end that answers skills in one language only still shows them in the visitor's.
            skills={attributes.skills.map((skill) => ({
              ...skill,
              name: localizeValue('skill', skill.name, locale),
            }))}
            privacyHref={privacyNoticeHref(locale)}
            plain={plainPost('/api/get-scouted', locale, review)}
            review={review}
            reviewCities={withCities?.cities}
          />
        </NextIntlClientProvider>
      </Activity>
    </>
  );
}
