'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { makeQueryClient } from '@/lib/query/client';
import { fetchJson } from '@/lib/query/fetch-json';
import { queryKeys } from '@/lib/query/keys';
import { useVisitorClient } from '@/lib/query/visitor-client';

export type City = { id: number; name: string };
export type CitiesStatus = 'idle' | 'loading' | 'failed';

// The route lets browsers keep a country's cities for an hour; so does the query.
const CITIES_STALE_MS = 60 * 60 * 1000;

const noCities: City[] = [];

/**
 * The city list of the chosen country, from `/api/attributes`. Each country is its own query, so only the
 * answer for the latest choice is ever shown, and a request for a country no longer chosen is not waited on.
 */
export function useCities(locale: string) {
  const [country, setCountry] = useState('');
  const client = useVisitorClient(makeQueryClient);
  const query = useQuery(
    {
      queryKey: queryKeys.cities(locale, country),
      queryFn: ({ signal }) =>
        fetchJson<{ data: { cities: City[] } }>(
          `/api/attributes?${new URLSearchParams({ locale, country })}`,
          signal,
        ).then((answer) => answer.data.cities),
      enabled: country !== '',
      staleTime: CITIES_STALE_MS,
    },
    client,
  );

  const status: CitiesStatus = query.isFetching ? 'loading' : query.isError ? 'failed' : 'idle';
  const clear = useCallback(() => setCountry(''), []);
  return { cities: query.data ?? noCities, status, load: setCountry, clear };
}
