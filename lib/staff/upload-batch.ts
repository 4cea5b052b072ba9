import 'server-only';
import { ApiError } from '@/lib/api';
import { sniffImage } from '@/lib/contract/image-type';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import { batchVerdicts, pictureHeadBytes } from './upload-check';
import type { NotedFile, NotedVerdict } from './upload-note';
import type { UploadOutcome } from './uploads';

/** What became of a batch: its outcome for the page, how many arrived, and the files left out by name. */
export type BatchResult = { outcome: UploadOutcome; arrived: number; noted: NotedFile[] };

/** The file a refusal of the backend names (`picture_3`: the third sent), or -1. */
function namedFile(error: ApiError): number {
  const named = Object.keys(error.fieldErrors)
    .map((field) => /^picture_(\d+)$/.exec(field)?.[1])
    .find((number) => number !== undefined);
  return named === undefined ? -1 : Number(named) - 1;
}

const refusedAs = (status: number): NotedVerdict =>
  status === 415 ? 'type' : status === 413 ? 'size' : 'invalid';

function outcomeOf(files: number, arrived: number, noted: NotedFile[]): UploadOutcome {
  if (noted.length === 0) return 'added';
  const [first] = noted;
  const alike = first!.verdict !== 'left' && noted.every((file) => file.verdict === first!.verdict);
  return arrived === 0 && noted.length === files && alike ? (first!.verdict as UploadOutcome) : 'some';
}

/**
 * A batch of pictures posted without a script (docs/staff-uploads-nginx.md): judged as the form judges it
 * (`batchVerdicts`), the rest sent in one request (`send`, numbered in their order), again without each
 * picture the backend refuses by name (413, 415). A 400 (the gallery, the cover's one picture) refuses all
 * it was sent; any other error is thrown, for the route to answer.
 */
export async function sendBatch(
  files: File[],
  limit: UploadLimit,
  send: (files: File[]) => Promise<unknown>,
): Promise<BatchResult> {
  const heads = await Promise.all(
    files.map(async (file) => new Uint8Array(await file.slice(0, pictureHeadBytes).arrayBuffer())),
  );
  const verdicts = batchVerdicts(
    files.map((file, index) => ({ size: file.size, picture: sniffImage(heads[index]!) !== null })),
    limit,
  );
  const left = new Map<File, NotedVerdict>();
  verdicts.forEach((verdict, index) => {
    if (verdict !== 'send') left.set(files[index]!, verdict);
  });
  let sending = files.filter((file) => !left.has(file));
  let arrived = 0;
  while (sending.length > 0) {
    try {
      await send(sending);
      arrived = sending.length;
      break;
    } catch (error) {
      if (!(error instanceof ApiError) || ![400, 413, 415].includes(error.status)) throw error;
      const named = error.status === 400 ? -1 : namedFile(error);
      const refused = named >= 0 && named < sending.length ? [sending[named]!] : sending;
      for (const file of refused) left.set(file, refusedAs(error.status));
      sending = sending.filter((file) => !left.has(file));
    }
  }
  // Named in the order they were chosen.
  const noted = files.flatMap((file) => {
    const verdict = left.get(file);
    return verdict ? [{ name: file.name, verdict }] : [];
  });
  return { outcome: outcomeOf(files.length, arrived, noted), arrived, noted };
}
