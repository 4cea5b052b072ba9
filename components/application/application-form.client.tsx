'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { controlProps, Field } from '@/components/forms/field';
import { FormFooter } from '@/components/forms/form-footer';
import formStyles from '@/components/forms/forms.module.css';
import { OptionList } from '@/components/forms/option-list';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useSubmission } from '@/components/forms/use-submission';
import { prefersReducedMotion } from '@/components/ui/use-reduced-motion';
import type { Application, ApplicationValues } from '@/lib/forms/application-schema';
import { applicationDefaults } from '@/lib/forms/form-defaults';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { PlainPost } from '@/lib/forms/plain-post';
import { reviewErrors, type FormReview } from '@/lib/forms/review-values';
import { genderOptions, heightOptions } from '@/lib/options';
import type { Option } from '@/lib/options/types';
import { initialApplicationValues, textFields, toFormData } from './application-values';
import { CityStatus } from './city-status';
import { ConsentField } from './consent-field';
import { PhotoFields } from './photo-fields';
import { SkillsSelect } from './skills-select.client';
import type { City } from './use-cities';
import { useCountryCities } from './use-country-cities';
import { VideoName } from './video-name.client';

type Named = { id: number; name: string };
type Props = {
  countries: Named[];
  skills: Named[];
  privacyHref: string;
  /** How the browser sends the form itself, before or without JavaScript. */
  plain: PlainPost;
  /** What a refused plain post wrote, shown again with its errors, and its country's cities. */
  review?: FormReview;
  reviewCities?: City[];
};
type Name = keyof ApplicationValues;

const validation = lazyResolver<ApplicationValues, Application>(() =>
  import('@/lib/forms/application-resolver').then((module) => module.applicationResolver),
);
const fieldNames = Object.keys(applicationDefaults) as Name[];
const namedOptions = (list: readonly Named[]): Option[] =>
  list.map((item) => ({ value: String(item.id), label: item.name }));

type Initial = { values: ApplicationValues; errors: ReturnType<typeof reviewErrors> };
type Form = UseFormReturn<ApplicationValues, unknown, Application>;

/**
 * The application (be a model) form: personal data, skills, four photos, a video link and consent, sent by
 * the page's script, or posted by the browser itself (`plain`, as multipart) until the script runs.
 *
 * react-hook-form renders the component that calls `useForm` again as soon as it has mounted (it marks the
 * form ready in a layout effect), in the same task as the page's hydration. So this component holds the
 * form's state and nothing else; the fields below it are memoized and render for their own changes only.
 */
export function ApplicationForm(props: Props) {
  // Once, so react-hook-form does not apply them again on every render.
  const [initial] = useState<Initial>(() => ({
    values: initialApplicationValues(props.review),
    errors: reviewErrors(props.review),
  }));
  const form = useForm<ApplicationValues, unknown, Application>({
    resolver: validation.resolver,
    defaultValues: initial.values,
    errors: initial.errors,
  });
  return <ApplicationFields {...props} form={form} initial={initial} />;
}

const ApplicationFields = memo(function ApplicationFields({
  form,
  initial,
  countries,
  skills,
  privacyHref,
  plain,
  reviewCities,
}: Props & { form: Form; initial: Initial }) {
  const t = useTranslations('Application');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  const { errorText: error, applyServerErrors, hasErrors } = useFieldErrors(form, fieldNames);
  const formRef = useRef<HTMLFormElement>(null);
  const cities = useCountryCities(locale, form.setValue, formRef, {
    country: initial.values.country,
    cities: reviewCities ?? [],
  });
  const clearCities = cities.clear;
  // Remounting the photo slots and the skills list on reset clears their previews and open state too.
  const [generation, setGeneration] = useState(0);

  const onReset = useCallback(() => {
    form.reset(applicationDefaults);
    clearCities();
    setGeneration((value) => value + 1);
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
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

  // In the server's HTML too (react-hook-form sets values from script only), so a form shown again by the
  // server (a review) holds what was written before and without JavaScript.
  const register = (name: (typeof textFields)[number]) => ({
    ...form.register(name),
    defaultValue: initial.values[name],
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
  const input = (
    name: (typeof textFields)[number],
    attributes: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <Field {...field(name, hint)}>
      <input {...attributes} {...control(name, hint)} {...register(name)} />
    </Field>
  );
  const select = (
    name: 'gender' | 'height' | 'nationality' | 'country' | 'city',
    options: readonly Option[],
    extra = {},
  ) => (
    <Field {...field(name)}>
      <select {...control(name)} {...register(name)} {...extra}>
        <option value="">{t('choose')}</option>
        <OptionList options={options} />
      </select>
    </Field>
  );
  // The same lists from render to render, so that OptionList skips them.
  const genders = useMemo(() => genderOptions(locale), [locale]);
  const countryOptions = useMemo(() => namedOptions(countries), [countries]);
  const cityOptions = useMemo(() => namedOptions(cities.cities), [cities.cities]);

  return (
    <form
      ref={formRef}
      method="post"
      action={plain.action}
      encType="multipart/form-data"
      className={formStyles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      noValidate
      aria-label={t('formLabel')}
    >
      <p className={formStyles.hint}>{tf('requiredHint')}</p>
      <div className={formStyles.grid}>
        {input('name', { type: 'text', autoComplete: 'name' })}
        {select('gender', genders)}
        {input(
          'birthdate',
          {
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'bday',
            placeholder: t('birthdatePlaceholder'),
          },
          t('birthdateHint'),
        )}
        {select('height', heightOptions)}
        {select('nationality', countryOptions)}
        {select('country', countryOptions, {
          defaultValue: initial.values.country,
          ...form.register('country', {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => cities.choose(event.target.value),
          }),
        })}
        <div>
          {select('city', cityOptions, {
            disabled: cities.cities.length === 0,
            'aria-busy': cities.status === 'loading',
          })}
          <CityStatus status={cities.status} empty={cities.cities.length === 0} />
        </div>
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input(
          'phone',
          { type: 'tel', autoComplete: 'tel', placeholder: t('phonePlaceholder') },
          t('phoneHint'),
        )}
        {input('instagram', { type: 'text', placeholder: t('instagramPlaceholder') })}
      </div>
      <SkillsSelect key={`skills-${generation}`} control={form.control} skills={skills} />
      <PhotoFields control={form.control} generation={generation} errorOf={error} />
      {input('video_1', { type: 'url', inputMode: 'url' }, t('videoHint'))}
      <VideoName control={form.control} />
      <ConsentField
        control={control('accept')}
        registration={form.register('accept')}
        defaultChecked={initial.values.accept}
        error={error('accept')}
        privacyHref={privacyHref}
        labels={{ accept: t('accept'), privacy: t('privacy') }}
      />
      <FormFooter
        plain={plain}
        honeypotRef={honeypotRef}
        invalid={hasErrors}
        state={state}
        onRetry={() => formRef.current?.requestSubmit()}
      />
    </form>
  );
});
