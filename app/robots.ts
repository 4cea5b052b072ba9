import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/alternates';

// SITE_URL is read when the file is requested, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl(env.SITE_URL, '/sitemap.xml'),
  };
}
