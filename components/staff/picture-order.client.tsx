'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { SaveAction } from '@/lib/staff/save-state';
import { ConfirmForm } from './confirm-submit.client';
import { SessionEnded } from './editor-form';
import styles from './staff.module.css';
import { useStaffT } from './use-staff-t';

/** A picture of the list, with the ids its removal's form carries; `also` and `caption`: a slide's. */
type Picture = {
  id: number;
  url: string;
  removeFields: Record<string, number>;
  also?: { url: string; alt: string }[];
  caption?: string;
};

type Props = {
  pictures: Picture[];
  /** The Server Action that moves a picture to the trash (with its `removeFields`). */
  remove: StaffFormAction;
  /** The Server Action each new order is sent to, as `{ ...fields, order: ids }`. */
  order: { save: SaveAction; fields: Record<string, string> };
  /** Names the list for the tests and styles: a talent's gallery, a slider. */
  name: string;
  /** What is listed, which has words of its own: pictures (a talent's gallery, a post's) or slides. */
  of: 'pictures' | 'slides';
  /** The list's name in words, for each picture's. */
  gallery: string;
  /** What the list says while it has no pictures. */
  empty: string;
};

type SortableProps = Pick<Props, 'of' | 'gallery' | 'remove'> & { picture: Picture; index: number };

function SortablePicture({ picture, index, of, gallery, remove }: SortableProps) {
  const t = useStaffT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: picture.id });
  const named = { n: index + 1, gallery };
  const pictures = of === 'pictures';
  // A move needs the script: until the page has hydrated the handle does nothing, so it says so.
  const hydrated = useHydrated();
  return (
    <li
      ref={setNodeRef}
      className={styles.sortItem}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
    >
      {/* The backend's own media, shown as stored: next/image would cache a copy of a file about to change. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={picture.url}
        alt={pictures ? t('talent.picture', named) : t('slides.slide', named)}
        width={120}
        height={160}
      />
      {picture.also?.map((more) => (
        // eslint-disable-next-line @next/next/no-img-element
        <img key={more.url} src={more.url} alt={more.alt} width={160} height={90} />
      ))}
      {picture.caption !== undefined && <span className={styles.caption}>{picture.caption}</span>}
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        aria-label={pictures ? t('talent.moveHandle', named) : t('slides.moveHandle', named)}
        {...attributes}
        {...listeners}
        disabled={!hydrated}
      >
        ↕
      </button>
      <ConfirmForm
        action={remove}
        fields={picture.removeFields}
        question={pictures ? t('forms.confirm.picture', named) : t('forms.confirm.slide', named)}
        confirm={t('forms.trash')}
      >
        <button
          className={styles.linkButton}
          type="submit"
          aria-label={pictures ? t('talent.removePicture', named) : t('slides.removeSlide', named)}
        >
          {t('forms.trash')}
        </button>
      </ConfirmForm>
    </li>
  );
}

/**
 * Saves a list's order: saved, failed, or refused for want of a session. Each move sends the whole order,
 * so the next one after signing in again saves this one too.
 */
export async function sendOrder(
  order: Props['order'],
  pictures: readonly Picture[],
): Promise<'saved' | 'failed' | 'session'> {
  const ids = pictures.map((picture) => picture.id);
  // A throw is the network, or a fault of the server: nothing is known to be saved.
  const state = await order.save({ ...order.fields, order: ids }).catch(() => null);
  return state?.outcome === 'saved' || state?.outcome === 'session' ? state.outcome : 'failed';
}

/**
 * Pictures in their order (a talent's gallery, a slider), moved by dragging or with the keyboard (dnd-kit's
 * sortable list, which announces each move); every move is saved at once.
 */
export function PictureOrder({ pictures: initial, remove, order, name, of, gallery, empty }: Props) {
  const t = useStaffT();
  const words = of === 'pictures' ? 'talent' : 'slides';
  const [pictures, setPictures] = useState(initial);
  // The page's data refreshed (pictures arrived, one removed): the list shows it, in the server's order.
  const [given, setGiven] = useState(initial);
  if (given !== initial) {
    setGiven(initial);
    setPictures(initial);
  }
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'session'>('idle');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (id: string | number) => pictures.findIndex((picture) => picture.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t(`${words}.announce.picked`, { n: numberOf(active.id) }),
    // Over its own place (as a move starts) says nothing, so the pick-up is what is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t(`${words}.announce.over`, { n: numberOf(active.id), position: numberOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t(`${words}.announce.dropped`, { n: numberOf(active.id), position: numberOf((over ?? active).id) }),
    onDragCancel: ({ active }) => t(`${words}.announce.cancelled`, { n: numberOf(active.id) }),
  };

  async function moved({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(pictures, numberOf(active.id) - 1, numberOf(over.id) - 1);
    setPictures(next);
    setStatus(await sendOrder(order, next));
  }

  if (pictures.length === 0) return <p className={styles.rowMeta}>{empty}</p>;
  return (
    <>
      <p className={styles.rowMeta}>{t(`${words}.orderHelp`)}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(event) => void moved(event)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${words}.orderHelp`) } }}
      >
        <SortableContext items={pictures.map((picture) => picture.id)} strategy={rectSortingStrategy}>
          <ul className={styles.sortable} data-gallery={name}>
            {pictures.map((picture, index) => (
              <SortablePicture
                key={picture.id}
                picture={picture}
                index={index}
                of={of}
                gallery={gallery}
                remove={remove}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" className={styles.formStatus}>
        {status === 'saved' && t(`${words}.orderSaved`)}
      </p>
      <p role="alert" className={styles.formStatus}>
        {status === 'failed' && t(`${words}.orderFailed`)}
        {status === 'session' && <SessionEnded of="order" />}
      </p>
    </>
  );
}
