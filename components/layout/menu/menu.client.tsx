'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { Link } from '@/components/ui/link.client';
import { useVisiblePathname } from '@/lib/i18n/navigation';
import { getStranded, subscribeStranded } from '@/components/navigation/progress/stranded-navigation';
import { useMotionAllowed, useMotionKit } from '@/components/ui/use-motion-allowed';
import { menuLinks } from './menu-links';
import styles from './menu.module.css';

const EASE = [0.2, 0.6, 0.2, 1] as const;
const EXIT_MS = 160;
const noneStranded = () => null;

// The closed state ends at full opacity again: the server, and the browser before the animation features
// arrive, render that state, and a closed <dialog> is not displayed anyway.
const dialogVariants = {
  open: { opacity: [0, 1], transition: { duration: 0.2, ease: EASE } },
  closed: { opacity: 0, transition: { duration: EXIT_MS / 1000, ease: EASE }, transitionEnd: { opacity: 1 } },
};
const listVariants = { open: { y: [16, 0], transition: { duration: 0.2, ease: EASE } } };

/**
 * The full-screen menu: a native modal <dialog> opened by the header's toggle, so the browser keeps focus
 * inside, makes the page behind inert and reports Escape. It closes on its button, on Escape, on a click
 * outside its links, on a link to the current page, on route change and when the navigation it started
 * could not reach the site (the notice of that failure is under it); focus returns to the toggle (after a
 * route change the new page's heading takes it instead). Opening and closing fade, unless the
 * visitor prefers reduced motion.
 */
export function Menu() {
  const t = useTranslations('Menu');
  const nav = useTranslations('Navbar');
  const pathname = useVisiblePathname();
  const motionAllowed = useMotionAllowed();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const navigated = openedAt !== pathname;
  const stranded = useSyncExternalStore(subscribeStranded, getStranded, noneStranded);
  const [strandedSeen, setStrandedSeen] = useState(stranded);
  // The dialog becomes an animated element once the animation code is there, but only while it is closed
  // (swapping the element of an open dialog would close it and lose the focus inside).
  const arrivedKit = useMotionKit();
  const [kit, setKit] = useState(arrivedKit);
  const [settled, setSettled] = useState(true);
  if (settled && kit !== arrivedKit) setKit(arrivedKit);
  const animates = kit !== null && motionAllowed();

  // Close on route change, or on a navigation that failed (a new failure, not one already shown when the
  // menu opened): compare during render instead of an effect, as React recommends.
  if (open && navigated) setOpen(false);
  if (stranded !== strandedSeen) {
    setStrandedSeen(stranded);
    if (open && stranded !== null && stranded.target !== strandedSeen?.target) setOpen(false);
  }

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open) {
      if (!node.open) {
        node.showModal();
        closeButton.current?.focus();
      }
      return;
    }
    if (!node.open) return;
    // For another page the menu goes at once, so the new page is not inert while it fades.
    if (navigated || !animates) return node.close();
    // The exit animation closes the dialog when it ends; this closes it should the animation never end.
    const guard = window.setTimeout(() => node.close(), EXIT_MS + 300);
    return () => window.clearTimeout(guard);
  }, [open, navigated, animates]);

  const close = () => setOpen(false);
  const onClosed = () => {
    setOpen(false);
    setSettled(true);
    if (!navigated) toggle.current?.focus();
  };
  // Escape: the browser would close the dialog at once; closing through the state lets it fade out.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };
  // The menu covers the whole screen, so its backdrop is whatever is not one of its links or buttons.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!(event.target as Element).closest('a, button')) close();
  };
  // A link to the page already shown changes no route, so it closes the menu itself.
  const closeIfCurrent = (event: MouseEvent<HTMLAnchorElement>) => {
    if (new URL(event.currentTarget.href).pathname === window.location.pathname) close();
  };

  const dialogProps = {
    ref: dialog,
    id,
    className: styles.menu,
    'aria-label': t('label'),
    // Focusable by script only: when its links overflow, the browser would otherwise make the scrolling
    // dialog itself a stop of the Tab cycle, between its last link and its close button.
    tabIndex: -1,
    onCancel,
    onClose: onClosed,
    onClick,
  };
  const closeControl = (
    <button ref={closeButton} type="button" className={styles.close} onClick={close}>
      <span className={styles.closeIcon} aria-hidden="true" />
      <span className="visually-hidden">{t('close')}</span>
    </button>
  );
  const links = menuLinks.map((link) => (
    <li key={link.key}>
      <Link className={styles.link} href={link.href} onClick={closeIfCurrent}>
        {nav(link.key)}
      </Link>
    </li>
  ));

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        onClick={() => {
          setSettled(false);
          setOpenedAt(pathname);
          setOpen(true);
        }}
      >
        <span className={styles.toggleIcon} aria-hidden="true" />
        <span className="visually-hidden">{t('open')}</span>
      </button>
      {kit ? (
        <kit.Motion>
          <kit.m.dialog
            {...dialogProps}
            initial={false}
            variants={dialogVariants}
            animate={animates ? (open ? 'open' : 'closed') : undefined}
            onAnimationComplete={(definition) => {
              if (definition === 'closed') dialog.current?.close();
            }}
          >
            {closeControl}
            <nav aria-label={t('label')}>
              <kit.m.ul className={styles.list} variants={listVariants}>
                {links}
              </kit.m.ul>
            </nav>
          </kit.m.dialog>
        </kit.Motion>
      ) : (
        <dialog {...dialogProps}>
          {closeControl}
          <nav aria-label={t('label')}>
            <ul className={styles.list}>{links}</ul>
          </nav>
        </dialog>
      )}
    </>
  );
}
