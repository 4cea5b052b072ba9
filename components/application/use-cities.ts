'use client';

import { useCallback, useRef, useState } from 'react';
import { fetchJson } from '@/lib/query/fetch-json';
import { queryKeys } from '@/lib/query/keys';
import { useVisitorClientLater } from '@/lib/query/visitor-client';

export type City = { id: number; name: string };
export type CitiesStatus = 'idle' | 'loading' | 'failed';

// The route lets browsers keep a country's cities for an hour; so does the query.
const CITIES_STALE_MS = 60 * 60 * 1000;

const noCities: City[] = [];

type Shown = { cities: City[]; status: CitiesStatus };
const nothing: Shown = { cities: noCities, status: 'idle' };

/**
 * The city list of the chosen country, from `/api/attributes`. Each country is its own query, so only the
 * answer for the latest choice is ever shown, and the request for a country no longer chosen is stopped.
 * The query client (and its code) is fetched on the first choice, not with the form's page.
 * `initial` is the country and cities the server rendered the form with, if any.
 */
export function useCities(locale: string, initial?: { country: string; cities: City[] }) {
  // A form shown again by the server (a review) starts with the chosen country's cities already listed.
  const [shown, setShown] = useState<Shown>(() =>
    initial && initial.cities.length > 0 ? { cities: initial.cities, status: 'idle' } : nothing,
  );
  const chosen = useRef(initial?.country ?? '');
  const failed = useRef(false);
  const clientLater = useVisitorClientLater();

  const load = useCallback(
    (country: string) => {
      // The country already listed or on its way (asked again as the form's script starts while the visitor
      // chooses it): nothing to do, unless its list failed.
      if (country && country === chosen.current && !failed.current) return;
      failed.current = false;
      const left = chosen.current;
      chosen.current = country;
      const cached = clientLater.now();
      if (left) void cached?.cancelQueries({ queryKey: queryKeys.cities(locale, left) });
      if (!country) {
        setShown(nothing);
        return;
      }
      const key = queryKeys.cities(locale, country);
      const kept = cached?.getQueryState<City[]>(key);
      if (kept?.data && Date.now() - kept.dataUpdatedAt < CITIES_STALE_MS) {
        setShown({ cities: kept.data, status: 'idle' });
        return;
      }
      setShown({ cities: noCities, status: 'loading' });
      const answer = clientLater().then((client) => {
        // Another country was chosen while the client's code arrived: this one is not asked for at all.
        if (chosen.current !== country) throw new Error('No longer chosen');
        return client.fetchQuery({
          queryKey: key,
          queryFn: ({ signal }) =>
            fetchJson<{ data: { cities: City[] } }>(
              `/api/attributes?${new URLSearchParams({ locale, country })}`,
              signal,
            ).then((body) => body.data.cities),
          staleTime: CITIES_STALE_MS,
        });
      });
      answer.then(
        (cities) => chosen.current === country && setShown({ cities, status: 'idle' }),
        () => {
          if (chosen.current !== country) return;
          failed.current = true;
          setShown({ cities: noCities, status: 'failed' });
        },
      );
    },
    [locale, clientLater],
  );
  const clear = useCallback(() => load(''), [load]);
  return { ...shown, load, clear };
}
