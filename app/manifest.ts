import type { MetadataRoute } from 'next';
import { agency } from '@/lib/agency';
import { translatorFor } from '@/lib/i18n/translator';

/**
 * The web app manifest, so a visitor can add the site to a phone's home screen. One manifest for the site,
 * in its default language; it opens the Spanish home.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await translatorFor('es');
  return {
    name: agency.name,
    short_name: agency.name,
    description: t('Metadata.description'),
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The layout's theme colour and the page's paper.
    theme_color: '#000000',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      // The icon is a full square with its mark well inside the safe zone, so it also serves as maskable.
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
