'use client';

import type { FormEvent, ReactNode } from 'react';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import { uploadRefusal, type UploadRefusal } from '@/lib/staff/upload-check';

/**
 * A form of files of the staff area. It works without a script: the browser posts it and the route answers
 * with the page to go back to, saying what became of the files. With the script, files over the route's
 * bounds are refused here, before a byte is sent, by going to that same page with the reason: a body over
 * the route's whole limit is refused by the site unread, and a browser shows an answer that comes before
 * the end of its upload as a broken connection (docs/staff.md, "Pictures").
 */
export function UploadForm(props: {
  action: string;
  limit: UploadLimit;
  /** The page that says why, by reason; a reason without a page is left to the route. */
  refused: Partial<Record<UploadRefusal, string>>;
  className?: string;
  children: ReactNode;
}) {
  const check = (event: FormEvent<HTMLFormElement>) => {
    const inputs = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    const files = inputs.flatMap((input) =>
      [...(input.files ?? [])].map((file) => ({ size: file.size, video: input.accept.includes('video/') })),
    );
    const refusal = uploadRefusal(files, props.limit);
    const page = refusal && props.refused[refusal];
    if (!page) return;
    event.preventDefault();
    // The same page again, when it is already the one that says why: loaded anew all the same.
    const target = new URL(page, window.location.href);
    const here = window.location;
    if (target.pathname === here.pathname && target.search === here.search) here.reload();
    else here.assign(target);
  };
  return (
    <form
      className={props.className}
      method="post"
      action={props.action}
      encType="multipart/form-data"
      onSubmit={check}
    >
      {props.children}
    </form>
  );
}
