import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/forms.module.css';
import button from '@/components/ui/button.module.css';
import { INTENT_FIELD } from '@/lib/forms/plain-post';
import type { CitiesStatus } from './use-cities';
import styles from './application.module.css';

type Props = {
  status: CitiesStatus;
  empty: boolean;
};

/**
 * Under the city select: the state of its list, and without JavaScript (which loads a country's cities) a
 * button that sends the form back to the server to be shown again with the chosen country's cities.
 */
export function CityStatus({ status, empty }: Props) {
  const t = useTranslations('Application');
  const tp = useTranslations('PlainForm');
  return (
    <>
      <p className={formStyles.hint} role="status">
        {status === 'loading'
          ? t('citiesLoading')
          : status === 'failed'
            ? t('citiesFailed')
            : empty
              ? t('cityFirst')
              : ''}
      </p>
      <noscript>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="cities"
          className={`${button.button} ${styles.showCities}`}
        >
          {tp('showCities')}
        </button>
        <p className={formStyles.hint}>{tp('showCitiesHint')}</p>
      </noscript>
    </>
  );
}
