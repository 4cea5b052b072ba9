'use client';

import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';

/** Where the layout keeps the visitor's query client, made by the first part of the page that needs it. */
export type ClientSlot = { client: QueryClient | null };

export const VisitorClientContext = createContext<ClientSlot | null>(null);

/**
 * The visitor's query client, made on first use by `make` (passed in, so this module does not carry the
 * client's code to every page). Outside a `QueryProvider` it throws: two clients would not share pages.
 */
export function useVisitorClient(make: () => QueryClient): QueryClient {
  const slot = useContext(VisitorClientContext);
  if (!slot) throw new Error('useVisitorClient needs a QueryProvider above it');
  slot.client ??= make();
  return slot.client;
}

type ClientLater = (() => Promise<QueryClient>) & {
  /** The client if some part of the page has already made it, without fetching its code. */
  now: () => QueryClient | null;
};

/**
 * The visitor's query client for a part of the page that needs it only after a choice (a form's city list):
 * the client's code is fetched on the first call, not with the page. Outside a `QueryProvider` it throws.
 */
export function useVisitorClientLater(): ClientLater {
  const slot = useContext(VisitorClientContext);
  if (!slot) throw new Error('useVisitorClientLater needs a QueryProvider above it');
  return useMemo(() => {
    const later = async () => {
      if (slot.client) return slot.client;
      const { makeQueryClient } = await import('./client');
      return (slot.client ??= makeQueryClient());
    };
    return Object.assign(later, { now: () => slot.client });
  }, [slot]);
}
