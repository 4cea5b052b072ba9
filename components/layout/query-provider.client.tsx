'use client';

import { useState, type ReactNode } from 'react';
import { VisitorClientContext, type ClientSlot } from '@/lib/query/visitor-client';

/**
 * Holds the visitor's query client for as long as the layout lives, so a list shown again after a
 * navigation finds the pages it had. The slot is made in state, not at module scope: on the server a
 * module-level client would be shared by every request (and its cache by every visitor). The client itself
 * is made by the first list or form that needs it (`useVisitorClient`): TanStack's QueryClient is about
 * 7 KB gzip of script that pages without a list (home, profiles) would otherwise load for nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [slot] = useState<ClientSlot>(() => ({ client: null }));
  return <VisitorClientContext value={slot}>{children}</VisitorClientContext>;
}
