import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link.client';

type Href = ComponentProps<typeof Link>['href'];

/** The menu's entries: message key of the `Navbar` namespace and target. */
export const menuLinks = [
  { key: 'models', href: { pathname: '/[category]', params: { category: 'models' } } },
  { key: 'talents', href: { pathname: '/[category]', params: { category: 'talents' } } },
  { key: 'news', href: '/news' },
  { key: 'beAModel', href: '/be-a-model' },
  { key: 'about', href: '/about' },
  { key: 'reachout', href: '/reachout' },
] as const satisfies readonly { key: string; href: Href }[];
