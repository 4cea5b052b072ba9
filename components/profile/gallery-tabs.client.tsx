'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { motionKit } from '@/components/ui/motion-loader';
import { useMotionAllowed } from '@/components/ui/use-motion-allowed';
import type { Galleries } from '@/lib/api/types';
import type { Category } from '@/lib/talent/category';
import { activeTab, galleryTabs, type GalleryKind } from '@/lib/talent/galleries';
import { DownloadButton } from './download-button.client';
import { ImageGrid } from './image-grid.client';
import styles from './profile.module.css';
import { VideoGallery } from './video-gallery.client';

type Props = { talentId: number; talentName: string; category: Category; galleries: Galleries };

/** The desktop tab order from the desktop breakpoint, 1024 px. */
const DESKTOP = '(min-width: 1024px)';

/**
 * Gallery tabs (WAI-ARIA tabs pattern: arrows, Home and End move between tabs, Tab enters the panel),
 * in the order of the screen and the category, only galleries with items, the first one active.
 */
export function GalleryTabs({ talentId, talentName, category, galleries }: Props) {
  const t = useTranslations('Profile');
  const desktop = useMediaQuery(DESKTOP);
  const counts = {
    book: galleries.book.length,
    snap: galleries.snap.length,
    video: galleries.video.length,
    compo: galleries.compo.length,
  };
  const tabs = galleryTabs(category, desktop ? 'desktop' : 'mobile', counts);
  // The tab the visitor chose, and whether its panel fades in: decided at the choice, so a later render
  // (the animation code arriving, a resize) never swaps the panel's element under the visitor.
  const [choice, setChoice] = useState<{ kind: GalleryKind; fades: boolean } | null>(null);
  const chosen = choice?.kind ?? null;
  const current = activeTab(tabs, chosen);
  const refs = useRef(new Map<GalleryKind, HTMLButtonElement>());
  const motionAllowed = useMotionAllowed();
  if (!current) return null;
  // The panel of a tab the visitor chose fades in; the first one is painted as the server sent it.
  const kit = choice?.fades && choice.kind === current ? motionKit() : null;
  const choose = (kind: GalleryKind) => {
    if (kind !== current) setChoice({ kind, fades: motionAllowed() });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    choose(next);
    refs.current.get(next)?.focus();
  };

  const label = (kind: GalleryKind) => t(`gallery.${kind}`);
  const panel = {
    role: 'tabpanel',
    id: `panel-${current}`,
    'aria-labelledby': `tab-${current}`,
    'data-gallery': current,
  };
  const content =
    current === 'video' ? (
      <VideoGallery videos={galleries.video} talentName={talentName} />
    ) : (
      <ImageGrid images={galleries[current]} talentName={talentName} galleryLabel={label(current)} />
    );
  return (
    <section className={styles.galleries} aria-label={t('galleriesLabel')}>
      <div className={styles.tabBar}>
        <div role="tablist" aria-label={t('galleriesLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
          {tabs.map((kind) => (
            <button
              key={kind}
              ref={(node) => {
                if (node) refs.current.set(kind, node);
                else refs.current.delete(kind);
              }}
              type="button"
              role="tab"
              id={`tab-${kind}`}
              aria-selected={kind === current}
              aria-controls={`panel-${kind}`}
              tabIndex={kind === current ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(kind)}
            >
              {label(kind)}
            </button>
          ))}
        </div>
        <DownloadButton
          key={current}
          talentId={talentId}
          gallery={current}
          label={t('download', { gallery: label(current) })}
        />
      </div>
      {kit ? (
        <kit.Motion key={current}>
          <kit.m.div
            {...panel}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            transition={{ duration: 0.2 }}
          >
            {content}
          </kit.m.div>
        </kit.Motion>
      ) : (
        <div key={current} {...panel}>
          {content}
        </div>
      )}
    </section>
  );
}
