'use client';

import { useRouter } from 'next/navigation';
import pLimit from 'p-limit';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import { sniffImage } from '@/lib/contract/image-type';
import {
  batchVerdicts,
  pictureHeadBytes,
  uploadRefusal,
  type BatchVerdict,
  type UploadRefusal,
} from '@/lib/staff/upload-check';
import { UploadProgress, type ShownPart } from './upload-progress.client';
import {
  batchInput,
  batchPart,
  headOf,
  sendPart,
  uploadsAtOnce,
  wholeForm,
  type PartState,
  type UploadPart,
} from './upload-queue';
import { useFormChanged } from './unsaved-form.client';
import { leaveWithoutAsking, useUnsavedGuard } from './unsaved-guard.client';

/** A file as the list shows it, and the request that sends it unless it was judged before (refused, left). */
type Planned = ShownPart & { part?: UploadPart };

const verdictState = (verdict: BatchVerdict): PartState =>
  verdict === 'send'
    ? { state: 'waiting' }
    : verdict === 'left'
      ? { state: 'left' }
      : { state: 'refused', reason: verdict };

/** Makes what each select holds its default, so that a reset keeps it: the gallery chosen stays chosen. */
function keepChoices(form: HTMLFormElement) {
  for (const select of form.querySelectorAll('select')) {
    for (const option of select.options) option.defaultSelected = option.selected;
  }
}

/**
 * A form of files of the staff area, posted by the browser without a script. With it (docs/staff.md, "Uploads
 * show their progress"), a batch of pictures is judged file by file before a byte is sent (`batchVerdicts`),
 * and a form sent whole (a slide's pair, a post's cover) over the route's bounds goes to the page saying why
 * instead: the site refuses such a body unread, which a browser shows as a broken connection
 * (docs/staff-uploads-nginx.md, "Pictures").
 */
export function UploadForm(props: {
  action: string;
  limit: UploadLimit;
  /** The page saying why a form sent whole is refused, by reason; a reason without a page is the route's. */
  refused: Partial<Record<UploadRefusal, string>>;
  /** What the page says once every file of a batch arrived. */
  added: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const { form, changed, check, clear } = useFormChanged();
  const [parts, setParts] = useState<ShownPart[]>([]);
  const [running, setRunning] = useState(false);
  const cancels = useRef<(() => void)[]>([]);
  const guard = useUnsavedGuard(changed || running, form);

  const send = async (element: HTMLFormElement, planned: Planned[]) => {
    const cancelled = new Set<number>();
    const update = (index: number, state: ShownPart['state']) =>
      setParts((shown) => shown.map((part, at) => (at === index ? { ...part, state } : part)));
    const cancel = (index: number) => {
      cancelled.add(index);
      update(index, { state: 'cancelled' });
    };
    cancels.current = planned.map(({ part }, index) => (part ? () => cancel(index) : () => {}));
    setParts(planned.map(({ name, size, state }) => ({ name, size, state })));
    setRunning(true);
    let arrived = 0;
    const inTurn = pLimit(uploadsAtOnce);
    const sendPlanned = async (part: UploadPart, index: number) => {
      if (cancelled.has(index)) return;
      const sending = sendPart(props.action, part, (loaded, total) =>
        update(index, { state: 'sending', loaded, total }),
      );
      cancels.current[index] = sending.cancel;
      update(index, { state: 'sending', loaded: 0, total: part.size });
      const outcome = await sending.outcome;
      if (outcome.state === 'arrived') arrived++;
      update(index, outcome);
    };
    const sent = planned.flatMap(({ part }, index) => (part ? [inTurn(() => sendPlanned(part, index))] : []));
    await Promise.all(sent);
    setRunning(false);
    // The files that arrived would arrive twice if sent again: the choice of files goes, the gallery stays.
    if (arrived > 0) {
      keepChoices(element);
      element.reset();
      clear();
      router.refresh();
    }
  };

  const sendBatch = async (element: HTMLFormElement, input: HTMLInputElement) => {
    setRunning(true);
    const files = [...input.files!];
    const heads = await Promise.all(files.map((file) => headOf(file, pictureHeadBytes)));
    // A file the browser could not read is left to the route, which reads it.
    const picture = (head: Uint8Array) => head.length === 0 || sniffImage(head) !== null;
    const verdicts = batchVerdicts(
      files.map((file, index) => ({ size: file.size, picture: picture(heads[index]!) })),
      props.limit,
    );
    await send(
      element,
      files.map((file, index) => ({
        name: file.name,
        size: file.size,
        state: verdictState(verdicts[index]!),
        part: verdicts[index] === 'send' ? batchPart(element, input, file) : undefined,
      })),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    const element = event.currentTarget;
    const batch = batchInput(element);
    if (batch) {
      void sendBatch(element, batch);
      return;
    }
    const inputs = [...element.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    const files = inputs.flatMap((input) =>
      [...(input.files ?? [])].map((file) => ({ size: file.size, video: input.accept.includes('video/') })),
    );
    const refusal = uploadRefusal(files, props.limit);
    const page = refusal && props.refused[refusal];
    if (!page) {
      const part = wholeForm(element);
      void send(element, [{ name: part.name, size: part.size, state: { state: 'waiting' }, part }]);
      return;
    }
    leaveWithoutAsking(new URL(page, window.location.href));
  };

  return (
    <form
      ref={form}
      className={props.className}
      method="post"
      action={props.action}
      encType="multipart/form-data"
      onSubmit={submit}
      onInput={check}
      onChange={check}
    >
      {props.children}
      {parts.length > 0 && (
        <UploadProgress
          parts={parts}
          running={running}
          added={props.added}
          onCancel={(index) => cancels.current[index]?.()}
          onCancelAll={() => cancels.current.forEach((cancel) => cancel())}
        />
      )}
      {guard}
    </form>
  );
}
