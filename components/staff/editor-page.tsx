import type { ComponentProps, ReactNode } from 'react';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { DeleteSection } from './delete-section';
import { Outcome } from './outcome';
import { PublishBar } from './publish-bar';
import { StaffPage } from './staff-page';

type Frame = Pick<ComponentProps<typeof StaffPage>, 't' | 'account'> & {
  kind: 'talent' | 'post';
  children: ReactNode;
};

/** The words of the section moving a talent or a post to the trash, asking `question`. */
const trashWords = (t: StaffT, kind: Frame['kind'], question: string) => ({
  title: t(`${kind}.deleteTitle`),
  hint: t(`${kind}.deleteHint`),
  confirm: t(`${kind}.deleteConfirm`),
  button: t(`${kind}.delete`),
  ask: { question, confirm: t('forms.trash') },
});

/** The link from a talent's or a post's page up to its list. */
const backTo = (t: StaffT, kind: Frame['kind']) => ({
  href: kind === 'talent' ? staffPaths.talents : staffPaths.news,
  label: t(`${kind}.back`),
});

/** A new talent's or post's page: its form (once created, its editor opens), and the way back to its list. */
export function NewRecordPage({ kind, ...page }: Frame) {
  return <StaffPage {...page} title={page.t(`${kind}.newTitle`)} back={backTo(page.t, kind)} />;
}

type Props = Frame & {
  title: string;
  id: number;
  /** What the last form sent from the page came back with. */
  done?: string;
  /** Whether the public sees it, the Server Action that changes that, its preview and public page. */
  publishing: Pick<ComponentProps<typeof PublishBar>, 'hidden' | 'action' | 'preview' | 'site'>;
  /** The Server Action moving it to the trash, and the question naming what goes. */
  deletion: { action: StaffFormAction; question: string };
};

/**
 * The frame of an editor (a talent's, a post's): back to its list, its publishing, its sections, and its move
 * to the trash last.
 */
export function EditorPage({ kind, id, done, publishing, deletion, children, ...page }: Props) {
  const { t } = page;
  return (
    <StaffPage {...page} back={backTo(t, kind)}>
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
