import type { ComponentProps, ReactNode } from 'react';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { trashWords } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { DeleteSection } from './delete-section';
import { Outcome } from './outcome';
import { PublishBar } from './publish-bar';
import { StaffPage } from './staff-page';

type Props = Pick<ComponentProps<typeof StaffPage>, 't' | 'account' | 'title'> & {
  kind: 'talent' | 'post';
  id: number;
  /** What the last form sent from the page came back with. */
  done?: string;
  /** Whether the public sees it, the Server Action that changes that, its preview and public page. */
  publishing: Pick<ComponentProps<typeof PublishBar>, 'hidden' | 'action' | 'preview' | 'site'>;
  /** The Server Action moving it to the trash, and the question naming what goes. */
  deletion: { action: StaffFormAction; question: string };
  children: ReactNode;
};

/**
 * The frame of an editor (a talent's, a post's): back to its list, its publishing, its sections, and its move
 * to the trash last.
 */
export function EditorPage({ kind, id, done, publishing, deletion, children, ...page }: Props) {
  const { t } = page;
  const list = kind === 'talent' ? staffPaths.talents : staffPaths.news;
  return (
    <StaffPage {...page} back={{ href: list, label: t(`${kind}.back`) }}>
      <Outcome alert={done === 'confirm' && t(`${kind}.confirmNeeded`)} />
      <PublishBar t={t} kind={kind} id={id} done={done} {...publishing} />
      {children}
      <DeleteSection
        id="delete-title"
        action={deletion.action}
        fields={{ id }}
        {...trashWords(t, kind, deletion.question)}
      />
    </StaffPage>
  );
}
