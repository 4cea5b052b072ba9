'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import { uploadRefusal, type UploadRefusal } from '@/lib/staff/upload-check';
import type { UploadLabels } from './upload-labels';
import { UploadProgress, type ShownPart } from './upload-progress.client';
import { inTurn, partsOf, sendPart, uploadsAtOnce } from './upload-queue';
import { useFormChanged } from './unsaved-form.client';
import { leaveWithoutAsking, useUnsavedGuard } from './unsaved-guard.client';

/**
 * A form of files of the staff area. It works without a script: the browser posts it and the route answers
 * with the page to go back to, saying what became of the files. With the script, files over the route's
 * bounds are refused here, before a byte is sent, by going to that same page with the reason: a body over
 * the route's whole limit is refused by the site unread, and a browser shows an answer that comes before
 * the end of its upload as a broken connection (docs/staff-uploads-nginx.md, "Pictures"). The others are sent
 * one request each, with their progress and a cancel each (components/staff/upload-queue.ts); the page's data
 * is refreshed when the batch ends, so what arrived shows, and whatever was typed elsewhere stays.
 */
export function UploadForm(props: {
  action: string;
  limit: UploadLimit;
  /** The page that says why, by reason; a reason without a page is left to the route. */
  refused: Partial<Record<UploadRefusal, string>>;
  labels: UploadLabels;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const { form, changed, check, clear } = useFormChanged();
  const [parts, setParts] = useState<ShownPart[]>([]);
  const [running, setRunning] = useState(false);
  const cancels = useRef<(() => void)[]>([]);
  const guard = useUnsavedGuard(changed || running, form, props.labels.unsaved);

  const send = async (element: HTMLFormElement) => {
    const batch = partsOf(element);
    const cancelled = new Set<number>();
    cancels.current = batch.map((_, index) => () => {
      cancelled.add(index);
      update(index, { state: 'cancelled' });
    });
    const update = (index: number, state: ShownPart['state']) =>
      setParts((shown) => shown.map((part, at) => (at === index ? { ...part, state } : part)));
    setParts(batch.map(({ name, size }) => ({ name, size, state: { state: 'waiting' } })));
    setRunning(true);
    let arrived = 0;
    await inTurn(
      batch.map((part, index) => ({ part, index })),
      uploadsAtOnce,
      async ({ part, index }) => {
        if (cancelled.has(index)) return;
        const sending = sendPart(props.action, part, (loaded, total) =>
          update(index, { state: 'sending', loaded, total }),
        );
        cancels.current[index] = sending.cancel;
        update(index, { state: 'sending', loaded: 0, total: part.size });
        const outcome = await sending.outcome;
        if (outcome.state === 'arrived') arrived++;
        update(index, outcome);
      },
    );
    setRunning(false);
    if (arrived === batch.length) {
      element.reset();
      clear();
    }
    if (arrived > 0) router.refresh();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    const element = event.currentTarget;
    const inputs = [...element.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    const files = inputs.flatMap((input) =>
      [...(input.files ?? [])].map((file) => ({ size: file.size, video: input.accept.includes('video/') })),
    );
    const refusal = uploadRefusal(files, props.limit);
    const page = refusal && props.refused[refusal];
    if (!page) {
      void send(element);
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
          labels={props.labels}
          onCancel={(index) => cancels.current[index]?.()}
          onCancelAll={() => cancels.current.forEach((cancel) => cancel())}
        />
      )}
      {guard}
    </form>
  );
}
