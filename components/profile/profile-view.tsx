import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorite-button/favorite-button.client';
import { BackButton } from '@/components/ui/back-button.client';
import { ExternalLink } from '@/components/ui/external-link';
import type { Neighbours } from '@/lib/api';
import type { TalentProfile } from '@/lib/api/types';
import { pickMessages } from '@/lib/i18n/messages';
import { FIRST_PAINT_IMAGE } from '@/lib/images/paint-priority';
import { toTalentCard } from '@/lib/talent/card';
import { nameSlug } from '@/lib/talent/slug';
import type { Category } from '@/lib/talent/category';
import { CompCardHead, CompCardPhotos } from './comp-card';
import { Composite } from './composite.client';
import { GalleryTabs } from './gallery-tabs.client';
import { Measures } from './measures';
import { PrintButton } from './print-button.client';
import styles from './profile.module.css';
import { TalentPager } from './talent-pager.client';

type Props = { talent: TalentProfile; category: Category; neighbours: Neighbours };

/**
 * A talent profile. Models show measures, the composite card, print and the model galleries;
 * talents show the about text and their galleries (book, video).
 */
export async function ProfileView({ talent, category, neighbours }: Props) {
  const [t, messages, locale] = await Promise.all([getTranslations('Profile'), getMessages(), getLocale()]);
  const isModel = category === 'models';
  const pagerEntry = (neighbour: Neighbours['previous']) =>
    neighbour && { id: neighbour.id, name: neighbour.name, slug: nameSlug(neighbour.name) };
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Common', 'Profile', 'Favorite'])}>
      <article className={styles.page} data-variant={category} data-print="comp-card">
        {isModel ? <CompCardHead /> : null}
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <BackButton parent={{ pathname: '/[category]', params: { category } }} />
          {isModel ? <PrintButton /> : null}
        </div>
        <div className={styles.head} data-swipe-pager>
          <div className={styles.cover}>
            {talent.coverUrl ? (
              <Image
                src={talent.coverUrl}
                alt={t('coverAlt', { name: talent.name })}
                fill
                preload
                {...FIRST_PAINT_IMAGE}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className={styles.coverImage}
              />
            ) : null}
          </div>
          <div className={styles.info}>
            <div className={styles.nameRow}>
              <h1 className={styles.name}>{talent.name}</h1>
              <FavoriteButton
                talent={toTalentCard(talent, new Date(), locale)}
                category={category}
                placement="cta"
              />
            </div>
            {talent.instagramUrl || talent.tiktokUrl ? (
              <ul className={styles.social}>
                {talent.instagramUrl ? (
                  <li>
                    <ExternalLink href={talent.instagramUrl}>{t('instagram')}</ExternalLink>
                  </li>
                ) : null}
                {talent.tiktokUrl ? (
                  <li>
                    <ExternalLink href={talent.tiktokUrl}>{t('tiktok')}</ExternalLink>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {isModel ? <Measures talent={talent} /> : null}
            {!isModel && talent.about ? (
              <section aria-labelledby="about-title">
                <h2 id="about-title" className={styles.sectionTitle}>
                  {t('about')}
                </h2>
                <p className={styles.about}>{talent.about}</p>
              </section>
            ) : null}
            {isModel ? (
              <Composite talentId={talent.id} talentName={talent.name} images={talent.galleries.compo} />
            ) : null}
          </div>
        </div>
        {isModel ? (
          <CompCardPhotos images={[...talent.galleries.book, ...talent.galleries.snap]} name={talent.name} />
        ) : null}
        <div className={styles.noPrint}>
          <TalentPager
            category={category}
            previous={pagerEntry(neighbours.previous)}
            next={pagerEntry(neighbours.next)}
          />
        </div>
        <div className={styles.noPrint}>
          <GalleryTabs
            talentId={talent.id}
            talentName={talent.name}
            category={category}
            galleries={talent.galleries}
          />
        </div>
      </article>
    </NextIntlClientProvider>
  );
}
