'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useVisiblePathname } from '@/lib/i18n/navigation';
import { trapTab } from './focus-trap';
import { menuLinks } from './menu-links';

/**
 * The full-screen menu: a modal dialog opened by the header's toggle. It closes on route change, on Escape,
 * on its close button and on a link to the current page; focus stays inside while it is open and returns to
 * the toggle afterwards; the page behind does not scroll.
 */
export function Menu() {
  const t = useTranslations('Menu');
  const nav = useTranslations('Navbar');
  const pathname = useVisiblePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // Close on route change: compare during render instead of an effect, as React recommends.
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      const previous = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previous;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      toggle.current?.focus();
    }
  }, [open]);

  const close = () => setOpen(false);
  // A link to the page already shown changes no route, so it closes the menu itself.
  const closeIfCurrent = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (new URL(event.currentTarget.href).pathname === window.location.pathname) close();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (dialog.current) trapTab(event, dialog.current);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(true);
        }}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        <span className="visually-hidden">{t('open')}</span>
      </button>
      <div
        ref={dialog}
        id={id}
        className="menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('label')}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="menu__close" onClick={close} data-autofocus>
          <span className="menu__close-icon" aria-hidden="true" />
          <span className="visually-hidden">{t('close')}</span>
        </button>
        <nav aria-label={t('label')}>
          <ul className="menu__list">
            {menuLinks.map((link) => (
              <li key={link.key}>
                <Link className="menu__link" href={link.href} onClick={closeIfCurrent}>
                  {nav(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
