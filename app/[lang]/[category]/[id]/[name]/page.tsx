import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProfileView } from '@/components/profile/profile-view';
import { JsonLd } from '@/components/seo/json-ld';
import { getNeighbours, getTalentProfile } from '@/lib/api';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { personLd } from '@/lib/seo/json-ld';
import { pageMetadata, pageUrl, shortDescription } from '@/lib/seo/metadata';
import { breadcrumbs, publisher, siteImage } from '@/lib/seo/site';
import { categoryOf, isCategory } from '@/lib/talent/category';
import { centimetres } from '@/lib/talent/measures';
import { letterOf } from '@/lib/vocabulary/letters';
import { nameSlug, parseTalentId } from '@/lib/talent/slug';

type Params = Promise<{ lang: string; category: string; id: string; name: string }>;
type Props = { params: Params };

export function generateStaticParams() {
  return [];
}

const loadProfile = cache(getTalentProfile);

/**
 * Validates the route and loads the talent. A non-numeric or unknown id, or a talent in neither roster, is
 * a 404. The talent's own category and name slug are canonical: any other spelling redirects there
 * permanently (so `/talents/12/x` for a model goes to `/models/12/ana-torres`).
 */
async function resolve(params: Params) {
  const locale = await pageLocale(params);
  const { category, id: idSegment, name } = await params;
  if (!isCategory(category)) notFound();
  const id = parseTalentId(idSegment);
  if (id === null) notFound();
  const talent = await loadProfile(id);
  if (!talent) notFound();
  const canonicalCategory = categoryOf(talent.categoryIds);
  if (!canonicalCategory) notFound();
  const slug = nameSlug(talent.name);
  if (canonicalCategory !== category || slug !== name) {
    permanentRedirect({
      href: {
        pathname: '/[category]/[id]/[name]',
        params: { category: canonicalCategory, id: String(id), name: slug },
      },
      locale,
    });
  }
  const href = {
    pathname: '/[category]/[id]/[name]' as const,
    params: { category, id: String(id), name: slug },
  };
  return { locale, category, talent, href };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, talent, href } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Profile' });
  // The about text is written in the agency's language, Spanish: other locales describe the page in theirs.
  const about = locale === routing.defaultLocale ? talent.about?.trim() : null;
  const summary = about || t(`${category}.description`, { name: talent.name });
  return pageMetadata({
    locale,
    href,
    title: t(`${category}.title`, { name: talent.name }),
    description: shortDescription(summary),
    image: talent.coverUrl,
    imageAlt: t('coverAlt', { name: talent.name }),
    type: 'profile',
  });
}

export default async function ProfilePage({ params }: Props) {
  const { locale, category, talent, href } = await resolve(params);
  const [nav, roster, neighbours] = await Promise.all([
    getTranslations('Navbar'),
    getTranslations('Roster'),
    // The pager is a convenience: a roster that cannot be read leaves the profile without it, not broken.
    getNeighbours(category, talent.id, letterOf(talent.name)).catch(() => ({ previous: null, next: null })),
  ]);
  const url = pageUrl(locale, href);
  return (
    <>
      <JsonLd
        data={[
          personLd({
            name: talent.name,
            url,
            image: talent.coverUrl && siteImage(talent.coverUrl),
            description: talent.about,
            jobTitle: category === 'models' ? 'Model' : 'Talent',
            heightCm: centimetres(talent.height),
            sameAs: [talent.instagramUrl, talent.tiktokUrl],
            worksFor: publisher(),
          }),
          breadcrumbs(nav('home'), pageUrl(locale, '/'), [
            {
              name: roster(`${category}.title`),
              url: pageUrl(locale, { pathname: '/[category]', params: { category } }),
            },
            { name: talent.name, url },
          ]),
        ]}
      />
      <ProfileView talent={talent} category={category} neighbours={neighbours} />
    </>
  );
}
