import { uploadAnswer, type UploadReason } from '@/lib/staff/upload-check';

// The staff area's uploads by script, a request per file, two at a time (docs/staff.md, "Uploads show their
// progress"): XMLHttpRequest, because fetch reports no upload progress in Chromium without streamed bodies.

/** One request of a batch: its files' names and size as shown, and the form it sends. */
export type UploadPart = { name: string; size: number; body: FormData };

export type PartState =
  | { state: 'waiting' | 'arrived' | 'cancelled' | 'failed' }
  /** A file of a batch left for another: more than one batch takes. */
  | { state: 'left' }
  | { state: 'sending'; loaded: number; total: number }
  | { state: 'refused'; reason: UploadReason };

export type PartOutcome = Exclude<PartState, { state: 'waiting' } | { state: 'sending' }>;

/** At most this many requests at once. */
export const uploadsAtOnce = 2;

/**
 * Sends one part to the upload route and reports its progress. The route answers with a redirect to the
 * form's page, whose `done` word says what became of the files: that answer's headers are all it needs,
 * so the page itself is not downloaded.
 */
export function sendPart(
  action: string,
  part: UploadPart,
  onProgress: (loaded: number, total: number) => void,
): { outcome: Promise<PartOutcome>; cancel: () => void } {
  const request = new XMLHttpRequest();
  // The first outcome counts: a promise resolves once, so the abort after an answer's headers changes nothing.
  let settle: (outcome: PartOutcome) => void = () => {};
  const outcome = new Promise<PartOutcome>((resolve) => (settle = resolve));
  request.upload.onprogress = (event) =>
    onProgress(event.loaded, event.lengthComputable ? event.total : part.size);
  request.onreadystatechange = () => {
    if (request.readyState < XMLHttpRequest.HEADERS_RECEIVED || request.status === 0) return;
    if (request.status === 401) settle({ state: 'refused', reason: 'session' });
    else if (request.status >= 200 && request.status < 300) {
      const answer = uploadAnswer(new URL(request.responseURL).searchParams.get('done'));
      settle(answer === 'arrived' ? { state: 'arrived' } : { state: 'refused', reason: answer });
    } else settle({ state: 'failed' });
    if (request.readyState < XMLHttpRequest.DONE) request.abort();
  };
  request.onerror = () => settle({ state: 'failed' });
  request.ontimeout = () => settle({ state: 'failed' });
  request.onabort = () => settle({ state: 'cancelled' });
  request.open('POST', action);
  request.send(part.body);
  return { outcome, cancel: () => request.abort() };
}

/** The input of a form that takes a batch of pictures (`multiple`), when files are chosen in it. */
export function batchInput(form: HTMLFormElement): HTMLInputElement | undefined {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="file"][multiple]')].find(
    (input) => (input.files?.length ?? 0) > 0,
  );
}

/** One file of a batch as a request of its own, with the form's other fields. */
export function batchPart(form: HTMLFormElement, input: HTMLInputElement, file: File): UploadPart {
  const body = new FormData(form);
  body.delete(input.name);
  body.append(input.name, file, file.name);
  return { name: file.name, size: file.size, body };
}

/** The whole form as one request (a slide's pair, a post's cover): its files' names and total size. */
export function wholeForm(form: HTMLFormElement): UploadPart {
  const data = new FormData(form);
  const files = [...data.values()].filter(
    (value): value is File => typeof value !== 'string' && value.size > 0,
  );
  const name = files.map((file) => file.name).join(' + ');
  return { name, size: files.reduce((sum, file) => sum + file.size, 0), body: data };
}

/** The first bytes of a file, to tell a picture by them (a file that cannot be read gives none). */
export function headOf(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}
