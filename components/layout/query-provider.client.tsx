'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/query/client';

/**
 * The visitor's query client. Made in state, not at module scope: on the server a module-level client would
 * be shared by every request (and its cache by every visitor); in the browser the layout keeps this one
 * across navigations, which is what lets a list come back with the pages it had.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
