import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import { limitWords } from '@/lib/contract/upload-limits';
import type { ApplicationValues, PhotoField } from '@/lib/forms/application-schema';
import { photoFields } from '@/lib/forms/form-values';
import { PhotoSlot } from './photo-slot.client';
import styles from './application.module.css';

type Props = {
  control: Control<ApplicationValues>;
  /** Changes when the form resets: the slots start again, without their previews. */
  generation: number;
  errorOf: (name: PhotoField) => string | undefined;
};

/** The application's four photos, each in its slot, under one legend and hint. */
export function PhotoFields({ control, generation, errorOf }: Props) {
  const t = useTranslations('Application');
  return (
    <fieldset className={styles.photos}>
      <legend className={formStyles.label}>{t('photos')}</legend>
      <p className={formStyles.hint}>{t('photosHint', limitWords)}</p>
      <div className={styles.photoGrid}>
        {photoFields.map((name, index) => (
          <PhotoSlot
            key={`${name}-${generation}`}
            name={name}
            control={control}
            number={index + 1}
            error={errorOf(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
