'use client';

import { useCallback, useEffect, type RefObject } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import type { ApplicationValues } from '@/lib/forms/application-schema';
import { useCities, type City } from './use-cities';

/**
 * The application's country and its cities: choosing a country clears the city and lists the country's.
 * `initial` is the country and cities the server rendered the form with (a review), if any.
 */
export function useCountryCities(
  locale: string,
  setValue: UseFormSetValue<ApplicationValues>,
  formRef: RefObject<HTMLFormElement | null>,
  initial: { country: string; cities: City[] },
) {
  const cities = useCities(locale, initial);
  const load = cities.load;
  const choose = useCallback(
    (country: string) => {
      setValue('city', '');
      load(country);
    },
    [setValue, load],
  );
  // On a slow connection a visitor may choose a country before the script runs. react-hook-form keeps what
  // was chosen (a field edited before the form is ready keeps its value), so its cities load now. The select
  // itself is read: react-hook-form answers its defaults until its own effect, which follows this one, has run.
  const initialCountry = initial.country;
  useEffect(() => {
    const country = formRef.current?.elements.namedItem('country');
    if (country instanceof HTMLSelectElement && country.value !== initialCountry) choose(country.value);
  }, [formRef, initialCountry, choose]);
  return { ...cities, choose };
}
