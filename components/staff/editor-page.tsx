import type { ComponentProps, ReactNode } from 'react';
import { DeleteSection } from './delete-section';
import { Outcome } from './outcome';
import { StaffPage } from './staff-page';

type Props = ComponentProps<typeof StaffPage> & {
  /** What the page says when the deletion was sent without its box ticked. */
  confirmNeeded: string | false;
  deletion: ComponentProps<typeof DeleteSection>;
  children: ReactNode;
};

/** The frame of an editor (a talent's, a post's): the page, its sections, and its deletion last. */
export function EditorPage({ confirmNeeded, deletion, children, ...page }: Props) {
  return (
    <StaffPage {...page}>
      <Outcome alert={confirmNeeded} />
      {children}
      <DeleteSection {...deletion} />
    </StaffPage>
  );
}
