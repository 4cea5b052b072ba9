'use client';

import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

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
