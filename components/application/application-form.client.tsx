'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { controlProps, Field } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import { Honeypot } from '@/components/forms/honeypot';
import { SendControls } from '@/components/forms/send-controls';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useSubmission } from '@/components/forms/use-submission';
import type { Application, ApplicationValues } from '@/lib/forms/application-schema';
import { applicationDefaults, photoFields } from '@/lib/forms/form-values';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { shortenFileName as shortenLink } from '@/lib/forms/file-name';
import { genderOptions, heightOptions } from '@/lib/options';
import { PhotoSlot } from './photo-slot.client';
import { SkillsSelect } from './skills-select.client';
import { useCities } from './use-cities';
import styles from './application.module.css';

type Named = { id: number; name: string };
type Props = { countries: Named[]; skills: Named[]; privacyHref: string };
type Name = keyof ApplicationValues;

const validation = lazyResolver<ApplicationValues, Application>(() =>
  import('@/lib/forms/application-resolver').then((module) => module.applicationResolver),
);
const fieldNames = Object.keys(applicationDefaults) as Name[];
const textFields = [
  'name',
  'birthdate',
  'height',
  'gender',
  'nationality',
  'country',
  'city',
  'email',
  'phone',
  'instagram',
  'video_1',
] as const;

function toFormData(values: Application): FormData {
  const body = new FormData();
  for (const name of textFields) body.set(name, values[name]);
  for (const skill of values.skills) body.append('skills', skill);
  body.set('accept', values.accept ? '1' : '0');
  for (const name of photoFields) body.set(name, values[name], values[name].name);
  return body;
}

/** The application (be a model) form: personal data, skills, four photos, a video link and consent. */
export function ApplicationForm({ countries, skills, privacyHref }: Props) {
  const t = useTranslations('Application');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm<ApplicationValues, unknown, Application>({
    resolver: validation.resolver,
    defaultValues: applicationDefaults,
  });
  const { errorText: error, applyServerErrors, hasErrors } = useFieldErrors(form, fieldNames);
  const cities = useCities(locale);
  const clearCities = cities.clear;
  // Remounting the photo slots and the skills list on reset clears their previews and open state too.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const onReset = useCallback(() => {
    form.reset(applicationDefaults);
    clearCities();
    setGeneration((value) => value + 1);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [form, clearCities]);
  const { state, send, honeypotRef } = useSubmission({
    url: '/api/get-scouted',
    locale,
    onReset,
    onFieldErrors: applyServerErrors,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if (state.status === 'sending' || state.status === 'sent') return;
    await send(toFormData(values));
  });

  const control = (name: Name, hint?: string) =>
    controlProps(`application-${name}`, { hint, error: error(name), required: name !== 'video_1' });
  const field = (name: (typeof textFields)[number], hint?: string) => ({
    id: `application-${name}`,
    label: t(name === 'video_1' ? 'video' : name),
    error: error(name),
    hint,
    required: name !== 'video_1',
  });
  const select = (
    name: 'gender' | 'height' | 'nationality' | 'country' | 'city',
    options: { value: string; label: string }[],
    extra = {},
  ) => (
    <Field {...field(name)}>
      <select {...control(name)} {...form.register(name)} {...extra}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const countryOptions = countries.map((country) => ({ value: String(country.id), label: country.name }));
  const video = form.watch('video_1');

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      noValidate
      aria-label={t('formLabel')}
    >
      <p className={formStyles.hint}>{tf('requiredHint')}</p>
      <div className={formStyles.grid}>
        <Field {...field('name')}>
          <input type="text" autoComplete="name" {...control('name')} {...form.register('name')} />
        </Field>
        {select('gender', genderOptions(locale))}
        <Field {...field('birthdate', t('birthdateHint'))}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('birthdatePlaceholder')}
            {...control('birthdate', t('birthdateHint'))}
            {...form.register('birthdate')}
          />
        </Field>
        {select('height', [...heightOptions])}
        {select('nationality', countryOptions)}
        {select('country', countryOptions, {
          ...form.register('country', {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
              form.setValue('city', '');
              cities.load(event.target.value);
            },
          }),
        })}
        <div>
          {select(
            'city',
            cities.cities.map((city) => ({ value: String(city.id), label: city.name })),
            { disabled: cities.cities.length === 0, 'aria-busy': cities.status === 'loading' },
          )}
          <p className={formStyles.hint} role="status">
            {cities.status === 'loading'
              ? t('citiesLoading')
              : cities.status === 'failed'
                ? t('citiesFailed')
                : cities.cities.length === 0
                  ? t('cityFirst')
                  : ''}
          </p>
        </div>
        <Field {...field('email')}>
          <input type="email" autoComplete="email" {...control('email')} {...form.register('email')} />
        </Field>
        <Field {...field('phone', t('phoneHint'))}>
          <input
            type="tel"
            autoComplete="tel"
            placeholder={t('phonePlaceholder')}
            {...control('phone', t('phoneHint'))}
            {...form.register('phone')}
          />
        </Field>
        <Field {...field('instagram')}>
          <input
            type="text"
            placeholder={t('instagramPlaceholder')}
            {...control('instagram')}
            {...form.register('instagram')}
          />
        </Field>
      </div>
      <SkillsSelect
        key={`skills-${generation}`}
        control={form.control}
        skills={skills}
        labels={{
          legend: t('skills'),
          button: t('skillsButton'),
          none: t('skillsNone'),
          done: t('skillsDone'),
        }}
      />
      <fieldset className={styles.photos}>
        <legend className={formStyles.label}>{t('photos')}</legend>
        <p className={formStyles.hint}>{t('photosHint')}</p>
        <div className={styles.photoGrid}>
          {photoFields.map((name, index) => (
            <PhotoSlot
              key={`${name}-${generation}`}
              name={name}
              control={form.control}
              labels={{
                slot: t('photo', { number: index + 1 }),
                preview: t('photoPreview', { number: index + 1 }),
                choose: t('choosePhoto'),
                change: t('changePhoto'),
                remove: t('removePhoto', { number: index + 1 }),
              }}
              error={error(name)}
            />
          ))}
        </div>
      </fieldset>
      <Field {...field('video_1', t('videoHint'))}>
        <input
          type="url"
          inputMode="url"
          {...control('video_1', t('videoHint'))}
          {...form.register('video_1')}
        />
      </Field>
      {video ? (
        <p className={styles.fileName} data-testid="video-name">
          {t('videoShown', { name: shortenLink(video) })}
        </p>
      ) : null}
      <div className={styles.consent} data-invalid={error('accept') ? 'true' : undefined}>
        <input
          type="checkbox"
          {...control('accept')}
          className={styles.checkbox}
          {...form.register('accept')}
        />
        <label htmlFor="application-accept">
          {t('accept')}
          <span aria-hidden="true"> *</span>
        </label>
        <a href={privacyHref} download className={styles.privacy} type="application/pdf">
          {t('privacy')}
        </a>
        {error('accept') ? (
          <p id="application-accept-error" className={formStyles.error}>
            {error('accept')}
          </p>
        ) : null}
      </div>
      <Honeypot label={tf('honeypot')} inputRef={honeypotRef} />
      {hasErrors ? (
        <p className={formStyles.summary} role="alert">
          {tf('invalidSummary')}
        </p>
      ) : null}
      <SendControls state={state} onRetry={() => formRef.current?.requestSubmit()} />
    </form>
  );
}
