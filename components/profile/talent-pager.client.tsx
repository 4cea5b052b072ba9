'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link.client';
import { useProgressRouter } from '@/components/navigation/progress/use-progress-router';
import type { Category } from '@/lib/talent/category';
import styles from './profile.module.css';

type Neighbour = { id: number; name: string; slug: string };
type Props = { category: Category; previous: Neighbour | null; next: Neighbour | null };

// A horizontal swipe counts when it travels this far and mostly sideways (a scroll is mostly vertical).
const SWIPE_MIN_PX = 60;

const hrefOf = (category: Category, talent: Neighbour) =>
  ({
    pathname: '/[category]/[id]/[name]',
    params: { category, id: String(talent.id), name: talent.slug },
  }) as const;

/** Keys and touches that belong to something else: a field, a tab list, an open viewer or dialog. */
function ownedElsewhere(target: EventTarget | null): boolean {
  if (document.querySelector('[aria-modal="true"]:not([hidden]), dialog[open], .yarl__portal')) return true;
  return (
    target instanceof Element &&
    target.closest(
      'input, textarea, select, [contenteditable], [role="tablist"], [role="tabpanel"], [role="dialog"]',
    ) !== null
  );
}

/**
 * Previous and next talent of the same roster: two links (they work without JavaScript and are crawlable),
 * the arrow keys, and a sideways swipe over the profile's head (`[data-swipe-pager]`) on touch screens.
 */
export function TalentPager({ category, previous, next }: Props) {
  const t = useTranslations('Profile');
  const router = useProgressRouter();
  // Marked when the keys and swipes are listened to (the links work before that, and without JavaScript).
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const go = (talent: Neighbour | null) => {
      if (talent) router.push(hrefOf(category, talent));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (ownedElsewhere(event.target)) return;
      go(event.key === 'ArrowLeft' ? previous : next);
    };
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const inArea = event.target instanceof Element && event.target.closest('[data-swipe-pager]');
      start =
        touch && event.touches.length === 1 && inArea && !ownedElsewhere(event.target)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dy) > Math.abs(dx) / 2) return;
      go(dx > 0 ? previous : next);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    nav.current?.setAttribute('data-listening', 'true');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [category, previous, next, router]);

  if (!previous && !next) return null;
  return (
    <nav aria-label={t('pagerLabel')} className={styles.pager} ref={nav}>
      {previous ? (
        <Link href={hrefOf(category, previous)} rel="prev" className={styles.pagerLink} prefetch={false}>
          <span aria-hidden="true">←</span>
          <span className={styles.pagerText}>
            <span className={styles.pagerHint}>{t('previousTalent')}</span> {previous.name}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          href={hrefOf(category, next)}
          rel="next"
          className={`${styles.pagerLink} ${styles.pagerNext}`}
          prefetch={false}
        >
          <span className={styles.pagerText}>
            <span className={styles.pagerHint}>{t('nextTalent')}</span> {next.name}
          </span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
