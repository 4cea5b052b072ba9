import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { agency } from '@/lib/agency';
import { staffRequest } from '@/lib/staff/current';
import '@/styles/tokens.css';
import '@/styles/base.css';

// The staff area's own root layout (docs/staff.md): outside the locales and every cache, never indexed, and
// sharing nothing with the public pages but the design tokens.

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return {
    title: { default: `${t('area')} · ${agency.name}`, template: `%s · ${t('area')} · ${agency.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const { locale } = await staffRequest();
  return (
    <html lang={locale}>
      <body>{children}</body>
    </html>
  );
}
