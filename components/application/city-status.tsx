import formStyles from '@/components/forms/forms.module.css';
import button from '@/components/ui/button.module.css';
import { INTENT_FIELD } from '@/lib/forms/plain-post';
import type { CitiesStatus } from './use-cities';
import styles from './application.module.css';

type Props = {
  status: CitiesStatus;
  empty: boolean;
  labels: { loading: string; failed: string; first: string; show: string; showHint: string };
};

/**
 * Under the city select: the state of its list, and without JavaScript (which loads a country's cities) a
 * button that sends the form back to the server to be shown again with the chosen country's cities.
 */
export function CityStatus({ status, empty, labels }: Props) {
  return (
    <>
      <p className={formStyles.hint} role="status">
        {status === 'loading'
          ? labels.loading
          : status === 'failed'
            ? labels.failed
            : empty
              ? labels.first
              : ''}
      </p>
      <noscript>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="cities"
          className={`${button.button} ${styles.showCities}`}
        >
          {labels.show}
        </button>
        <p className={formStyles.hint}>{labels.showHint}</p>
      </noscript>
    </>
  );
}
