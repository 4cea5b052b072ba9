'use client';

import { useCallback, useRef, useState } from 'react';

export type City = { id: number; name: string };
export type CitiesStatus = 'idle' | 'loading' | 'failed';

/** The city list of the chosen country, reloaded from `/api/attributes` whenever the country changes. */
export function useCities(locale: string) {
  const [cities, setCities] = useState<City[]>([]);
  const [status, setStatus] = useState<CitiesStatus>('idle');
  // Only the answer to the latest choice counts, however the requests overtake each other.
  const latest = useRef(0);

  const load = useCallback(
    async (countryId: string) => {
      const request = ++latest.current;
      setCities([]);
      if (!countryId) {
        setStatus('idle');
        return;
      }
      setStatus('loading');
      try {
        const response = await fetch(
          `/api/attributes?locale=${encodeURIComponent(locale)}&country=${encodeURIComponent(countryId)}`,
        );
        if (!response.ok) throw new Error(`cities: ${response.status}`);
        const answer = (await response.json()) as { data: { cities: City[] } };
        if (request !== latest.current) return;
        setCities(answer.data.cities);
        setStatus('idle');
      } catch {
        if (request === latest.current) setStatus('failed');
      }
    },
    [locale],
  );

  const clear = useCallback(() => {
    latest.current += 1;
    setCities([]);
    setStatus('idle');
  }, []);

  return { cities, status, load, clear };
}
